/** The service's pages, each a function of what it shows, rendered in the site's frame. */
import { RECEIPT } from '../../widget/core/copy';
import { formatEuro } from '../../widget/core/format';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { formatDate } from '../../site/format';
import { typeset } from '../../site/typography';
import { DECLARATION_LABELS, WITHDRAWAL_LINK_LABEL, WITHDRAWAL_PATH, withdrawalRecorded } from '../../site/data/withdrawal';
import type { OrdersTable, WithdrawalsTable } from '../db/schema';
import type { DocumentLine } from '../domain/document-line';
import { orderRecap } from '../domain/order-recap';
import { awaitsPayment } from '../domain/order-state';
import { TEST_PAYMENT_MODE, TEST_PAYMENT_PATH } from '../payment/test-provider';
import { BillingDetailsFields, billingFieldId, billingProblemText } from './BillingDetailsFields';
import { type BillingDetailsErrors, type BillingDetailsField, billsCompany } from '../domain/billing-details';
import { BILLING_DETAILS, CANCELLED, CONFIRMATION, ERRORS, ORDER_LINES, ORDER_STATUS, TEST_PAYMENT, WITHDRAWAL_PAGE } from './copy';
import { CustomerOrderStatus } from './CustomerOrderStatus';
import type { CustomerDocument } from '../db/line-documents';
import type { Declaration } from '../db/order-follow-up';
import { KeepMarksWithWords } from './KeepMarksWithWords';
import { KeepReferenceWhole } from './KeepReferenceWhole';
import { MessageWithWayBack } from './MessageWithWayBack';
import { OrderLines } from './OrderLines';
import { OrderSummary } from './OrderSummary';
import { formatParisDateTime, parisDay } from '../domain/paris-time';
import { withdrawalRightOpen } from '../domain/withdrawal-right';
import { renderShopPage, type ShopFrame } from './ShopDocument';

export type { ShopFrame };

/** The script that watches a pending order with JavaScript, served by the service itself. */
export const ORDER_TRACKING_SCRIPT_PATH = `${HANDOFF_PATH}/suivi.js`;
/** Where that script asks how an order stands: a small JSON answer. */
export const orderStatusPath = (token: string) => `${HANDOFF_PATH}/${token}/etat`;
/** The query parameter that counts the pending page's loads without JavaScript. */
export const PENDING_LOADS_PARAM = 'verification';
/** Without JavaScript, the pending page reloads itself this many times at most, then waits for the button. */
export const PENDING_AUTO_RELOADS = 3;
export const PENDING_RELOAD_SECONDS = 5;

/**
 * The test payment page: the order's documents, each at its price, and the total the button pays. An
 * order billed to a company asks here for the company's address and identifier, inside the form whose
 * button pays; `billing` is what was typed and what to correct, when the service refused it.
 */
