// A screen's table of rows: each column named once, for its heading and, on a narrow screen where
// the rows stack, beside each of its cells (data-label); a long value may wrap.
import type { ReactNode } from "react";

export type Column<Row> = {
  name: string;
  cell: (row: Row) => ReactNode;
  /** The cell's text may break anywhere (addresses, e-mail addresses, long titles). */
  wrap?: boolean;
};

type Props<Row> = {
  /** What the table lists, for screen readers: "Every opening, by title". */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

export function DataTable<Row>({ caption, columns, rows, rowKey }: Props<Row>) {
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.name} scope="col">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map(({ name, cell, wrap }) => (
                <td key={name} data-label={name} className={wrap ? "wrap" : undefined}>
                  {cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
