import type { ListedOrder, OrderView } from '../../db/back-office-orders';
import type { OrderItemsTable } from '../../db/schema';
import { isUnverified } from '../../domain/company-identity';
import { itemName } from '../../domain/item-name';
import { shortReason } from '../../domain/item-status';
import { BO } from '../../domain/back-office-paths';
import { formatParisDateTime } from '../../domain/paris-time';
import { renderBackOfficePage, type Session } from './BackOfficeDocument';
import { LIST } from './copy';
import { Deadline } from './Deadline';
import { Pager } from './Pager';

export interface OrderListProps {
  stylesheet: string;
  session: Session;
  view: OrderView;
  /** The address of this view, where « Commandes suivantes » adds its cursor. */
  path: string;
  query: string;
  orders: ListedOrder[];
  /** The documents each order still owes, by reference. */
  owed: Map<string, OrderItemsTable[]>;
  /** The cursor of the next page, when there is one. */
  next: string | null;
  /** Whether this page is not the first. */
  paged: boolean;
  today: string;
}

/** A view of the orders, with the search field above it, one row per order linking to its page. */
/** What the order still owes, one document a line: fetched by the register, or failed with its reason in short. */
function OwedDocuments({ items }: { items: OrderItemsTable[] }) {
  if (!items.length) return <>{LIST.nothingOwed}</>;
  return (
    <ul className="bo-owed">
      {items.map((item) => (
        <li key={item.id}>
          {itemName(item)}
          {item.state === 'to_fetch' && ` — ${LIST.atRegister}`}
          {item.failure && (
            <>
              {' — '}
              <span className="bo-item-failed">{LIST.failed(shortReason(item.failure))}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function orderListPage({ stylesheet, session, view, path, query, orders, owed, next, paged, today }: OrderListProps): string {
  const title = LIST.titles[view];
  const columns = LIST.columns;
  return renderBackOfficePage({
    title,
    stylesheet,
    session,
    current: view === 'search' ? undefined : path,
    children: (
      <>
        <h1>{title}</h1>
        <search>
          <form method="get" action={BO.search} className="bo-search">
            <div className="field">
              <label htmlFor="recherche">{LIST.searchLabel}</label>
              <p className="field-hint" id="recherche-aide">
                {LIST.searchHint}
              </p>
              <input id="recherche" type="search" name="q" defaultValue={query} maxLength={100} aria-describedby="recherche-aide" />
            </div>
            <button type="submit" className="btn">
              {LIST.searchButton}
            </button>
          </form>
        </search>
        {orders.length === 0 ? (
          <p>{LIST.empty[view]}</p>
        ) : (
          <div className="table-wrap">
            <table className="table-cards bo-list">
              <caption>{LIST.caption(orders.length, next !== null)}</caption>
              <thead>
                <tr>
                  <th scope="col">{columns.reference}</th>
                  <th scope="col">{columns.company}</th>
                  <th scope="col">{columns.documents}</th>
                  <th scope="col">{columns.customer}</th>
                  <th scope="col">{columns.paidAt}</th>
                  <th scope="col">{columns.deadline}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.reference}>
                    <th scope="row">
                      <a href={BO.order(order.reference)}>{order.reference}</a>
                    </th>
                    <td data-label={columns.company}>
                      {order.company_name}
                      {isUnverified(order) && (
                        <>
                          <br />
                          <strong>{LIST.toVerify}</strong>
                        </>
                      )}
                    </td>
                    <td data-label={columns.documents}>
                      <OwedDocuments items={owed.get(order.reference) ?? []} />
                    </td>
                    <td data-label={columns.customer}>
                      {order.first_name} {order.last_name}
                      <br />
                      {order.email}
                    </td>
                    <td data-label={columns.paidAt}>{order.paid_at ? formatParisDateTime(order.paid_at) : LIST.notPaid}</td>
                    <td data-label={columns.deadline}>
                      <Deadline order={order} today={today} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager path={path} params={{ q: query }} next={next} paged={paged} nextLabel={LIST.next} />
      </>
    ),
  });
}
