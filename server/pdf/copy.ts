/**
 * The French words of the PDFs: the invoice and the credit note (the CGV's words are the site's
 * own, site/content/cgv.tsx). The renderers and the tests read them here.
 */
import { CONTACT, PUBLISHER } from '../../site/data/operator';
import { typeset } from '../../site/typography';
import { NBSP } from '../../widget/core/format';
import { BRAND_NAME, VAT_NOTICE } from '../../widget/core/offer';

export const INVOICE = {
  title: { invoice: 'Facture', credit_note: 'Avoir' },
  number: 'N°',
  issuedOn: 'Date',
  order: 'Commande',
  paidOn: 'Payée le',
  sellerHeading: 'Vendeur',
  buyerHeading: 'Client',
  seller: [
    PUBLISHER.name,
    typeset(PUBLISHER.legalForm),
    PUBLISHER.address,
    PUBLISHER.registry,
    `N° TVA intracommunautaire${NBSP}: ${PUBLISHER.vatNumber}`,
    `${CONTACT.email} · ${CONTACT.phone}`,
  ],
  columns: { item: 'Désignation', quantity: 'Qté', unit: 'Prix unitaire HT', total: 'Montant HT' },
  item: (company: string) => `Extrait Kbis de ${company}, envoyé par email au format PDF`,
  siret: (siret: string) => `SIRET${NBSP}: ${siret}`,
  siren: (siren: string) => `SIREN${NBSP}: ${siren}`,
  refundItem: (reference: string) => `Remboursement de la commande ${reference}`,
  totalHt: 'Total HT',
  vat: 'TVA',
  vatNone: 'non applicable',
  totalDue: { invoice: 'Total TTC', credit_note: 'Total remboursé' },
  vatNotice: VAT_NOTICE,
  paid: (day: string) => typeset(`Facture acquittée : payée le ${day} par carte bancaire. Aucun montant ne reste dû.`),
  corrects: (number: string, day: string) => `Avoir sur la facture n°${NBSP}${number} du ${day}.`,
  refunded: typeset('Montant remboursé par le même moyen de paiement que celui utilisé pour la commande.'),
  test: typeset('Document de test : aucun paiement n’a eu lieu, ce document est sans valeur.'),
  footer: `${BRAND_NAME} – ${PUBLISHER.name}`,
} as const;

/** The PDF's file name, as the email attaches it and the operator's tool writes it. */
export const invoiceFileName = (kind: 'invoice' | 'credit_note', number: string) =>
  `${kind === 'invoice' ? 'Facture' : 'Avoir'}-${BRAND_NAME.replace(/ /g, '-')}-${number}.pdf`;

/** An invoice's amount, with its cents as invoices write them: « 35,00 € ». */
export const invoiceAmount = (cents: number) => `${cents < 0 ? '−' : ''}${(Math.abs(cents) / 100).toFixed(2).replace('.', ',')}${NBSP}€`;
