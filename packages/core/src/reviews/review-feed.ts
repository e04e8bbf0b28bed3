import {
  LOAD_MORE_ACTION,
  type LoadMoreResponse,
  type ReviewAggregate,
  SEARCH_COUNT_CAP,
} from '@site-widgets/contract/reviews/load-more.ts';
import type { ReviewView, SortOrder } from '@site-widgets/contract/reviews/review.ts';
import { createStore } from '../store.ts';
import { formatIdList } from './rows.ts';

/**
 * ready: more can be asked for (button shown) · loading: a call is out (loader shown) ·
 * exhausted: the server said `hideldbtn: yes` · failed: an answer could not be read (spec 000 §8:
 * loader hidden, nothing else).
 */
export type FeedStatus = 'ready' | 'loading' | 'exhausted' | 'failed';

/** What a visitor narrowed the list to with the filter bar (spec 000 §3 "Filter values"). */
export interface ReviewFilters {
  search: string;
  /** Empty = the template's order. */
  sort: SortOrder | '';
  /** 0 = any rating. */
  rating: number;
  /** Source page id; empty = any. */
  source: string;
  /** Language code; empty = any. */
  language: string;
  /** Platform (review type); empty = any. */
  platform: string;
}

export const NO_FILTERS: ReviewFilters = {
  search: '',
  sort: '',
  rating: 0,
  source: '',
  language: '',
  platform: '',
};

export interface ReviewFeedState {
  status: FeedStatus;
  reviews: ReviewView[];
  totalInDb: number;
  aggregate: ReviewAggregate;
  callnum: number;
  filters: ReviewFilters;
  /** The page shown in page-number mode (1-based). */
  page: number;
  /** ceil(total / page size): the last page number. */
  lastPage: number;
}

export interface ReviewFeedOptions {
  initial: { reviews: ReviewView[]; hasMore: boolean; totalInDb: number; aggregate: ReviewAggregate };
  /** Reviews per page; gives the page count before the first answer. */
  pageSize?: number;
  /** The fixed fields of every load-more call (revid, perrow, nrows, shortcode fields). */
  fields: Record<string, string>;
  post: (action: string, fields: Record<string, string>) => Promise<string>;
  /** Where failures are reported; default console.error. */
  log?: (message: string, cause: unknown) => void;
}

function parseAnswer(text: string): LoadMoreResponse | undefined {
  try {
    const body = JSON.parse(text) as Partial<LoadMoreResponse> | null;
    if (!body || !Array.isArray(body.reviews) || typeof body.newnotinstring !== 'string') return undefined;
    return body as LoadMoreResponse;
  } catch {
    return undefined;
  }
}

/**
 * spec 000 §7: the fields every `wprp_load_more_revs` call carries. A field the display does not set is
 * sent empty, so the server (and an original back end) always sees the same shape.
 */
export const LOAD_MORE_FIELD_DEFAULTS: Readonly<Record<string, string>> = {
  revid: '',
  perrow: '',
  nrows: '',
  onereview: '',
  cpostid: '',
  shortcodepageid: '',
  shortcodelang: '',
  shortcodetag: '',
  filterbar: '',
};

function filterFields(filters: ReviewFilters): Record<string, string> {
  return {
    textsearch: filters.search,
    textsort: filters.sort,
    textrating: filters.rating > 0 ? String(filters.rating) : 'unset',
    textsource: filters.source || 'unset',
    textlang: filters.language || 'unset',
    textrtype: filters.platform || 'unset',
  };
}

/**
 * The paging of every review display over `wprp_load_more_revs`: load-more (NOT-IN paging over the ids
 * shown), page numbers (offset paging) and filter changes (restart from page 1). Only the newest call's
 * answer is applied, so a slow answer to an old filter never overwrites a newer one.
 */
export function createReviewFeed(options: ReviewFeedOptions) {
  const log = options.log ?? ((message, cause) => console.error(message, cause));
  const pageSize = options.pageSize ?? Math.max(1, options.initial.reviews.length);
  const store = createStore<ReviewFeedState>({
    status: options.initial.hasMore ? 'ready' : 'exhausted',
    reviews: options.initial.reviews,
    totalInDb: options.initial.totalInDb,
    aggregate: options.initial.aggregate,
    callnum: 0,
    filters: NO_FILTERS,
    page: 1,
    lastPage: Math.max(1, Math.ceil(options.initial.totalInDb / pageSize)),
  });
  let destroyed = false;
  let latest = 0;

  async function request(
    kind: 'append' | 'replace',
    extra: Record<string, string>,
    next: Partial<ReviewFeedState>,
  ): Promise<void> {
    if (destroyed) return;
    const before = store.getState();
    const callnum = before.callnum + 1;
    const ticket = ++latest;
    const filters = next.filters ?? before.filters;
    store.setState({ ...before, ...next, status: 'loading', callnum });
    let text: string;
    try {
      text = await options.post(LOAD_MORE_ACTION, {
        ...LOAD_MORE_FIELD_DEFAULTS,
        ...options.fields,
        ...filterFields(filters),
        callnum: String(callnum),
        ...extra,
      });
    } catch (error) {
      // spec 000 §8: network failure on load-more → logged; loader hidden; button shown again.
      log('[site-widgets] review-list: load more failed', error);
      if (!destroyed && ticket === latest) store.setState({ ...store.getState(), status: 'ready' });
      return;
    }
    if (destroyed || ticket !== latest) return;
    const answer = parseAnswer(text);
    if (!answer) {
      store.setState({ ...store.getState(), status: 'failed' });
      return;
    }
    const current = store.getState();
    let reviews = answer.reviews;
    if (kind === 'append') {
      const known = new Set(current.reviews.map((review) => review.id));
      reviews = [...current.reviews, ...answer.reviews.filter((review) => !known.has(review.id))];
    }
    store.setState({
      ...current,
      status: answer.hideldbtn === 'yes' ? 'exhausted' : 'ready',
      reviews,
      totalInDb: answer.totalreviewsindb,
      aggregate: answer.aggregate ?? current.aggregate,
      lastPage: Math.max(1, answer.lastslidenum),
    });
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    /** The next reviews not yet shown, appended (load-more button, endless scroll, sliders). */
    async loadMore(): Promise<void> {
      const state = store.getState();
      if (state.status !== 'ready') return;
      await request(
        'append',
        { notinstring: formatIdList(state.reviews.map((review) => review.id)), clickedpnum: '' },
        {},
      );
    },
    /** Page `page` of the list, replacing what is shown (page-number bar). */
    async goToPage(page: number): Promise<void> {
      const state = store.getState();
      const target = Math.min(Math.max(1, Math.floor(page)), state.lastPage);
      await request('replace', { clickedpnum: String(target), notinstring: '' }, { page: target });
    },
    /** New filter values: the list starts again from its first page (spec 000 issue: every change restarts paging). */
    async setFilters(change: Partial<ReviewFilters>): Promise<void> {
      const filters = { ...store.getState().filters, ...change };
      await request('replace', { filterbar: 'yes', clickedpnum: '1', notinstring: '' }, { filters, page: 1 });
    },
    destroy() {
      destroyed = true;
    },
  };
}

export type ReviewFeed = ReturnType<typeof createReviewFeed>;

/**
 * The review count a visitor reads: a text search is counted only up to SEARCH_COUNT_CAP matches by
 * the server, so past it the count reads "1,000+" rather than the bound plus one.
 */
export function reviewCountText(total: number, search: string): string {
  const searching = /[\p{L}\p{N}]/u.test(search);
  return searching && total > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP.toLocaleString('en')}+` : String(total);
}
