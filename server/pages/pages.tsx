/** The service's pages, each a function of what it shows, rendered in the site's frame. */
import { RECEIPT } from '../../widget/core/copy';
import { formatDate } from '../../site/format';
import { WITHDRAWAL_FIELDS, WITHDRAWAL_PATH, WITHDRAWAL_RECORDED } from '../../site/data/withdrawal';
import type { OrdersTable, WithdrawalsTable } from '../db/schema';
import { TEST_PAYMENT_PATH } from '../payment/test-provider';
import { awaitsPayment } from '../domain/order-state';
import { CANCELLED, CONFIRMATION, ERRORS, ORDER_STATUS, TEST_PAYMENT, WITHDRAWAL_PAGE } from './copy';
import { CustomerOrderStatus } from './CustomerOrderStatus';
import { KeepMarksWithWords } from './KeepMarksWithWords';
import { OrderSummary } from './OrderSummary';
import { formatParisDateTime } from './paris-time';
import { renderShopPage } from './ShopDocument';

/** Seconds between two looks at an order whose payment is not confirmed yet. */
export const PENDING_REFRESH_SECONDS = 3;

const Total = ({ label = RECEIPT.total }: { label?: string }) => (
  <p className="shop-total">
    {label} <strong>{RECEIPT.paid}</strong>
    <br />
    <small>{RECEIPT.price}</small>
  </p>
);

export function testPaymentPage(order: OrdersTable, stylesheet: string): string {
  const action = `${TEST_PAYMENT_PATH}/${order.token}`;
  return renderShopPage({
    title: TEST_PAYMENT.title,
    stylesheet,
    children: (
      <>
        <h1>{TEST_PAYMENT.title}</h1>
        <p>{TEST_PAYMENT.intro}</p>
        <h2>{TEST_PAYMENT.summaryTitle}</h2>
        <OrderSummary order={order} />
        <Total />
        <div className="shop-actions">
          <form method="post" action={`${action}/payer`}>
            <button type="submit" className="btn btn-large">
              {TEST_PAYMENT.pay}
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
 * The customer's page of the order: waiting for the payment's word; then confirmed, with where it stands;
 * once sent, refunded or withdrawn, the order and its state, with the Kbis's download while it lasts.
 */
export function confirmationPage(order: OrdersTable, stylesheet: string, downloadUntil: Date | null = null): string {
  if (awaitsPayment(order.status)) {
    return renderShopPage({
      title: CONFIRMATION.pendingTitle,
      stylesheet,
      refreshSeconds: PENDING_REFRESH_SECONDS,
      children: (
        <>
          <h1>{CONFIRMATION.pendingTitle}</h1>
          <p role="status">{CONFIRMATION.pending}</p>
          <OrderSummary order={order} />
        </>
      ),
    });
  }
  const status = <CustomerOrderStatus order={order} downloadUntil={downloadUntil} />;
  if (order.status !== 'paid' || order.fulfilment_status !== 'to_send') {
    const title = ORDER_STATUS.orderTitle(order.reference);
    return renderShopPage({
      title,
      stylesheet,
      children: (
        <>
          <h1>{title}</h1>
          {status}
          <p>{CONFIRMATION.keepReference}</p>
          <OrderSummary order={order} />
          <Total label={CONFIRMATION.totalPaid} />
        </>
      ),
    });
  }
  return renderShopPage({
    title: CONFIRMATION.title,
    stylesheet,
    children: (
      <>
        <h1>
          <KeepMarksWithWords text={CONFIRMATION.title} />
        </h1>
        <p>{CONFIRMATION.paid}</p>
        {status}
        <p>
          {CONFIRMATION.emailSent}
          <strong>{order.email}</strong>.
        </p>
        <p>{CONFIRMATION.keepReference}</p>
        <OrderSummary order={order} />
        <Total label={CONFIRMATION.totalPaid} />
      </>
    ),
  });
}

/** Only an http(s) address the order came from is offered as the way back. */
const safeBackLink = (page: string) => (/^https?:\/\/[^\s]+$/.test(page) ? page : null);

export function cancelledPage(order: OrdersTable, stylesheet: string): string {
  const back = safeBackLink(order.source_page);
  return renderShopPage({
    title: CANCELLED.title,
    stylesheet,
    children: (
      <>
        <h1>{CANCELLED.title}</h1>
        <p>{CANCELLED.text}</p>
        <p className="shop-actions">
          {back && (
            <a className="btn" href={back}>
              {CANCELLED.back}
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
  stylesheet: string,
  back: { href: string; label: string } = { href: '/', label: CANCELLED.home },
): string {
  return renderShopPage({
    title,
    stylesheet,
    children: (
      <>
        <h1>{title}</h1>
        <p>{text}</p>
        <p>
          <a className="btn btn-secondary" href={back.href}>
            {back.label}
          </a>
        </p>
      </>
    ),
  });
}

export const ERROR_PAGES = ERRORS;

export function withdrawalRecordedPage(withdrawal: WithdrawalsTable, stylesheet: string): string {
  const rows: [string, string][] = [
    [WITHDRAWAL_FIELDS.name.label, withdrawal.name],
    [WITHDRAWAL_FIELDS.email.label, withdrawal.email],
    [WITHDRAWAL_FIELDS.reference.label, withdrawal.reference ?? '—'],
    [WITHDRAWAL_FIELDS.orderDate.label, formatDate(withdrawal.order_date)],
  ];
  return renderShopPage({
    title: WITHDRAWAL_PAGE.recordedTitle,
    stylesheet,
    children: (
      <>
        <h1>{WITHDRAWAL_PAGE.recordedTitle}</h1>
        <p role="status">{WITHDRAWAL_RECORDED}</p>
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

export const withdrawalInvalidPage = (message: string, stylesheet: string) =>
  errorPage(WITHDRAWAL_PAGE.invalidTitle, `${WITHDRAWAL_PAGE.notRecorded} ${message}`, stylesheet, {
    href: WITHDRAWAL_PATH,
    label: WITHDRAWAL_PAGE.back,
  });
