import * as z from 'zod/mini';

export const MAX_TABLE_ROWS = 5000;
export const MAX_TABLE_COLUMNS = 50;
/** Rows per page: at most this many (spec 001 §9: from the attribute). */
export const MAX_ROWS_PER_PAGE = 100;

/**
 * A data table's record on the server, for tables read from a CSV (a table written in the page's HTML
 * needs none). The browser names the widget id; the CSV URL lives only here.
 */
export const dataTableSettingsSchema = z.object({
  kind: z.literal('data-table'),
  /** The table's caption. */
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The CSV file (first line: column headings): an http(s) URL or a path on this site. */
  csvUrl: z.string().check(z.minLength(1), z.maxLength(2000)),
  /** The CSV's field separator, one character; default `,`. */
  separator: z._default(z.string().check(z.length(1, 'must be one character')), ','),
});
export type DataTableSettings = z.output<typeof dataTableSettingsSchema>;

/** A table's content: the props of the table view, and `/data/table`'s answer. */
export interface DataTableContent {
  caption: string;
  columns: string[];
  rows: string[][];
  /** A CSV failure: shown instead of the rows. */
  problem?: string;
}
