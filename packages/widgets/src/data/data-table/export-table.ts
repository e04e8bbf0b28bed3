import { writeCsv } from '@site-widgets/core/data/csv.ts';

/** Hands a file to the browser's download (an object URL on a temporary link). */
function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** CSV with a byte-order mark (spreadsheets then read UTF-8), formula starts neutralised (core/data/csv.ts). */
export function exportCsv(columns: string[], rows: string[][], fileName: string) {
  download(
    new Blob([`\uFEFF${writeCsv([columns, ...rows])}`], { type: 'text/csv;charset=utf-8' }),
    `${fileName}.csv`,
  );
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * An .xlsx workbook of one sheet, written by exceljs in the browser. exceljs is large, so it is a chunk
 * of its own, fetched at the first click on the export button and never before.
 */
export async function exportXlsx(caption: string, columns: string[], rows: string[][], fileName: string) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters, none of \ / ? * [ ] :.
  const sheet = workbook.addWorksheet((caption.replace(/[\\/?*[\]:]/g, ' ').trim() || 'Table').slice(0, 31));
  sheet.addRow(columns).font = { bold: true };
  // Numbers stay numbers (a spreadsheet can sum them); every other cell is a plain string, never a formula.
  for (const row of rows) sheet.addRow(row.map((cell) => (NUMBER.test(cell.trim()) ? Number(cell) : cell)));
  const buffer = await workbook.xlsx.writeBuffer();
  download(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    `${fileName}.xlsx`,
  );
}
