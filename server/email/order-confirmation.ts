/**
 * The customer's confirmation once the payment is accepted, on a durable medium (Code de la
 * consommation L221-13): the order, each document with its price and who sends it, the total, the dates it will be carried out by, the express
 * request for immediate execution when made, who sells and how to reach them, complaints and the
 * mediator, how to withdraw with the model form (R221-3), and, attached, the CGV in the version the
 * customer accepted (a link is not a durable medium) and the invoice.
 */
import { cgvFileName, CGV_PDF_DIR, CGV_VERSION, cgvVersionWords } from '../../site/data/cgv-version';
import { CONTACT, PUBLISHER, STATEMENT_LABEL } from '../../site/data/operator';
import { WITHDRAWAL_LINK_LABEL, WITHDRAWAL_MODEL_FORM, WITHDRAWAL_PATH, withdrawalAddressee } from '../../site/data/withdrawal';
import { formatDate } from '../../site/format';
import { typeset } from '../../site/typography';
import { IMMEDIATE_EXECUTION, RECEIPT } from '../../widget/core/copy';
import { formatEuro } from '../../widget/core/format';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import type { IssuedInvoice } from '../db/invoices';
import type { OrdersTable, OutboxAttachment } from '../db/schema';
import { deliverySchedule } from '../domain/delivery-deadline';
import type { DocumentLine } from '../domain/document-line';
import { itemName } from '../domain/item-name';
import type { EmailContext, EmailMessage } from '../domain/email-message';
import { parisDateTime, parisDay } from '../domain/paris-time';
import { withdrawalLastDay } from '../domain/withdrawal-period';
import { CONFIRMATION as C, DOCUMENT_SOURCES, ORDER_PAGE_LINK, SIGNATURE, TEST_MODE } from './copy';
import { type Block, frame, heading, link, list, paragraph, renderHtml, renderText, rows } from './layout';
import { billingRows, companyRows, type Row } from './order-summary';

/** The customer's box, restated with its consequence, as L221-13 asks of the confirmation. */
const expressRequest: Block[] = [
  heading(C.requestHeading),
  paragraph(C.requestIntro),
  paragraph(typeset(`« ${IMMEDIATE_EXECUTION.label} »`)),
  paragraph(C.requestConsequence),
];

/** Each document, its price, and how it reaches the customer. */
const documentItems = (lines: readonly DocumentLine[]) =>
  lines.map((line) => C.document(itemName(line), formatEuro(line.amount_cents / 100), DOCUMENT_SOURCES.customer[line.source]));

export function orderConfirmationEmail(
  order: OrdersTable,
  lines: readonly DocumentLine[],
  ctx: EmailContext,
  invoice?: IssuedInvoice,
): EmailMessage {
  if (!order.paid_at) throw new Error(`Order ${order.reference} is not paid: no confirmation`);
  const immediate = order.immediate_execution === 1;
  const test = order.payment_mode === 'test';
  const paidOn = parisDay(order.paid_at);
  // Orders store their schedule at payment (db/orders.ts); the rule gives the same for one that has none.
  const schedule =
    order.deliver_by && order.work_starts_on
      ? { deliverBy: order.deliver_by, workStartsOn: order.work_starts_on }
      : deliverySchedule(paidOn, immediate);
  const deliverBy = formatDate(schedule.deliverBy);
  // An order recorded before orders stored their version accepted the only version then published.
  const version = order.cgv_version ?? CGV_VERSION;
  const amount = formatEuro(order.amount_cents / 100);
  const subject = test ? TEST_MODE.subject(C.subject(order.reference)) : C.subject(order.reference);
  const orderRows: Row[] = [
    [C.reference, order.reference],
    ...companyRows(order),
    ...(invoice ? [[C.invoice, C.invoiceAttached(invoice.number)] as const] : []),
    [C.paid, test ? TEST_MODE.amount(amount) : amount],
    [C.paidAt, parisDateTime(order.paid_at)],
    ...(test ? [] : [[C.statement, STATEMENT_LABEL] as const]),
  ];
  const blocks: Block[] = [
    paragraph(`${C.greeting} ${order.first_name} ${order.last_name},`),
    paragraph(test ? C.acceptedTest : C.accepted, ' ', C.keep),
    heading(C.orderHeading),
    rows(...orderRows),
    heading(C.documentsHeading),
    list(documentItems(lines)),
    paragraph(C.priceEach, RECEIPT.price, ' ', RECEIPT.payment),
    paragraph(
      immediate
        ? C.deliveryNow(lines.length, order.email, deliverBy)
        : C.deliveryLater(lines.length, formatDate(schedule.workStartsOn), order.email, deliverBy),
    ),
    paragraph(C.download, link(ORDER_PAGE_LINK, `${ctx.serviceUrl}${HANDOFF_PATH}/${order.token}`), '.'),
    ...(immediate ? [paragraph(C.startsNow)] : []),
    heading(C.billingHeading),
    rows(...billingRows(order)),
    ...(immediate ? expressRequest : []),
    heading(C.sellerHeading),
    paragraph(C.seller),
    paragraph(C.sellerContact),
    paragraph(C.terms(cgvVersionWords(version)), link(C.termsLink, `${ctx.siteUrl}${CGV_PDF_DIR}/${cgvFileName(version)}`), ').'),
    heading(C.complaintsHeading),
    paragraph(C.complaints(order.reference)),
    paragraph(C.mediation),
    heading(C.withdrawalHeading),
    paragraph((immediate ? C.withdrawalPeriodImmediate : C.withdrawalPeriod)(formatDate(withdrawalLastDay(paidOn)))),
    paragraph(C.withdrawalOnline, link(WITHDRAWAL_LINK_LABEL, ctx.siteUrl + WITHDRAWAL_PATH), '.'),
    paragraph(C.withdrawalOther),
    paragraph(immediate ? C.refundImmediate : C.refund),
    paragraph(C.modelIntro),
    frame(
      paragraph(typeset(withdrawalAddressee(PUBLISHER.name, PUBLISHER.address, CONTACT.email))),
      paragraph(typeset(WITHDRAWAL_MODEL_FORM.statement)),
      list(WITHDRAWAL_MODEL_FORM.lines.map(typeset)),
    ),
    paragraph(SIGNATURE),
  ];
  const attachments: OutboxAttachment[] = [
    { kind: 'cgv', version },
    ...(invoice ? [{ kind: 'invoice' as const, number: invoice.number }] : []),
  ];
  return { kind: 'order-confirmation', to: order.email, subject, text: renderText(blocks), html: renderHtml(subject, blocks), attachments };
}
