import type { ReactNode } from 'react';
import './staff-table.css';

/** A column heading; a hidden one names a column of buttons for screen readers only. */
export type StaffColumn = string | { label: string; hidden: true };

/**
 * The console's tables (staff users, failed e-mails, applications due for deletion): a caption
 * for screen readers, the headings, and the rows; a line of text instead when there are none.
 * Rows give each cell a data-label, which the narrow layout shows beside its value.
 */
export function StaffTable({
  caption,
  columns,
  rowCount,
  empty,
  children,
}: {
  caption: string;
  columns: readonly StaffColumn[];
  rowCount: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (rowCount === 0) return <p className="privileges__empty">{empty}</p>;
  return (
    <div className="privileges__scroller">
      <table className="privileges">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col">
                  <span className="visually-hidden">{column.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
