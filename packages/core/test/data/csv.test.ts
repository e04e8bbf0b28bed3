import { describe, expect, it } from 'vitest';
import { parseCsv, safeSpreadsheetText, writeCsv } from '../../src/data/csv.ts';

describe('parseCsv', () => {
  it('reads plain rows with LF or CRLF line ends and drops the final empty line', () => {
    expect(parseCsv('a,b\n1,2\r\n3,4\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('reads quoted fields holding separators, doubled quotes and line breaks', () => {
    expect(parseCsv('"Huila, Colombia","He said ""fresh""","two\nlines"\n')).toEqual([
      ['Huila, Colombia', 'He said "fresh"', 'two\nlines'],
    ]);
  });

  it('uses the configured separator and leaves commas alone', () => {
    expect(parseCsv('Origin;Share\nSidama, Ethiopia;30', ';')).toEqual([
      ['Origin', 'Share'],
      ['Sidama, Ethiopia', '30'],
    ]);
  });

  it('drops a byte-order mark and blank lines, keeps empty cells', () => {
    expect(parseCsv('\uFEFFa,,c\n\n\n1,,3')).toEqual([
      ['a', '', 'c'],
      ['1', '', '3'],
    ]);
  });

  it('refuses a quote or a line end as separator', () => {
    expect(() => parseCsv('a', '"')).toThrow(/separator/);
    expect(() => parseCsv('a', '\n')).toThrow(/separator/);
  });
});

describe('writeCsv', () => {
  it('quotes what needs it and round-trips through parseCsv', () => {
    const rows = [
      ['Origin', 'Notes'],
      ['Huila, Colombia', 'said "fresh"\nand fruity'],
    ];
    const text = writeCsv(rows);
    expect(text).toBe('Origin,Notes\r\n"Huila, Colombia","said ""fresh""\nand fruity"\r\n');
    expect(parseCsv(text)).toEqual(rows);
  });

  it('neutralises cells a spreadsheet would run as formulas, keeps negative numbers', () => {
    expect(safeSpreadsheetText('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(safeSpreadsheetText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeSpreadsheetText('-12.5')).toBe('-12.5');
    expect(writeCsv([['+1', 'ok']])).toBe("'+1,ok\r\n");
  });
});
