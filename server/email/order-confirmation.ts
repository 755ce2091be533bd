/**
 * The customer's confirmation once the payment is accepted, on a durable medium (Code de la
 * consommation L221-13): the order, its price and delay, the express request for immediate
 * execution when made, who sells, the terms, and how to withdraw, with the model form (R221-3).
 */
import { CONTACT, PUBLISHER, STATEMENT_LABEL } from '../../site/data/operator';
import { WITHDRAWAL_LINK_LABEL, WITHDRAWAL_MODEL_FORM, WITHDRAWAL_PATH, withdrawalAddressee } from '../../site/data/withdrawal';
import { typeset } from '../../site/typography';
import { IMMEDIATE_EXECUTION, RECEIPT, TERMS } from '../../widget/core/copy';
import { formatEuro } from '../../widget/core/format';
import { LEGAL_PATHS } from '../../widget/core/offer';
import type { OrdersTable } from '../db/schema';
import { CONFIRMATION as C, SIGNATURE } from './copy';
import { parisDateTime } from '../domain/paris-time';
import { type Block, frame, heading, link, list, paragraph, renderHtml, renderText, rows } from './layout';
import type { EmailContext, EmailMessage } from '../domain/email-message';
import { billingRows, companyRows } from './order-summary';

/** The customer's box, restated with its consequence, as L221-13 asks of the confirmation. */
const expressRequest: Block[] = [
  heading(C.requestHeading),
  paragraph(C.requestIntro),
  paragraph(typeset(`« ${IMMEDIATE_EXECUTION.label} »`)),
  paragraph(C.requestConsequence),
];

export function orderConfirmationEmail(order: OrdersTable, ctx: EmailContext): EmailMessage {
  if (!order.paid_at) throw new Error(`Order ${order.reference} is not paid: no confirmation`);
  const immediate = order.immediate_execution === 1;
  const subject = C.subject(order.reference);
  const blocks: Block[] = [
    paragraph(`${C.greeting} ${order.first_name} ${order.last_name},`),
    paragraph(C.accepted),
    heading(C.orderHeading),
    rows(
      [C.reference, order.reference],
      [C.item, RECEIPT.item],
      ...companyRows(order),
      [C.paid, formatEuro(order.amount_cents / 100)],
      [C.paidAt, parisDateTime(order.paid_at)],
      [C.statement, STATEMENT_LABEL],
    ),
    paragraph(RECEIPT.price, ' ', RECEIPT.payment),
    paragraph(RECEIPT.sentTo, order.email, '. ', RECEIPT.delivery, immediate ? '' : RECEIPT.afterWithdrawal, '.'),
    paragraph(immediate ? C.startsNow : C.startsLater),
    heading(C.billingHeading),
    rows(...billingRows(order)),
    ...(immediate ? expressRequest : []),
    heading(C.sellerHeading),
    paragraph(C.seller),
    paragraph(C.termsIntro, link(TERMS.terms, ctx.siteUrl + LEGAL_PATHS.terms), '.'),
    heading(C.withdrawalHeading),
    paragraph(C.withdrawalPeriod),
    paragraph(C.withdrawalOnline, link(WITHDRAWAL_LINK_LABEL, ctx.siteUrl + WITHDRAWAL_PATH), '.'),
    paragraph(C.withdrawalOther),
    paragraph(C.refund),
    paragraph(typeset(WITHDRAWAL_MODEL_FORM.intro)),
    frame(
      paragraph(typeset(withdrawalAddressee(PUBLISHER.name, PUBLISHER.address, CONTACT.email))),
      paragraph(typeset(WITHDRAWAL_MODEL_FORM.statement)),
      list(WITHDRAWAL_MODEL_FORM.lines.map(typeset)),
    ),
    paragraph(SIGNATURE),
  ];
  return { kind: 'order-confirmation', to: order.email, subject, text: renderText(blocks), html: renderHtml(subject, blocks) };
}
