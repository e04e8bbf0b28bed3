/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF, a field in double quotes may hold
 * commas, line breaks and doubled quotes (""). A byte-order mark at the start is skipped.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    // A blank line (one empty field) is not a record.
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        field += ch;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
    } else if (ch === ',') {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else {
      field += ch;
    }
  }
  if (quoted) throw new Error('the file ends inside a quoted field');
  if (field !== '' || record.length) endRecord();
  return records;
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR at the start) gets a leading
 * apostrophe (OWASP "CSV injection"); `unprotectCell` takes it off again on import.
 */
function protectCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function unprotectCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

export function formatCsvRecord(values: readonly string[]): string {
  return values
    .map((value) => {
      const cell = protectCell(value);
      return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
    })
    .join(',');
}
