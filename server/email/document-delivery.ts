/**
 * Any document of an order, to the customer: the PDF attached (the outbox refers to the stored
 * document, so a retry attaches the same bytes), or, when it weighs more than an email should carry,
 * a link to the order's page instead, where it stays downloadable. A document from the national
 * register says where it was filed, and when.
 */
import { formatDate } from '../../site/format';
import { typeset } from '../../site/typography';
import type { DocumentKind } from '../../widget/core/catalogue';
import { BRAND_NAME } from '../../widget/core/offer';
import type { OrderItemsTable, OrdersTable } from '../db/schema';
import { downloadEnds } from '../domain/delivery-rules';
import type { EmailContext, EmailMessage } from '../domain/email-message';
import { parisDay } from '../domain/paris-time';
import { TEST_PAYMENT_MODE } from '../domain/test-order';
import { contactLine, ORDER_PAGE_LINK, SIGNATURE, TEST_MODE } from './copy';
import { customerOrderUrl } from './kbis-delivery';
import { link, paragraph, renderHtml, renderText } from './layout';

/** Past this, the attachment would weigh on the customer's mailbox (and many servers refuse 10 MB): a link instead. */
export const EMAIL_ATTACHMENTS_MAX_BYTES = 8 * 1024 * 1024;

/** Each document as a sentence names it, and whether it is plural (« les statuts … commandés »). */
const NAMED: Record<DocumentKind, { subject: string; noun: string; plural: boolean }> = {
  kbis: { subject: 'Votre extrait Kbis', noun: "l'extrait Kbis", plural: false },
  statuts: { subject: 'Vos statuts à jour', noun: 'les statuts à jour', plural: true },
  comptes: { subject: 'Vos comptes annuels', noun: 'les comptes annuels', plural: true },
  acte: { subject: 'Votre acte déposé', noun: "l'acte", plural: false },
};

const MEGABYTE = 1024 * 1024;

export const DOCUMENT_DELIVERY = {
  subject: (kind: DocumentKind, reference: string) => `${NAMED[kind].subject} – commande ${reference} – ${BRAND_NAME}`,
  greeting: 'Bonjour',
  attached: (document: string, plural: boolean, company: string, reference: string) =>
    typeset(
      `Vous trouverez en pièce jointe, au format PDF, ${document} de ${company} que vous avez commandé${plural ? 's' : ''} (commande ${reference}).`,
    ),
  download: (plural: boolean, day: string) => typeset(`Vous pouvez aussi ${plural ? 'les' : 'le'} télécharger jusqu'au ${day} depuis `),
  tooLarge: (document: string, company: string, reference: string, size: string, day: string) =>
    typeset(
      `Le fichier PDF de ${document} de ${company} (commande ${reference}) pèse ${size}, trop pour être joint à cet email : téléchargez-le jusqu'au ${day} depuis `,
    ),
  fromRegister: (day: string) =>
    typeset(`Ce document provient des dépôts publics du registre national des entreprises, tenu par l'INPI, où il a été déposé le ${day}.`),
  contact: contactLine,
} as const;

/** What the sentence calls the document: the accounts with their year, the deed as the customer described it. */
export function documentWords(
  item: Pick<OrderItemsTable, 'kind' | 'accounts_year' | 'description'>,
  closedOn: string | null = null,
): string {
  const { noun } = NAMED[item.kind];
  if (item.kind === 'comptes' && closedOn) return typeset(`${noun} de l'exercice clos le ${formatDate(closedOn)}`);
  if (item.kind === 'comptes' && item.accounts_year) return typeset(`${noun} de l'exercice ${item.accounts_year}`);
  if (item.kind === 'acte' && item.description) return typeset(`${noun} « ${item.description} »`);
  return typeset(noun);
}

/** « 12,3 Mo ». */
export const megabytes = (bytes: number) => typeset(`${(bytes / MEGABYTE).toFixed(1).replace('.', ',')} Mo`);

/** The file sent: its size, and for a document of the register, its filing (days YYYY-MM-DD). */
export interface DeliveredFile {
  sizeBytes: number;
  registerFiling?: { filedOn: string; closedOn: string | null };
}

/** The email of `item` of `order`, sent (its `sent_at` set: the download lasts from then, domain/delivery-rules.ts). */
export function documentDeliveryEmail(
  order: OrdersTable,
  documentId: string,
  item: OrderItemsTable,
  file: DeliveredFile,
  ctx: EmailContext,
): EmailMessage {
  const D = DOCUMENT_DELIVERY;
  const base = D.subject(item.kind, order.reference);
  const subject = order.payment_mode === TEST_PAYMENT_MODE ? TEST_MODE.subject(base) : base;
  const until = formatDate(parisDay(downloadEnds(item.sent_at ?? order.sent_at ?? new Date().toISOString()).toISOString()));
  const words = documentWords(item, file.registerFiling?.closedOn ?? null);
  const orderPage = link(ORDER_PAGE_LINK, customerOrderUrl(order, ctx));
  const attached = file.sizeBytes <= EMAIL_ATTACHMENTS_MAX_BYTES;
  const blocks = [
    paragraph(`${D.greeting} ${order.first_name} ${order.last_name},`),
    ...(attached
      ? [
          paragraph(D.attached(words, NAMED[item.kind].plural, order.company_name, order.reference)),
          paragraph(D.download(NAMED[item.kind].plural, until), orderPage, '.'),
        ]
      : [paragraph(D.tooLarge(words, order.company_name, order.reference, megabytes(file.sizeBytes), until), orderPage, '.')]),
    ...(file.registerFiling ? [paragraph(D.fromRegister(formatDate(file.registerFiling.filedOn)))] : []),
    paragraph(D.contact(order.reference)),
    paragraph(SIGNATURE),
  ];
  return {
    kind: 'document-delivery',
    to: order.email,
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
    reference: order.reference,
    attachments: attached ? [{ kind: 'document', id: documentId }] : [],
  };
}
