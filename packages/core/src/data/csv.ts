/**
 * A small CSV reader and writer (RFC 4180: quoted fields with doubled quotes, CRLF or LF, any
 * one-character separator). We chose it over papaparse because the chart and table chunks need only
 * this (papaparse's browser build is ~7 KB gzip and not tree-shakable), the server reads the same files
 * with the same rules, and bounded input (a byte limit before parsing) is the caller's.
 */

/** The rows of a CSV text; a BOM and a final empty line are dropped, blank lines are kept out. */
export function parseCsv(text: string, separator = ','): string[][] {
  if (separator.length !== 1 || separator === '"' || separator === '\n' || separator === '\r') {
    throw new Error(`parseCsv: the separator must be one character other than a quote or line end`);
  }
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  while (index < source.length) {
    const ch = source[index] as string;
    if (quoted) {
      if (ch === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      index += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      endRow();
      if (ch === '\r' && source[index + 1] === '\n') index += 1;
    } else field += ch;
    index += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** Text a spreadsheet would run as a formula when the file is opened (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as written to an exported file: a leading formula character gets an apostrophe, so a
 * visitor-supplied `=HYPERLINK(…)` stays text in a spreadsheet; numbers are kept as they are.
 */
export function safeSpreadsheetText(value: string): string {
  if (/^-?\d+(\.\d+)?$/.test(value)) return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** CSV text of rows (CRLF line ends, every field that needs it quoted, formula starts neutralised). */
export function writeCsv(rows: readonly (readonly string[])[], separator = ','): string {
  const quote = (value: string) => {
    const safe = safeSpreadsheetText(value);
    return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${rows.map((row) => row.map(quote).join(separator)).join('\r\n')}\r\n`;
}
