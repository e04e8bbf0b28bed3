import {
  type DataFetchRequest,
  type LiveSearchSettings,
  liveSearchSettingsSchema,
  MAX_SEARCH_OFFSET,
  SEARCH_WIDGET_FIELD,
  type SearchAnswerView,
  type SearchResultView,
} from '@site-widgets/contract';
import { firstWords, searchPriceText } from '@site-widgets/core/catalogue/search-text.ts';
import { queryWords } from '../../db/full-text.ts';
import type { ContentKind } from '../../db/schema.ts';
import type { CatalogueWidgetRepository } from './catalogue-widget-repository.ts';
import type { SearchHit, SearchRepository, SearchScope } from './search-repository.ts';

/** Where media files are served from (the media item's `file_name` below it). */
export const MEDIA_URL_PREFIX = '/media/';
/** Words of a description when the browser names none, and the most it may ask for. */
export const DEFAULT_DESCRIPTION_WORDS = 15;
export const MAX_DESCRIPTION_WORDS = 100;
const THUMBNAIL_SIZE = 150;

/** A search item's address on the site, by kind. */
export function itemPath(kind: ContentKind, slug: string): string {
  const encoded = encodeURIComponent(slug);
  if (kind === 'post') return `/journal/${encoded}`;
  if (kind === 'product') return `/shop/${encoded}`;
  if (kind === 'media') return `/gallery/${encoded}`;
  return `/${encoded}`;
}

export type SearchOutcome =
  | { ok: true; answer: SearchAnswerView; settings: LiveSearchSettings }
  | { ok: false; status: 404; code: 'SW_UNKNOWN_SEARCH_WIDGET'; field: string; message: string };

/**
 * What one search may reach: the widget's stored kinds, narrowed (never widened) by what the browser
 * asks. Media only when the owner lists them and the box asks for attachments; password-protected
 * items only when the owner allows them and the box asks.
 */
export function searchScope(settings: LiveSearchSettings, request: DataFetchRequest): SearchScope {
  const mediaAllowed = settings.kinds.includes('media');
  const wantsMedia = request.wpr_show_attachments || request.wpr_option_post_type === 'attachment';
  let kinds: ContentKind[] = settings.kinds.filter((kind) => kind !== 'media');
  if (mediaAllowed && wantsMedia) kinds.push('media');
  const postType = request.wpr_option_post_type;
  if (postType !== undefined && request.wpr_query_type !== 'all') {
    const wanted: ContentKind = postType === 'attachment' ? 'media' : postType;
    kinds = kinds.filter((kind) => kind === wanted);
  }
  const category = request.wpr_category;
  const scope: SearchScope = {
    kinds,
    includePasswordProtected: settings.allowPasswordProtected && request.wpr_show_ps_pt,
    requireImage: request.wpr_exclude_without_thumb,
  };
  // Only a category the owner offers narrows; any other value searches every category the widget allows.
  if (category !== undefined && settings.categories.includes(category)) {
    scope.categorySlug = category;
    if (request.wpr_taxonomy_type) scope.taxonomies = [request.wpr_taxonomy_type];
  }
  return scope;
}

function thumbnail(hit: SearchHit): SearchResultView['image'] {
  if (!hit.image) return undefined;
  let renditions: unknown;
  try {
    renditions = JSON.parse(hit.image.renditions);
  } catch {
    renditions = [];
  }
  const small = Array.isArray(renditions)
    ? (renditions as Array<Record<string, unknown>>).find(
        (one) => one.name === 'thumbnail' && typeof one.file_name === 'string',
      )
    : undefined;
  if (small)
    return {
      src: `${MEDIA_URL_PREFIX}${encodeURI(String(small.file_name))}`,
      width: Number(small.width) || THUMBNAIL_SIZE,
      height: Number(small.height) || THUMBNAIL_SIZE,
      alt: hit.image.alt,
    };
  // No rendition yet: the original, its box scaled to fit 150 px so the space is still reserved.
  const { width, height } = hit.image;
  const scale = width > 0 && height > 0 ? Math.min(1, THUMBNAIL_SIZE / Math.max(width, height)) : 1;
  return {
    src: `${MEDIA_URL_PREFIX}${encodeURI(hit.image.fileName)}`,
    width: Math.round(width * scale) || THUMBNAIL_SIZE,
    height: Math.round(height * scale) || THUMBNAIL_SIZE,
    alt: hit.image.alt,
  };
}

function resultView(hit: SearchHit, request: DataFetchRequest): SearchResultView {
  const view: SearchResultView = {
    id: hit.id,
    kind: hit.kind,
    title: hit.title,
    url: itemPath(hit.kind, hit.slug),
  };
  // A password-protected item shows its title only: no text, image or price.
  if (hit.passwordProtected) return { ...view, protected: true };
  if (request.wpr_show_description) {
    const words = Math.min(request.wpr_number_of_words || DEFAULT_DESCRIPTION_WORDS, MAX_DESCRIPTION_WORDS);
    const description = firstWords(hit.excerpt || hit.searchBody, words);
    if (description) view.description = description;
  }
  if (request.wpr_show_ajax_thumbnail) {
    const image = thumbnail(hit);
    if (image) view.image = image;
  }
  if (request.wpr_show_product_price && hit.product) {
    const { priceMinor, salePriceMinor, currency } = hit.product;
    view.price =
      salePriceMinor !== null && salePriceMinor < priceMinor
        ? {
            current: searchPriceText(salePriceMinor, currency),
            regular: searchPriceText(priceMinor, currency),
          }
        : { current: searchPriceText(priceMinor, currency) };
  }
  return view;
}

/** The results page's address for a keyword (the view-results button and the no-JavaScript form). */
export function resultsHref(settings: LiveSearchSettings, widgetId: number, keyword: string): string {
  return `${settings.resultsPath}?s=${encodeURIComponent(keyword)}&search_id=${widgetId}`;
}

export function createSearchService(deps: { widgets: CatalogueWidgetRepository; search: SearchRepository }) {
  return async function search(request: DataFetchRequest): Promise<SearchOutcome> {
    const widgetId = request[SEARCH_WIDGET_FIELD];
    const record = await deps.widgets.find(widgetId);
    const parsed = liveSearchSettingsSchema.safeParse(record?.settings);
    if (!parsed.success)
      return {
        ok: false,
        status: 404,
        code: 'SW_UNKNOWN_SEARCH_WIDGET',
        field: SEARCH_WIDGET_FIELD,
        message: 'no live-search widget has this id',
      };
    const settings = parsed.data;
    const limit = Math.min(request.wpr_number_of_results || settings.maxResults, settings.maxResults);
    const offset = request.wpr_search_results_offset;
    const keyword = request.wpr_keyword.trim();
    const { hits, total } = await deps.search.search(
      queryWords(keyword),
      searchScope(settings, request),
      limit,
      offset,
    );
    const reached = offset + hits.length;
    const answer: SearchAnswerView = {
      results: hits.map((hit) => resultView(hit, request)),
      total,
      nextOffset: reached < total && reached <= MAX_SEARCH_OFFSET ? reached : undefined,
      noResults: request.wpr_no_results ?? 'No results found',
      target: request.wpr_ajax_search_link_target ?? '_self',
    };
    if (request.wpr_show_view_result_btn && total > 0)
      answer.viewResults = {
        href: resultsHref(settings, widgetId, keyword),
        text: request.wpr_view_result_text ?? 'View all results',
      };
    return { ok: true, answer, settings };
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
