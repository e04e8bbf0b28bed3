import { dataTableAttributesSchema } from '@site-widgets/contract/data/data-attributes.ts';
import type { DataTableContent } from '@site-widgets/contract/data/data-table-settings.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { DataTable } from './DataTable.tsx';
import { type DataTableProps, dataTableOptions, readHtmlTable } from './settings.ts';

const WIDGET = 'data-table';

/** `GET /data/table?id=…`: a CSV table the owner configured, read by our server. */
export const TABLE_DATA_PATH = '/data/table';

/**
 * Hydrates a server-rendered table. On a plain HTML page the `<table>` inside the element is the data
 * (it stays as it is if it cannot be read); with `data-table-id` our server reads the owner's CSV.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, dataTableAttributesSchema);
  if (!attributes) return undefined;
  const post = getRuntime().ajax.post;
  const server = readServerProps<DataTableProps>(element);
  if (server) return renderView(element, server, <DataTable {...server.props} />, post);
  const options = dataTableOptions(attributes);
  let content: DataTableContent | undefined;
  const table = element.querySelector('table');
  if (attributes.tableId) {
    try {
      const response = await fetch(serverUrl(`${TABLE_DATA_PATH}?id=${attributes.tableId}`), {
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      content = (await response.json()) as DataTableContent;
    } catch (error) {
      console.error(
        `[site-widgets] data-table: data-table-id ${attributes.tableId} could not be loaded`,
        error,
      );
      return undefined;
    }
  } else if (table) {
    content = readHtmlTable(table);
  }
  if (!content || content.columns.length === 0) {
    console.error('[site-widgets] data-table: no <table> with headings inside and no data-table-id');
    return undefined;
  }
  return renderView(element, undefined, <DataTable content={content} options={options} />, post);
}
