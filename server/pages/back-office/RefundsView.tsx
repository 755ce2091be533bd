/** The « Remboursements » view: every refund, newest first, with its order, amount, reason, state and who asked. */
import { formatEuro } from '../../../widget/core/format';
import type { RefundsTable } from '../../db/schema';
import { ScrollableTable } from '../../../site/layout/ScrollableTable';
import { formatParisDateTime } from '../../domain/paris-time';
import { REFUNDS } from './delivery-copy';
import { orderPagePath, REFUNDS_PATH } from '../../domain/back-office-paths';
import { Pager } from './Pager';

export type RefundRow = RefundsTable & { company_name: string };

export interface RefundsViewProps {
  rows: RefundRow[];
  /** The cursor of the next page, when there is one, and whether this page is not the first. */
  next?: string | null;
  paged?: boolean;
}

export function RefundsView({ rows, next = null, paged = false }: RefundsViewProps) {
  return (
    <section aria-labelledby="remboursements">
      <h1 id="remboursements">{REFUNDS.title}</h1>
      {rows.length === 0 ? (
        <p>{REFUNDS.empty}</p>
      ) : (
        <ScrollableTable captionId="remboursements-legende">
          <table>
            <caption id="remboursements-legende">{REFUNDS.caption}</caption>
            <thead>
              <tr>
                {REFUNDS.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((refund) => (
                <tr key={refund.id}>
                  <th scope="row">
                    <a href={orderPagePath(refund.reference)}>{refund.reference}</a>
                  </th>
                  <td>{refund.company_name}</td>
                  <td>{formatEuro(refund.amount_cents / 100)}</td>
                  <td>{refund.reason}</td>
                  <td>{REFUNDS.statuses[refund.status]}</td>
                  <td>
                    <time dateTime={refund.requested_at}>{formatParisDateTime(refund.requested_at)}</time> {REFUNDS.by(refund.requested_by)}
                  </td>
                  <td>
                    {refund.confirmed_at ? <time dateTime={refund.confirmed_at}>{formatParisDateTime(refund.confirmed_at)}</time> : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollableTable>
      )}
      <Pager path={REFUNDS_PATH} next={next} paged={paged} nextLabel={REFUNDS.older} />
    </section>
  );
}
