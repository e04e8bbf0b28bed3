import {
  ADD_TO_CART_ACTION,
  type AddToCartAnswer,
  type CartFragments,
  CHOOSE_QUANTITY_TEXT,
} from '@site-widgets/contract/shop/cart-actions.ts';
import { createStore, type Store } from '../store.ts';
import type { Clock } from '../timing/clock.ts';

/** spec 001 §4 and §9: the check mark shows this long after an add. */
export const ADDED_CHECK_MS = 3500;

/** `idle` → `loading` → `added` (the button hidden, the view-cart link shown) or back to `idle`. */
export type AddToCartPhase = 'idle' | 'loading' | 'added';

export interface AddToCartState {
  phase: AddToCartPhase;
  /** The check mark on the view-cart link, for 3.5 s after an add. */
  checked: boolean;
}

export interface AddToCartDeps {
  /** Posts an ajax action (the page's client); resolves to the answer's text. */
  post(action: string, fields: Record<string, string>): Promise<string>;
  clock: Clock;
  /** spec 001 §8: notices and the choose-quantity text are alerts. */
  alert(message: string): void;
  /** spec 001 §8: an error with `product_url` sends the visitor to the product page. */
  navigate(url: string): void;
  /** The answer's fragments and hash, to show and to keep for later page views. */
  onFragments(answer: CartFragments): void;
  /** Failures other than notices are only logged (spec 001 §8). */
  log?(message: string, error?: unknown): void;
}

/** Only a site path or an http(s) address is followed; anything else is logged and ignored. */
export function followableUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  if (/^\/(?!\/)/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** True when the form's fields are a grouped product's and every one of its quantities is 0 or empty. */
export function noGroupedQuantity(fields: ReadonlyArray<readonly [string, string]>): boolean {
  const quantities = fields.filter(([name]) => /^quantity\[.*\]$/.test(name));
  return quantities.length > 0 && quantities.every(([, value]) => !(Number(value) > 0));
}

function readAnswer(text: string): AddToCartAnswer | undefined {
  try {
    const answer = JSON.parse(text) as Partial<AddToCartAnswer> | null;
    if (!answer || typeof answer !== 'object' || typeof answer.error !== 'boolean') return undefined;
    return {
      error: answer.error,
      notices: Array.isArray(answer.notices) ? answer.notices.filter((n) => typeof n === 'string') : [],
      product_url: answer.product_url,
      fragments: answer.fragments,
      cart_hash: answer.cart_hash,
    };
  } catch {
    return undefined;
  }
}

/**
 * One add-to-cart button or form (issue 15 item 3). The view checks the form's native validity first,
 * then calls `submit` with the serialised form; the machine does the rest of spec 001 §4, §5 and §8.
 */
export function createAddToCart(deps: AddToCartDeps) {
  const store: Store<AddToCartState> = createStore<AddToCartState>({ phase: 'idle', checked: false });
  let checkTimer: unknown;
  const log =
    deps.log ?? ((message, error) => console.error(`[site-widgets] add-to-cart: ${message}`, error));

  function clearCheck() {
    if (checkTimer !== undefined) deps.clock.clearTimeout(checkTimer);
    checkTimer = undefined;
  }

  async function submit(fields: ReadonlyArray<readonly [string, string]>): Promise<void> {
    if (store.getState().phase === 'loading') return;
    if (noGroupedQuantity(fields)) {
      deps.alert(CHOOSE_QUANTITY_TEXT);
      return;
    }
    clearCheck();
    store.setState({ phase: 'loading', checked: false });
    let text: string;
    try {
      text = await deps.post(ADD_TO_CART_ACTION, Object.fromEntries(fields));
    } catch (error) {
      log('the call failed', error);
      store.setState({ phase: 'idle', checked: false });
      return;
    }
    const answer = readAnswer(text);
    if (!answer) {
      log('the answer is not an add-to-cart answer');
      store.setState({ phase: 'idle', checked: false });
      return;
    }
    if (answer.error) {
      const target = followableUrl(answer.product_url);
      if (answer.product_url !== undefined && !target)
        log(`invalid product_url ${String(answer.product_url)}`);
      store.setState({ phase: 'idle', checked: false });
      if (answer.notices.length > 0) deps.alert(answer.notices.join('\n'));
      if (target) deps.navigate(target);
      return;
    }
    if (answer.fragments && typeof answer.cart_hash === 'string')
      deps.onFragments({ fragments: answer.fragments, cart_hash: answer.cart_hash });
    store.setState({ phase: 'added', checked: true });
    checkTimer = deps.clock.setTimeout(() => {
      checkTimer = undefined;
      store.setState({ ...store.getState(), checked: false });
    }, ADDED_CHECK_MS);
    if (answer.notices.length > 0) deps.alert(answer.notices.join('\n'));
  }

  return {
    store,
    submit,
    /** The visitor changed the form after an add: the button comes back for another add. */
    reset() {
      if (store.getState().phase !== 'added') return;
      clearCheck();
      store.setState({ phase: 'idle', checked: false });
    },
    /** Stops the check-mark timer (the view unmounts). */
    destroy() {
      clearCheck();
    },
  };
}

export type AddToCart = ReturnType<typeof createAddToCart>;