export function testPaymentPage(
  order: OrdersTable,
  lines: readonly DocumentLine[],
  frame: ShopFrame,
  billing?: BillingDetailsErrors,
): string {
  const action = `${TEST_PAYMENT_PATH}/${order.token}`;
  const problems = billing?.problems ?? {};
  const wrong = Object.keys(problems) as BillingDetailsField[];
  const values = billing?.typed ?? {
    address: order.address,
    postalCode: order.postal_code,
    city: order.city,
    identifier: order.billing_identifier,
  };
  return renderShopPage({
    title: wrong.length ? `${ERRORS.fixTitlePrefix}${TEST_PAYMENT.title}` : TEST_PAYMENT.title,
    frame,
    children: (
      <>
        <h1>{TEST_PAYMENT.title}</h1>
        {wrong.length > 0 && (
          <div className="field-errors" role="alert" aria-live="assertive">
            <p>{BILLING_DETAILS.errorsTitle}</p>
            <ul>
              {wrong.map((name) => (
                <li key={name}>
                  <a href={`#${billingFieldId(name)}`}>{billingProblemText(name, problems[name]!)}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p>{TEST_PAYMENT.intro}</p>
        <h2>{TEST_PAYMENT.summaryTitle}</h2>
        <OrderSummary order={order} />
        <OrderLines lines={lines} totalCents={order.amount_cents} totalLabel={RECEIPT.total} />
        <p>{orderRecap(order, lines)}</p>
        <div className="shop-actions">
          <form method="post" action={`${action}/payer`} className={billsCompany(order) ? 'shop-pay-form' : undefined}>
            {billsCompany(order) && <BillingDetailsFields company={order.billing_company} values={values} problems={problems} />}
            <button type="submit" className="btn btn-large">
              {TEST_PAYMENT.pay(order.amount_cents)}
            </button>
          </form>
          <form method="post" action={`${action}/annuler`}>
            <button type="submit" className="btn btn-secondary">
              {TEST_PAYMENT.cancel}
            </button>
          </form>
        </div>
      </>
    ),
  });
}

/**
 * How many times the pending page was loaded without JavaScript, from its address; anything else
 * than a small whole number counts as the first load.
 */
export function pendingLoads(value: string | undefined): number {
  const loads = Number(value);
  return Number.isInteger(loads) && loads > 0 ? Math.min(loads, PENDING_AUTO_RELOADS + 1) : 1;
}

/** Whether the order was "paid" on the test payment page: no money moved. */
const isTestPayment = (order: OrdersTable) => order.payment_mode === TEST_PAYMENT_MODE;

/**
 * What a paid order's page keeps showing: the reference to keep, with the way to withdraw while the
 * right exists (domain/withdrawal-right.ts), the order and what it cost.
 */
const OrderRecord = ({ order, lines, mayWithdraw }: { order: OrdersTable; lines: readonly DocumentLine[]; mayWithdraw: boolean }) => (
  <>
    {mayWithdraw ? (
      <p>
        {CONFIRMATION.keepReference}
        <a href={WITHDRAWAL_PATH}>{WITHDRAWAL_LINK_LABEL}</a>
        {CONFIRMATION.keepReferenceEnd}
      </p>
    ) : (
      <p>{CONFIRMATION.keepReferenceOnly}</p>
    )}
    <OrderSummary order={order} />
    <OrderLines
      lines={lines}
      totalCents={order.amount_cents}
      totalLabel={isTestPayment(order) ? CONFIRMATION.testTotal : CONFIRMATION.totalPaid}
    />
  </>
);

/** What the paid order's page reads beside the order itself. */
export interface OrderFollowUp {
  /** The order's documents, each with until when it may be downloaded. */
  documents: CustomerDocument[];
  /** The latest withdrawal declared and matched to the order, if any. */
  declaration?: Declaration | undefined;
  /** When the confirmation email was sent; null while it waits in the outbox; undefined once its copy is purged. */
  confirmationSentAt?: string | null | undefined;
  now: Date;
}

/** Where the confirmation email stands, in the tense that is true. */
function ConfirmationEmail({ email, sentAt }: { email: string; sentAt: string | null | undefined }) {
  if (sentAt === undefined) return null;
  return sentAt ? (
    <p>
      {CONFIRMATION.emailWasSent}
      <strong>{email}</strong>
      {CONFIRMATION.emailWasSentOn(formatDate(parisDay(sentAt)))}
    </p>
  ) : (
    <p>
      {CONFIRMATION.emailSent}
      <strong>{email}</strong>
      {CONFIRMATION.emailSpam}
    </p>
  );
}

/**
 * The customer's page of the order. While the payment is not confirmed, it waits without reloading
 * under a screen reader: with JavaScript, the service's script asks quietly and says once, in the
 * live region below the heading, that the payment is confirmed, with a link to the confirmation;
 * the focus and the reading position stay where the customer left them. Without JavaScript, the
 * page reloads itself a few times (`loads` counts them), then only « Vérifier à nouveau » does.
 * Once paid, it says where the order stands; once sent, refunded or withdrawn, the order and its
 * state, with each document's download while it lasts.
 */
export function confirmationPage(
  order: OrdersTable,
  lines: readonly DocumentLine[],
  frame: ShopFrame,
  loads = 1,
  { documents, declaration, confirmationSentAt, now }: OrderFollowUp = {
    documents: [],
    confirmationSentAt: null,
    now: new Date(),
  },
): string {
  if (awaitsPayment(order.status)) {
    const page = `${HANDOFF_PATH}/${order.token}`;
    const next = `${page}?${PENDING_LOADS_PARAM}=${loads + 1}`;
    return renderShopPage({
      title: CONFIRMATION.pendingTitle,
      frame,
      script: ORDER_TRACKING_SCRIPT_PATH,
      ...(loads <= PENDING_AUTO_RELOADS ? { noScriptReload: { seconds: PENDING_RELOAD_SECONDS, url: next } } : {}),
      children: (
        <>
          <h1>{CONFIRMATION.pendingTitle}</h1>
          <p>{CONFIRMATION.pending}</p>
          <div
            aria-live="polite"
            data-order-status={orderStatusPath(order.token)}
            data-order-page={page}
            data-paid={typeset(CONFIRMATION.nowPaid)}
            data-paid-link={CONFIRMATION.show}
            data-cancelled={typeset(CONFIRMATION.nowCancelled)}
            data-cancelled-link={CONFIRMATION.showCancelled}
          />
          <p className="shop-actions">
            <a className="btn btn-secondary" href={next}>
              {CONFIRMATION.checkAgain}
            </a>
          </p>
          <p>
            <KeepReferenceWhole text={CONFIRMATION.stuck(order.reference)} reference={order.reference} />
          </p>
          <OrderSummary order={order} />
          <OrderLines lines={lines} totalCents={order.amount_cents} totalLabel={ORDER_LINES.total} />
        </>
      ),
    });
  }
  const status = <CustomerOrderStatus order={order} documents={documents} declaration={declaration} />;
  const mayWithdraw = withdrawalRightOpen(order, declaration !== undefined, now);
  if (order.status !== 'paid' || order.fulfilment_status !== 'to_send' || declaration) {
    const title = ORDER_STATUS.orderTitle(order.reference);
    return renderShopPage({
      title,
      frame,
      children: (
        <>
          <h1>
            <KeepReferenceWhole text={title} reference={order.reference} />
          </h1>
          {status}
          <OrderRecord order={order} lines={lines} mayWithdraw={mayWithdraw} />
        </>
      ),
    });
  }
  return renderShopPage({
    title: CONFIRMATION.title,
    frame,
    children: (
      <>
        <h1>
          <KeepMarksWithWords text={CONFIRMATION.title} />
        </h1>
        <p>{isTestPayment(order) ? CONFIRMATION.testPaid : CONFIRMATION.paid(formatEuro(order.amount_cents / 100))}</p>
        {status}
        <ConfirmationEmail email={order.email} sentAt={confirmationSentAt} />
        <OrderRecord order={order} lines={lines} mayWithdraw={mayWithdraw} />
      </>
    ),
  });
}

/**
 * The page an order came from, as a way back: only an http(s) address without credentials, named
 * by its host so that the customer sees where the link leads.
 */
export function backLink(page: string): { href: string; host: string } | null {
  if (!URL.canParse(page)) return null;
  const url = new URL(page);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  return { href: url.href, host: url.host };
}

export function cancelledPage(order: OrdersTable, frame: ShopFrame): string {
  const back = backLink(order.source_page);
  return renderShopPage({
    title: CANCELLED.title,
    frame,
    children: (
      <>
        <h1>{CANCELLED.title}</h1>
        <p>{CANCELLED.text}</p>
        <p className="shop-actions">
          {back && (
            <a className="btn" href={back.href}>
              {CANCELLED.backTo(back.host)}
            </a>
          )}
          <a className="btn btn-secondary" href="/">
            {CANCELLED.home}
          </a>
        </p>
      </>
    ),
  });
}

/** An error page: what happened, that nothing was taken or stored, and a way on. */
export function errorPage(
  title: string,
  text: string,
  frame: ShopFrame,
  back: { href: string; label: string } = { href: '/', label: CANCELLED.home },
): string {
  return renderShopPage({
    title,
    frame,
    children: <MessageWithWayBack title={title} lines={[text]} back={back} />,
  });
}

export const ERROR_PAGES = ERRORS;

/** `acknowledged`: false once the address had its acknowledgements of the day: this page is then the customer's record. */
export function withdrawalRecordedPage(withdrawal: WithdrawalsTable, frame: ShopFrame, acknowledged = true): string {
  const rows: [string, string][] = [
    [DECLARATION_LABELS.name, withdrawal.name],
    [DECLARATION_LABELS.email, withdrawal.email],
    [DECLARATION_LABELS.reference, withdrawal.reference ?? WITHDRAWAL_PAGE.noReference],
    [DECLARATION_LABELS.orderDate, formatDate(withdrawal.order_date)],
  ];
  return renderShopPage({
    title: WITHDRAWAL_PAGE.recordedTitle,
    frame,
    children: (
      <>
        <h1>{WITHDRAWAL_PAGE.recordedTitle}</h1>
        <p role="status">{acknowledged ? withdrawalRecorded(withdrawal.email) : WITHDRAWAL_PAGE.recordedWithoutAcknowledgement}</p>
        <p>
          {WITHDRAWAL_PAGE.receivedAt}
          <time dateTime={withdrawal.declared_at}>{formatParisDateTime(withdrawal.declared_at)}</time> (heure de Paris).
        </p>
        <dl className="shop-summary">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </>
    ),
  });
}

const backToWithdrawalForm = { href: WITHDRAWAL_PATH, label: WITHDRAWAL_PAGE.back };

export const withdrawalInvalidPage = (message: string, frame: ShopFrame) =>
  errorPage(WITHDRAWAL_PAGE.invalidTitle, `${WITHDRAWAL_PAGE.notRecorded} ${message}`, frame, backToWithdrawalForm);

/** A declaration posted from another site: refused, with the way to our own form. */
export const withdrawalForeignPage = (frame: ShopFrame) =>
  errorPage(WITHDRAWAL_PAGE.foreignTitle, `${WITHDRAWAL_PAGE.notRecorded} ${WITHDRAWAL_PAGE.foreign}`, frame, backToWithdrawalForm);

/** A SIREN whose key does not hold: what to do, and the way back to the order. */
export const badSirenPage = (sourcePage: string, frame: ShopFrame) =>
  errorPage(ERRORS.badSirenTitle, ERRORS.badSiren, frame, { href: backLink(sourcePage)?.href ?? '/', label: ERRORS.backToOrder });

export const badDocumentsPage = (sourcePage: string, frame: ShopFrame) =>
  errorPage(ERRORS.documentsTitle, ERRORS.documents, frame, { href: backLink(sourcePage)?.href ?? '/', label: ERRORS.backToOrder });

/** A company the directory says can have no Kbis (an association, a public body): why, what exists instead, and the way back. */
export function noKbisPage(
  kind: keyof typeof ERRORS.noKbis,
  company: { name: string; siren: string },
  sourcePage: string,
  frame: ShopFrame,
): string {
  return renderShopPage({
    title: ERRORS.noKbisTitle,
    frame,
    children: (
      <MessageWithWayBack
        title={ERRORS.noKbisTitle}
        lines={[ERRORS.noKbis[kind](company.name, company.siren), ERRORS.noKbisNothingDone]}
        back={{ href: backLink(sourcePage)?.href ?? '/', label: ERRORS.backToOrderOther }}
      />
    ),
  });
}

/** An email address without the shape of one: what to fix, and the way back to the order. */
export const badEmailPage = (email: string, sourcePage: string, frame: ShopFrame) =>
  errorPage(ERRORS.badEmailTitle, ERRORS.badEmail(email), frame, {
    href: backLink(sourcePage)?.href ?? '/',
    label: ERRORS.backToOrder,
  });
