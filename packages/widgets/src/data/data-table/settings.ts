import type { DataTableAttributes, DataTableContent } from '@site-widgets/contract';

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
  const headRow = table.tHead?.rows[0] ?? table.rows[0];
  const columns = headRow ? [...headRow.cells].map(text) : [];
  const bodyRows = [...table.querySelectorAll('tbody tr')].filter((row) => row !== headRow);
  const rows = bodyRows.map((row) => {
    const cells = [...(row as HTMLTableRowElement).cells].map(text);
    return columns.map((_, index) => cells[index] ?? '');
  });
  return { caption: table.caption ? text(table.caption) : '', columns, rows };
}
