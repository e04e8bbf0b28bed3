import {
  GRID_COUNT_ACTIONS,
  GRID_ITEMS_ACTIONS,
  GRID_KINDS,
  type GridCountResponse,
  type GridItemsResponse,
  gridRequestSchema,
  NONCE_FIELD,
} from '@site-widgets/contract';
import { renderGridItemsHtml } from '@site-widgets/widgets/catalogue/grid-parts/server.tsx';
import { defineAction, PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { fieldError } from '../ajax/ajax-route.ts';
import type { GridService } from './grid-service.ts';

/**
 * spec 001 §7: the six grid calls, registered like the review calls with the page nonce. Items calls
 * answer the cards as HTML (the original's answer), or with `wpr_answer=json` as data with that HTML;
 * count calls answer `data.query_found` and `data.page_count`. An unknown widget id, or one of another
 * kind, is a 404 SW_UNKNOWN_GRID naming grid_settings.
 */
export function gridActions(grids: GridService) {
  return GRID_KINDS.flatMap((kind) => [
    defineAction({
      name: GRID_ITEMS_ACTIONS[kind],
      fields: gridRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: [NONCE_FIELD, 'nonce'],
      async handle(fields) {
        const outcome = await grids.read(kind, fields, true);
        if (!outcome.ok)
          return fieldError(
            404,
            'SW_UNKNOWN_GRID',
            'grid_settings',
            `${GRID_ITEMS_ACTIONS[kind]}: grid_settings: ${outcome.message}`,
          );
        const { page } = outcome;
        const lightboxGroup = kind === 'media-grid' ? `grid-${fields.grid_settings}` : undefined;
        const html = renderGridItemsHtml(kind, page.items, lightboxGroup);
        if (fields.wpr_answer !== 'json') return { kind: 'html', body: html };
        const body: GridItemsResponse = {
          success: true,
          data: {
            html,
            items: page.items,
            query_found: page.queryFound,
            page_count: page.pageCount,
            per_page: page.owner.postsPerPage,
            filter: page.filter,
            taxonomy: page.owner.taxonomy,
            ...(page.terms ? { terms: page.terms } : {}),
          },
        };
        return { kind: 'json', body };
      },
    }),
    defineAction({
      name: GRID_COUNT_ACTIONS[kind],
      fields: gridRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: [NONCE_FIELD, 'nonce'],
      async handle(fields) {
        const outcome = await grids.read(kind, fields, false);
        if (!outcome.ok)
          return fieldError(
            404,
            'SW_UNKNOWN_GRID',
            'grid_settings',
            `${GRID_COUNT_ACTIONS[kind]}: grid_settings: ${outcome.message}`,
          );
        const body: GridCountResponse = {
          success: true,
          data: { query_found: outcome.page.queryFound, page_count: outcome.page.pageCount },
        };
        return { kind: 'json', body };
      },
    }),
  ]);
}
