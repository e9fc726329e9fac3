import type { ReactNode } from 'react';

interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  /** The column headers, in order. */
  columns: readonly string[];
  /** The body rows (<tr> elements). */
  children: ReactNode;
}

/** A scrollable bordered card holding a table: its header row of columns and the rows given. */
export function DataTable({ label, columns, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <table aria-label={label} className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-gray-200 bg-gray-50 text-xs tracking-wide text-gray-500 uppercase dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-5 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}
