import type { ReactElement, ReactNode } from 'react';
import { typeset } from '../typography';
import { ScrollableTable } from './ScrollableTable';

export interface DataTableRow {
  /** The row's header (first column) and its other cells, in the columns' order. */
  cells: readonly [ReactNode, ...ReactNode[]];
  /** The row that stands for our own offer. */
  highlight?: boolean;
}

/**
 * A real table whose rows become cards on a phone: each cell then shows its column's header before
 * it (data-label, read by CSS), so no column, the price least of all, hides beyond the right edge.
 * The markup stays a table with its headers for screen readers; the printed label is hidden from them
 * (CSS alternative text), since they announce the column header already.
 */
export function DataTable({
  captionId,
  caption,
  columns,
  rows,
}: {
  captionId: string;
  /** A `<caption id={captionId}>` (or PriceCaption). */
  caption: ReactElement;
  columns: readonly [string, ...string[]];
  rows: readonly DataTableRow[];
}) {
  return (
    <ScrollableTable captionId={captionId}>
      <table className="table-cards">
        {caption}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ cells: [header, ...cells], highlight }, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows written once in the page, never reordered.
            <tr key={row} className={highlight ? 'row-highlight' : undefined}>
              <th scope="row">{header}</th>
              {cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column, in the columns' order.
                <td key={index} data-label={typeset(columns[index + 1]!)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
