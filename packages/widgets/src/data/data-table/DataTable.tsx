import {
  nextSort,
  pageCount,
  pageSlice,
  searchRows,
  sortRows,
  type TableSort,
  tableInfoText,
  tablePageNumbers,
} from '@site-widgets/core/data/table-view.ts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DataTableProps } from './settings.ts';

const EXPORT_NAMES = { xlsx: 'Excel (.xlsx)', csv: 'CSV' } as const;

/**
 * The data table (spec 001 §4, §9): search, sort per column (buttons in the headings, `aria-sort`),
 * pages with the info text, export. The server renders every row, the first page's plainly and the
 * rest marked `later-row`, so the table is whole without JavaScript and CSS shows only the first page
 * once scripts run; after hydration the view renders one page at a time.
 */
export function DataTable({ content, options }: DataTableProps) {
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TableSort | undefined>();
  const [page, setPage] = useState(1);
  const [everyRow, setEveryRow] = useState(true);
  const [busy, setBusy] = useState<'xlsx' | 'csv' | undefined>();

  useEffect(() => {
    setEveryRow(false);
    // What was typed before the code arrived is taken up (the field worked natively meanwhile).
    const typed = searchRef.current?.value ?? '';
    if (typed) setQuery(typed);
  }, []);

  const shown = useMemo(() => sortRows(searchRows(content.rows, query), sort), [content.rows, query, sort]);
  const last = pageCount(shown.length, options.rowsPerPage);
  const current = Math.min(page, last);
  const slice = pageSlice(shown, current, options.rowsPerPage);
  const rows = everyRow ? shown : slice.rows;

  const exportAs = async (format: 'xlsx' | 'csv') => {
    setBusy(format);
    try {
      const exporter = await import('./export-table.ts');
      if (format === 'csv') exporter.exportCsv(content.columns, shown, options.fileName);
      else await exporter.exportXlsx(content.caption, content.columns, shown, options.fileName);
    } catch (error) {
      console.error(`[site-widgets] data-table: the ${format} export failed`, error);
    } finally {
      setBusy(undefined);
    }
  };

  if (content.problem) {
    return (
      <div className="sw-data-table" data-slot="data-table">
        <p className="sw-data-table__problem">{content.problem}</p>
      </div>
    );
  }
  const tools = options.search || options.exports.length > 0;
  return (
    <div className="sw-data-table" data-slot="data-table">
      {tools ? (
        <div className="sw-data-table__tools" data-slot="table-tools">
          {options.search ? (
            <label className="sw-data-table__search">
              <span>Search the table</span>
              <input
                ref={searchRef}
                type="search"
                value={query}
                onChange={(event) => {
                  setQuery(event.currentTarget.value);
                  setPage(1);
                }}
              />
            </label>
          ) : null}
          {options.exports.map((format) => (
            <button
              key={format}
              type="button"
              className="sw-data-table__export"
              aria-busy={busy === format}
              onClick={() => void exportAs(format)}
            >
              {`Export ${EXPORT_NAMES[format]}`}
            </button>
          ))}
        </div>
      ) : null}
      <div className="sw-data-table__scroll">
        <table className="sw-data-table__table" aria-describedby={`${id}info`}>
          {content.caption ? <caption>{content.caption}</caption> : null}
          <thead>
            <tr>
              {content.columns.map((column, index) => {
                const sorted = sort?.column === index ? sort.direction : undefined;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder
                  <th scope="col" key={index} aria-sort={sorted}>
                    {options.sort ? (
                      <button
                        type="button"
                        className="sw-data-table__sort"
                        data-state={sorted ?? 'none'}
                        onClick={() => {
                          setSort(nextSort(sort, index));
                          setPage(1);
                        }}
                      >
                        {column}
                        <span aria-hidden="true" className="sw-data-table__arrow" />
                      </button>
                    ) : (
                      column
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are re-rendered per page
                key={index}
                data-slot={everyRow && index >= options.rowsPerPage ? 'later-row' : undefined}
              >
                {content.columns.map((_, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column
                  <td key={column}>{row[column] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="sw-data-table__footer" data-slot="table-footer">
        <p className="sw-data-table__info" id={`${id}info`} aria-live="polite">
          {tableInfoText(slice.from, slice.to, shown.length)}
        </p>
        {last > 1 ? (
          <nav className="sw-data-table__pages" aria-label={`Pages of ${content.caption || 'the table'}`}>
            <button type="button" disabled={current === 1} onClick={() => setPage(current - 1)}>
              Previous
            </button>
            {tablePageNumbers(current, last).map((number, index) =>
              number === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, in fixed places
                <span key={`gap${index}`} className="sw-data-table__gap" aria-hidden="true">
                  …
                </span>
              ) : (
                <button
                  key={number}
                  type="button"
                  aria-label={`Page ${number}`}
                  aria-current={number === current ? 'page' : undefined}
                  onClick={() => setPage(number)}
                >
                  {number}
                </button>
              ),
            )}
            <button type="button" disabled={current === last} onClick={() => setPage(current + 1)}>
              Next
            </button>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
