import {
  dataFetchRequestSchema,
  type LiveSearchSettings,
  liveSearchSettingsSchema,
  MAX_SEARCH_KEYWORD_LENGTH,
  MAX_SEARCH_OFFSET,
  type SearchAnswerView,
} from '@site-widgets/contract';

import { getHeaderSearch, setHeaderSearch } from '@site-widgets/site/header-search.ts';
import { SearchPage } from '@site-widgets/site/pages/search-page.tsx';
import {
  type LiveSearchProps,
  liveSearchSettings,
} from '@site-widgets/widgets/catalogue/live-search/settings.ts';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { renderSitePage } from '../site/site-page.ts';
import type { CatalogueWidgetRepository } from './catalogue-widget-repository.ts';
import type { SearchRepository } from './search-repository.ts';
import type { SearchService } from './search-service.ts';

/** The demo's header search box is the live-search record with this name (demo-search.ts seeds it). */
export const HEADER_SEARCH_NAME = 'Header search';
/** The results page's own page id among the demo's page variables. */
const SEARCH_PAGE_ID = 90;

/** A query parameter as one string (the first, when repeated); '' when absent or not text. */
function parameter(query: unknown, name: string): string {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** The search box's props for a stored widget: the owner's categories by name, the results page. */
export async function searchBoxProps(
  searches: SearchRepository,
  searchId: number,
  settings: LiveSearchSettings,
  initialKeyword = '',
  /** The box's accessible name; default `Search the site`. */
  label?: string,
): Promise<LiveSearchProps> {
  return {
    settings: liveSearchSettings(
      { searchId, results: Math.min(5, settings.maxResults), label },
      settings.resultsPath,
    ),
    categories: await searches.categories(settings.categories),
    initialKeyword,
  };
}

export interface SearchPageDeps {
  nonces: NonceService;
  widgets: CatalogueWidgetRepository;
  searches: SearchRepository;
  search: SearchService;
}

/**
 * `GET /search?s=…&search_id=…&category=…&offset=…`: the live search's results rendered on the server,
 * the target of its plain GET form. Visitor text is cut to the keyword limit and shown as text.
 */
export function registerSearchPage(app: FastifyInstance, deps: SearchPageDeps) {
  app.get('/search', async (request, reply) => {
    const keyword = [...parameter(request.query, 's')].slice(0, MAX_SEARCH_KEYWORD_LENGTH).join('');
    const idText = parameter(request.query, 'search_id');
    const searchId = /^\d{1,9}$/.test(idText) ? Number(idText) : getHeaderSearch()?.settings.searchId;
    const categoryText = parameter(request.query, 'category');
    const offsetText = parameter(request.query, 'offset');
    const offset = /^\d{1,4}$/.test(offsetText) ? Math.min(Number(offsetText), MAX_SEARCH_OFFSET) : 0;
    const pageVars = {
      ajaxurl: '/wp-admin/admin-ajax.php',
      nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
      pageId: SEARCH_PAGE_ID,
    };
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');

    const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('No such search.');
    if (searchId === undefined) return notFound();
    const record = await deps.widgets.find(searchId);
    const settings = liveSearchSettingsSchema.safeParse(record?.settings);
    if (!settings.success) return notFound();
    const category = /^[a-z0-9][a-z0-9_-]{0,99}$/.test(categoryText) ? categoryText : '';
    let answer: SearchAnswerView | undefined;
    if (keyword.trim()) {
      const fields = dataFetchRequestSchema.parse({
        sw_search_widget: String(searchId),
        wpr_keyword: keyword,
        wpr_query_type: 'all',
        wpr_category: category,
        wpr_search_results_offset: String(offset),
        wpr_show_description: 'yes',
        wpr_number_of_words: '30',
        wpr_show_ajax_thumbnail: 'yes',
        wpr_show_product_price: 'yes',
        wpr_no_results: 'Nothing matches your search. Try fewer or shorter words.',
      });
      const outcome = await deps.search(fields);
      if (outcome.ok) answer = outcome.answer;
    }
    const hrefAt = (at: number) =>
      `/search?s=${encodeURIComponent(keyword)}&search_id=${searchId}` +
      `${category ? `&category=${category}` : ''}${at ? `&offset=${at}` : ''}`;
    return renderSitePage(
      createElement(SearchPage, {
        pageVars,
        // Its own name: the header's box is on this page too (landmarks need distinct names).
        search: await searchBoxProps(deps.searches, searchId, settings.data, keyword, 'Search again'),
        keyword,
        answer,
        offset,
        pageSize: settings.data.maxResults,
        hrefAt,
      }),
    );
  });
}

/** Points the header's search box at the stored record named HEADER_SEARCH_NAME, if there is one. */
export async function configureHeaderSearch(widgets: CatalogueWidgetRepository, searches: SearchRepository) {
  for (const record of await widgets.list()) {
    if (record.name !== HEADER_SEARCH_NAME) continue;
    const parsed = liveSearchSettingsSchema.safeParse(record.settings);
    if (!parsed.success) continue;
    setHeaderSearch(await searchBoxProps(searches, record.id, parsed.data));
    return;
  }
  setHeaderSearch(undefined);
}
