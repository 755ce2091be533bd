import { formatDate } from '../../../site/format';
import type { OrdersTable } from '../../db/schema';
import { isLate, waitsForWithdrawalPeriod } from '../../domain/delivery-deadline';
import { DEADLINE } from './copy';
import { formatParisDateTime } from '../../domain/paris-time';

type Scheduled = Pick<OrdersTable, 'work_starts_on' | 'deliver_by' | 'fulfilment_status' | 'sent_at'>;

/**
 * Where the order stands against its deadline, in words: « à commencer le … » while the withdrawal
 * period holds the work back, then « à envoyer avant le … », marked late once the day is over.
 */
export function Deadline({ order, today }: { order: Scheduled; today: string }) {
  if (order.fulfilment_status === 'sent' && order.sent_at) return <>{DEADLINE.sentOn(formatParisDateTime(order.sent_at))}</>;
  if (!order.deliver_by || !order.work_starts_on) return <>{DEADLINE.none}</>;
  const late = order.fulfilment_status === 'to_send' && isLate(order.deliver_by, today);
  return (
    <>
      {waitsForWithdrawalPeriod(order.work_starts_on, today) && (
        <>
          {DEADLINE.startOn(formatDate(order.work_starts_on))}
          <br />
        </>
      )}
      {DEADLINE.sendBefore(formatDate(order.deliver_by))}
      {late && (
        <>
          {' '}
          <strong className="bo-late">({DEADLINE.late})</strong>
        </>
      )}
    </>
  );
}
