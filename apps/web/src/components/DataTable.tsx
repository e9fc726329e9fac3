import { useLayoutEffect, useRef, type ReactNode } from 'react';

interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  /** The column headers, in order. */
  columns: readonly string[];
  /** The body rows (<tr> elements). */
  children: ReactNode;
}

/**
 * Below md every row is a card of its own: a row header (<th scope="row">) is its title, and each data cell shows
 * its column's name in a narrow column beside its value (the cell's data-label, written here from `columns`, so no table repeats its
 * column names per cell; shown with empty alternative text, as the column header already names the cell for
 * screen readers). A cell spanning several columns (a detail row) shows full width, unlabelled.
 */
const STACKED_BODY = [
  'max-md:block max-md:[&>tr]:block max-md:[&>tr]:px-4 max-md:[&>tr]:py-3',
  'max-md:[&>tr>*]:block max-md:[&>tr>th]:px-0 max-md:[&>tr>th]:pb-2 max-md:[&>tr>th]:text-base',
  'max-md:[&>tr>[data-label]]:grid max-md:[&>tr>[data-label]]:grid-cols-[minmax(0,8rem)_minmax(0,1fr)] max-md:[&>tr>[data-label]]:items-baseline max-md:[&>tr>[data-label]]:gap-x-4',
  'max-md:[&>tr>[data-label]]:px-0 max-md:[&>tr>[data-label]]:py-1.5 max-md:[&>tr>[data-label]]:before:content-[attr(data-label)_/_""]',
  'max-md:[&>tr>[data-label]]:before:text-xs max-md:[&>tr>[data-label]]:before:font-semibold max-md:[&>tr>[data-label]]:before:tracking-wide max-md:[&>tr>[data-label]]:before:uppercase',
  'max-md:[&>tr>[data-label]]:before:text-gray-600 max-md:dark:[&>tr>[data-label]]:before:text-slate-400',
].join(' ');

/** Writes each body cell's column name into its data-label (for the stacked phone layout). */
function labelCells(body: HTMLTableSectionElement, columns: readonly string[]): void {
  for (const row of Array.from(body.rows)) {
    let column = 0;
    for (const cell of Array.from(row.cells)) {
      const name = columns[column];
      if (cell.tagName === 'TD' && cell.colSpan === 1 && name) cell.dataset.label = name;
      else delete cell.dataset.label;
      column += cell.colSpan;
    }
  }
}

/** A bordered card holding a table (its header row of columns and the rows given); on a phone, rows stack. */
export function DataTable({ label, columns, children }: DataTableProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  // After every render: rows come and go with the data.
  useLayoutEffect(() => {
    if (body.current) labelCells(body.current, columns);
  });
  return (
    <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <table aria-label={label} className="w-full text-left text-sm max-md:block md:min-w-[36rem]">
        <thead className="border-b border-gray-200 bg-gray-50 text-xs tracking-wide text-gray-500 uppercase max-md:sr-only dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-5 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body} className={`divide-y divide-gray-100 dark:divide-slate-800 ${STACKED_BODY}`}>
          {children}
        </tbody>
      </table>
    </div>
  );
}
