import type { DataTableAttributes } from '@site-widgets/contract/data/data-attributes.ts';
import type { DataTableContent } from '@site-widgets/contract/data/data-table-settings.ts';

/** How a data table behaves, with every default applied (docs/embed.md). */
export interface DataTableOptions {
  rowsPerPage: number;
  search: boolean;
  sort: boolean;
  exports: Array<'xlsx' | 'csv'>;
  fileName: string;
}

export interface DataTableProps {
  content: DataTableContent;
  options: DataTableOptions;
}

export function dataTableOptions(attributes: DataTableAttributes): DataTableOptions {
  return {
    rowsPerPage: attributes.rowsPerPage ?? 10,
    search: attributes.search ?? true,
    sort: attributes.sort ?? true,
    exports: attributes.export ?? ['xlsx', 'csv'],
    fileName: attributes.fileName ?? 'table',
  };
}

/** The data attributes (without `data-`) that place a table with these options. */
export function dataTableAttributes(options: DataTableOptions, tableId?: number): Record<string, string> {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return {
    ...(tableId ? { 'table-id': String(tableId) } : {}),
    'rows-per-page': String(options.rowsPerPage),
    search: yesNo(options.search),
    sort: yesNo(options.sort),
    export: options.exports.length ? options.exports.join(' ') : 'none',
    'file-name': options.fileName,
  };
}

/** A `<table>` written in the page, read as content: headings from its head (or first row), then rows. */
export function readHtmlTable(table: HTMLTableElement): DataTableContent {
  const text = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
  const cellsOf = (row: Element) => [...row.querySelectorAll(':scope > th, :scope > td')].map(text);
  const headRow = table.querySelector('thead tr') ?? table.querySelector('tr');
  const columns = headRow ? cellsOf(headRow) : [];
  const bodyRows = [...table.querySelectorAll('tr')].filter(
    (row) => row !== headRow && !row.closest('thead'),
  );
  const rows = bodyRows.map((row) => {
    const cells = cellsOf(row);
    return columns.map((_, index) => cells[index] ?? '');
  });
  const caption = table.querySelector('caption');
  return { caption: caption ? text(caption) : '', columns, rows };
}
