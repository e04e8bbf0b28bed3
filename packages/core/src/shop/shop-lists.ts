import { LIST_ACTIONS, type ShopListName } from '@site-widgets/contract/shop/list-actions.ts';
import { createStore, type Store } from '../store.ts';

/** The part of the ajax client the lists use (core/ajax/ajax-client.ts); tests pass a fake. */
export interface ListsAjax {
  post(action: string, fields: Record<string, string>, nonceField?: string): Promise<string>;
}

export interface ListState {
  /** Product ids on the list, as the server's grid check answered and later calls changed them. */
  ids: readonly number[];
  count: number;
  /** Whether the server's check has answered (until then buttons do not know their state). */
  loaded: boolean;
  /** Product ids whose add or remove is on its way. */
  pending: readonly number[];
}

export interface ListsState {
  wishlist: ListState;
  compare: ListState;
}

export type ToggleOutcome =
  | { kind: 'added'; productId: number; title: string }
  | { kind: 'removed'; productId: number }
  | { kind: 'error'; message: string }
  /** A second click while the first is on its way: ignored. */
  | { kind: 'busy' };

const EMPTY: ListState = { ids: [], count: 0, loaded: false, pending: [] };

/** What the visitor is told when an add fails without a message from the server. */
export const ADD_FAILED_MESSAGES: Record<ShopListName, string> = {
  wishlist: 'The product could not be added to your wishlist. Please try again.',
  compare: 'The product could not be added to compare. Please try again.',
};

const ACTIONS = {
  wishlist: {
    check: LIST_ACTIONS.checkWishlistGrid,
    add: LIST_ACTIONS.addToWishlist,
    remove: LIST_ACTIONS.removeFromWishlist,
  },
  compare: {
    check: LIST_ACTIONS.checkCompareGrid,
    add: LIST_ACTIONS.addToCompare,
    remove: LIST_ACTIONS.removeFromCompare,
  },
} as const;

/** The server's message from a failed list call's body (`data.message`), if it has one. */
export function serverMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { data?: { message?: unknown } };
    const message = parsed?.data?.message;
    return typeof message === 'string' && message.length > 0 ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's wishlist and compare list as the page knows them (spec 001 §4): one grid check per list
 * and page (shared by every button), add ↔ remove by the server's answer, counts for the header.
 * The server holds the lists; this only mirrors what it answered.
 */
export function createShopLists(ajax: ListsAjax, nonceField = 'nonce') {
  const store: Store<ListsState> = createStore<ListsState>({ wishlist: EMPTY, compare: EMPTY });
  const loading = new Map<ShopListName, Promise<void>>();

  const update = (list: ShopListName, change: (state: ListState) => ListState) =>
    store.setState({ ...store.getState(), [list]: change(store.getState()[list]) });

  /** The list's ids from the server, once per page; later callers share the first call. */
  function load(list: ShopListName): Promise<void> {
    const existing = loading.get(list);
    if (existing) return existing;
    const call = ajax
      .post(ACTIONS[list].check, {}, nonceField)
      .then((text) => {
        const parsed: unknown = JSON.parse(text);
        const ids = Array.isArray(parsed)
          ? parsed.filter((id): id is number => Number.isSafeInteger(id))
          : [];
        update(list, (state) => ({ ...state, ids, count: ids.length, loaded: true }));
      })
      .catch((error: unknown) => {
        // spec 001 §8: other ajax failures are only logged; buttons stay in their add state.
        console.error(`[site-widgets] ${ACTIONS[list].check} failed`, error);
        update(list, (state) => ({ ...state, loaded: true }));
      });
    loading.set(list, call);
    return call;
  }

  async function toggle(list: ShopListName, productId: number): Promise<ToggleOutcome> {
    const state = store.getState()[list];
    if (state.pending.includes(productId)) return { kind: 'busy' };
    const adding = !state.ids.includes(productId);
    update(list, (current) => ({ ...current, pending: [...current.pending, productId] }));
    const settle = (change: (current: ListState) => ListState) =>
      update(list, (current) =>
        change({ ...current, pending: current.pending.filter((id) => id !== productId) }),
      );
    try {
      const text = await ajax.post(
        ACTIONS[list][adding ? 'add' : 'remove'],
        { product_id: String(productId) },
        nonceField,
      );
      const answer = JSON.parse(text) as {
        success?: boolean;
        data?: { count?: number; product_title?: string; message?: string };
      };
      if (!answer.success) throw Object.assign(new Error('refused'), { body: text });
      const count = typeof answer.data?.count === 'number' ? answer.data.count : undefined;
      settle((current) => {
        const ids = adding ? [...current.ids, productId] : current.ids.filter((id) => id !== productId);
        return { ...current, ids, count: count ?? ids.length };
      });
      return adding
        ? { kind: 'added', productId, title: answer.data?.product_title ?? '' }
        : { kind: 'removed', productId };
    } catch (error) {
      settle((current) => current);
      const body = (error as { body?: unknown }).body;
      const message =
        (typeof body === 'string' ? serverMessage(body) : undefined) ?? ADD_FAILED_MESSAGES[list];
      if (!adding) console.error(`[site-widgets] ${ACTIONS[list].remove} failed`, error);
      return { kind: 'error', message };
    }
  }

  /** A count the server answered elsewhere (count_*_items, update_mini_*). */
  function setCount(list: ShopListName, count: number) {
    update(list, (state) => ({ ...state, count }));
  }

  return { store, load, toggle, setCount };
}

export type ShopLists = ReturnType<typeof createShopLists>;
