import { RECEIPT } from '../../widget/core/copy';
import { formatEuro } from '../../widget/core/format';
import type { DocumentLine } from '../domain/document-line';
import { itemName } from '../domain/item-name';
import { ORDER_LINES } from './copy';

const euros = (cents: number) => formatEuro(cents / 100);

/**
 * The order's documents, one row each with its price, and the total as the page words it (to pay,
 * paid, or a test's). The total is the order's amount, what the payment takes, not a sum redone here.
 */
export function OrderLines({ lines, totalCents, totalLabel }: { lines: readonly DocumentLine[]; totalCents: number; totalLabel: string }) {
  return (
    <>
      <table className="shop-lines">
        <caption>{ORDER_LINES.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{ORDER_LINES.document}</th>
            <th scope="col">{ORDER_LINES.price}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            // An order holds each kind of document once.
            <tr key={line.kind}>
              <th scope="row">{itemName(line)}</th>
              <td>{euros(line.amount_cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{totalLabel}</th>
            <td>
              <strong>{euros(totalCents)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <p>
        <small>
          {ORDER_LINES.each}
          {RECEIPT.price}
        </small>
      </p>
    </>
  );
}
