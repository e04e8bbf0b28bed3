import {
  LOAD_MORE_ACTION,
  type LoadMoreResponse,
  type ReviewAggregate,
  type ReviewView,
} from '@site-widgets/contract';
import { createStore } from '../store.ts';
import { formatIdList } from './rows.ts';

/**
 * ready: more can be asked for (button shown) · loading: a call is out (loader shown) ·
 * exhausted: the server said `hideldbtn: yes` · failed: an answer could not be read (spec 000 §8:
 * loader hidden, nothing else).
 */
export type FeedStatus = 'ready' | 'loading' | 'exhausted' | 'failed';

export interface ReviewFeedState {
  status: FeedStatus;
  reviews: ReviewView[];
  totalInDb: number;
  aggregate: ReviewAggregate;
  callnum: number;
}

export interface ReviewFeedOptions {
  initial: { reviews: ReviewView[]; hasMore: boolean; totalInDb: number; aggregate: ReviewAggregate };
  /** The fixed fields of every load-more call (revid, perrow, nrows, filters). */
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

/** The load-more paging of a review list: NOT-IN paging over the ids already shown (reviews-protocol.md). */
export function createReviewFeed(options: ReviewFeedOptions) {
  const log = options.log ?? ((message, cause) => console.error(message, cause));
  const store = createStore<ReviewFeedState>({
    status: options.initial.hasMore ? 'ready' : 'exhausted',
    reviews: options.initial.reviews,
    totalInDb: options.initial.totalInDb,
    aggregate: options.initial.aggregate,
    callnum: 0,
  });
  let destroyed = false;

  async function loadMore(): Promise<void> {
    const before = store.getState();
    if (before.status !== 'ready' || destroyed) return;
    const callnum = before.callnum + 1;
    store.setState({ ...before, status: 'loading', callnum });
    let text: string;
    try {
      text = await options.post(LOAD_MORE_ACTION, {
        ...options.fields,
        callnum: String(callnum),
        notinstring: formatIdList(before.reviews.map((review) => review.id)),
      });
    } catch (error) {
      // spec 000 §8: network failure on load-more → logged; loader hidden; button shown again.
      log('[site-widgets] review-list: load more failed', error);
      if (!destroyed) store.setState({ ...store.getState(), status: 'ready' });
      return;
    }
    if (destroyed) return;
    const answer = parseAnswer(text);
    if (!answer) {
      store.setState({ ...store.getState(), status: 'failed' });
      return;
    }
    const known = new Set(store.getState().reviews.map((review) => review.id));
    const fresh = answer.reviews.filter((review) => !known.has(review.id));
    store.setState({
      status: answer.hideldbtn === 'yes' ? 'exhausted' : 'ready',
      reviews: [...store.getState().reviews, ...fresh],
      totalInDb: answer.totalreviewsindb,
      aggregate: answer.aggregate ?? store.getState().aggregate,
      callnum,
    });
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    loadMore,
    destroy() {
      destroyed = true;
    },
  };
}

export type ReviewFeed = ReturnType<typeof createReviewFeed>;
