import {
  paginationBaseUrl,
  readLoopFilters,
  readLoopPage,
} from '@site-widgets/core/builder/loop-filter-url.ts';
import { CataloguePage } from '@site-widgets/site';
import { renderLoopFilter } from '@site-widgets/widgets/builder/loop-filter/server.tsx';
import { renderLoopGrid } from '@site-widgets/widgets/builder/loop-grid/server.tsx';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createElement } from 'react';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { renderSitePage } from '../site/site-page.ts';
import { demoLoopId } from './loop-demo.ts';
import type { LoopGridService } from './loop-grid-service.ts';

export const TOPICS_PATH = '/topics';
const TOPICS_PAGE_ID = 40;

const LEGENDS: Record<string, string> = {
  category: 'Topics',
  post_tag: 'Tags',
  product_cat: 'Categories',
  product_tag: 'Tags',
};

/**
 * /topics (issue 14 item 9): the journal's loop grid with its category and tag filter. The address is
 * the state: `e-filter-{id}-{taxonomy}` and `e-page-{id}` are read here, so a filtered address renders
 * filtered (shared links, reloads, back and forward). Filters of taxonomies the owner did not allow,
 * and terms that do not exist, are ignored.
 */
export function registerLoopPage(
  app: FastifyInstance,
  deps: { db: Kysely<DatabaseSchema>; loops: LoopGridService; nonces: NonceService },
) {
  app.get(TOPICS_PATH, async (request, reply) => {
    const id = await demoLoopId(deps.db);
    const owner = id === undefined ? undefined : await deps.loops.owner(id);
    let gridHtml: string | undefined;
    let filterHtml: string | undefined;
    if (id !== undefined && owner) {
      const widgetId = String(id);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const asked = readLoopFilters(search, widgetId, owner.filterJoin).filter((filter) =>
        owner.taxonomies.includes(filter.taxonomy),
      );
      const allowed = await deps.loops.allowedFilters(owner, asked);
      const filters = allowed.ok ? allowed.filters : [];
      const page = await deps.loops.page(owner, filters, readLoopPage(search, widgetId));
      const baseUrl = paginationBaseUrl(request.url) ?? TOPICS_PATH;
      gridHtml = renderLoopGrid({
        widgetId,
        source: owner.source,
        baseUrl,
        label: 'Journal posts by topic',
        ...page,
      });
      const options = await deps.loops.options(owner);
      filterHtml = renderLoopFilter({
        widgetId,
        action: TOPICS_PATH,
        label: 'Filter journal posts',
        join: owner.filterJoin,
        groups: options.map((group) => ({ ...group, legend: LEGENDS[group.taxonomy] ?? group.taxonomy })),
        selected: filters,
        postId: TOPICS_PAGE_ID,
      });
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return renderSitePage(
      createElement(CataloguePage, {
        pageVars: {
          ajaxurl: '/wp-admin/admin-ajax.php',
          nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
          pageId: TOPICS_PAGE_ID,
        },
        href: TOPICS_PATH,
        title: 'Journal topics — Harbour & Hearth Café',
        description: 'Journal posts by topic and tag.',
        eyebrow: 'Journal',
        heading: 'Posts by topic',
        intro:
          'Tick topics or tags to narrow the journal. The address keeps your choice, so you can share it.',
        gridHeading: 'Journal posts',
        searchHtml: filterHtml,
        gridHtml,
      }),
    );
  });
}
