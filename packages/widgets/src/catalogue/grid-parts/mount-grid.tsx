import {
  GRID_ITEMS_ACTIONS,
  type GridItemsResponse,
  type GridKind,
} from '@site-widgets/contract/catalogue/grid-actions.ts';
import type { GridAttributes } from '@site-widgets/contract/catalogue/grid-attributes.ts';
import type * as z from 'zod/mini';
import { parseAttributes } from '../../runtime/attributes.ts';
import { renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { Grid } from './Grid.tsx';
import { type GridProps, gridDisplaySettings, gridSettingsText } from './settings.ts';

/**
 * Hydrates a server-rendered grid; on a plain page (data attributes only) fetches its first page with
 * the owner's taxonomy and page size from the answer, keeping the fallback content until it arrives.
 */
export async function mountGrid(
  kind: GridKind,
  element: HTMLElement,
  schema: z.ZodMiniType<Partial<GridAttributes> & { grid: number }>,
): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(kind, element, schema);
  if (!attributes) return undefined;
  const post = getRuntime().ajax.post;
  const server = readServerProps<GridProps>(element);
  if (server) return renderView(element, server, <Grid {...server.props} />, post);

  let data: GridItemsResponse['data'];
  try {
    const text = await post(GRID_ITEMS_ACTIONS[kind], {
      wpr_offset: '0',
      wpr_filter: attributes.filtersDefaultFilter ?? '*',
      wpr_taxonomy: '',
      grid_settings: gridSettingsText(attributes.grid),
      wpr_answer: 'json',
    });
    const body = JSON.parse(text) as Partial<GridItemsResponse> | null;
    if (!body?.data || !Array.isArray(body.data.items)) throw new Error('the answer has no items');
    data = body.data;
  } catch (error) {
    console.error(`[site-widgets] ${kind}: the first page could not be loaded`, error);
    return undefined;
  }
  const props: GridProps = {
    settings: gridDisplaySettings(kind, attributes, { taxonomy: data.taxonomy, perPage: data.per_page }),
    initial: {
      items: data.items,
      queryFound: data.query_found,
      filter: data.filter,
      terms: data.terms ?? [],
    },
  };
  return renderView(element, undefined, <Grid {...props} />, post);
}
