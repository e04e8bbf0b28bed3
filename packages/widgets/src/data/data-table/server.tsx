import { renderWidget } from '../../runtime/ssr.tsx';
import { DataTable } from './DataTable.tsx';
import { type DataTableProps, dataTableAttributes } from './settings.ts';

/** A data table as the server puts it into a page: every row in a plain table, hydrated into the live one. */
export function renderDataTableWidget(props: DataTableProps, tableId?: number): string {
  return renderWidget(
    'data-table',
    dataTableAttributes(props.options, tableId),
    <DataTable {...props} />,
    props,
  );
}
