/**
 * The French words of the PDFs: the invoice and the credit note (the CGV's words are the site's
 * own, site/content/cgv.tsx). The renderers and the tests read them here.
 */
import { CONTACT, PUBLISHER } from '../../site/data/operator';
import { typeset } from '../../site/typography';
import { NBSP } from '../../widget/core/format';
import { BRAND_NAME, VAT_NOTICE } from '../../widget/core/offer';

/** The billed company's identifier, named as the invoice and the emails name it. */
export const IDENTIFIER_LABELS = { siren: 'SIREN', vat: 'N° TVA intracommunautaire' } as const;

export const INVOICE = {
  title: { invoice: 'Facture', credit_note: 'Avoir' },
  /** A test order's documents: of no value, and titled so (the review's L57). */
  testTitle: { invoice: 'Facture de test', credit_note: 'Avoir de test' },
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
  /** The person who ordered for the billed company (the review's B4: the company first). */
  attention: (name: string) => typeset(/^[aeiouyàâéèêîôû]/i.test(name) ? `À l’attention d’${name}` : `À l’attention de ${name}`),
  siren: (siren: string) => `${IDENTIFIER_LABELS.siren}${NBSP}: ${siren}`,
  buyerVat: (vat: string) => `${IDENTIFIER_LABELS.vat}${NBSP}: ${vat}`,
  columns: { item: 'Désignation', quantity: 'Qté', unit: 'Prix unitaire HT', total: 'Montant HT' },
  /** One document billed: its label (domain/document-line.ts) and the company it is about. */
  item: (document: string, company: string) => `${document} de ${company}, envoi par email au format PDF`,
  siret: (siret: string) => `SIRET${NBSP}: ${siret}`,
  /** A credit note's designation: what it records, never « remboursement », which is a payment. */
  creditItem: {
    cancellation: (reference: string, withdrawnOn: string | null) =>
      `Annulation de la commande ${reference}${withdrawnOn ? ` (rétractation du ${withdrawnOn})` : ''}`,
    price_reduction: (reference: string) => `Réduction de prix sur la commande ${reference}`,
    /** One document of the order cancelled, its price credited: the other documents stay billed. */
    document: (document: string, reference: string) => `Annulation du document «${NBSP}${document}${NBSP}» de la commande ${reference}`,
  },
  totalHt: 'Total HT',
  vat: 'TVA',
  vatNone: 'non applicable',
  totalDue: { invoice: 'Total TTC', credit_note: typeset('Total de l’avoir') },
  vatNotice: VAT_NOTICE,
  paid: (day: string) => typeset(`Facture acquittée le ${day} par carte bancaire. Aucun montant ne reste dû.`),
  /** Between professionals, every invoice names its payment terms (Code de commerce L441-9 I, L441-10, D441-5). */
  businessTerms: [
    typeset('Escompte pour paiement anticipé : néant.'),
    typeset(
      'Pénalités de retard : taux de refinancement de la Banque centrale européenne majoré de 10 points (article L441-10 du Code de commerce).',
    ),
    typeset(`Indemnité forfaitaire pour frais de recouvrement : 40${NBSP}€ (article D441-5 du Code de commerce).`),
  ],
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
