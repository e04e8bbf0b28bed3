import {
  type CountCompareAnswer,
  type CountWishlistAnswer,
  LIST_ACTIONS,
  type ShopListName,
  type UpdateMiniCompareAnswer,
  type UpdateMiniWishlistAnswer,
  type WishlistItemView,
} from '@site-widgets/contract/shop/list-actions.ts';
import { miniListAttributesSchema } from '@site-widgets/contract/shop/list-attributes.ts';
import { sanitiseSource, sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';
import {
  type MiniPanelEvent,
  type MiniPanelState,
  miniPanelNext,
} from '@site-widgets/core/shop/mini-panel.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { getRuntime } from '../../runtime/runtime.ts';
import { prefersReducedMotion, windowClock } from '../../site/shared/browser.ts';
import {
  LIST_CHANGED_EVENT,
  type ListChangedDetail,
  OPEN_MINI_LIST_EVENT,
  pageLists,
} from '../shared/page-lists.ts';

/** The panel's slide or fade, in ms (spec 001 §9 default animation 400 ms); none under reduced motion. */
const PANEL_ANIMATION_MS = 400;

function itemElement(item: WishlistItemView): HTMLLIElement {
  const row = document.createElement('li');
  row.className = 'sw-mini-list__item';
  row.dataset.productId = String(item.product_id);
  const source = item.product_image && sanitiseSource(item.product_image.src);
  if (item.product_image && source) {
    const image = document.createElement('img');
    image.src = source;
    image.alt = '';
    image.width = 48;
    image.height = Math.round((48 * item.product_image.height) / Math.max(1, item.product_image.width));
    image.loading = 'lazy';
    row.append(image);
  }
  const link = document.createElement('a');
  link.href = sanitiseUrl(item.product_url);
  link.textContent = item.product_title;
  const price = document.createElement('span');
  price.className = 'sw-mini-list__price';
  price.textContent = item.product_price;
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.className = 'sw-mini-list__remove';
  remove.dataset.wishlistRemove = String(item.product_id);
  remove.setAttribute('aria-label', `Remove ${item.product_title} from wishlist`);
  remove.textContent = '×';
  row.append(link, price, remove);
  return row;
}

interface MiniListSlots {
  toggle: HTMLButtonElement;
  panel: HTMLElement;
  content: HTMLElement;
  countSlot: HTMLElement;
}

function slotsOf(element: HTMLElement): MiniListSlots | undefined {
  const toggle = element.querySelector<HTMLButtonElement>('[data-slot="toggle"]');
  const panel = element.querySelector<HTMLElement>('[data-slot="panel"]');
  const content = element.querySelector<HTMLElement>('[data-slot="content"]');
  const countSlot = element.querySelector<HTMLElement>('[data-slot="count"]');
  return toggle && panel && content && countSlot ? { toggle, panel, content, countSlot } : undefined;
}

/**
 * spec 001 §4 mini wishlist and mini compare: the count from the server (count_*_items), kept in step
 * with the page's buttons (update_mini_*), and a panel opened by its toggle, closed by a click outside it
 * or Escape (focus back on the toggle). The wishlist panel lists the products; the compare panel shows
 * the server's compare table.
 */
export async function mountMiniList(
  widget: string,
  list: ShopListName,
  element: HTMLElement,
): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(widget, element, miniListAttributesSchema);
  const slots = slotsOf(element);
  if (!attributes || !slots) {
    if (attributes) console.error(`[site-widgets] ${widget}: markup is missing its toggle, panel or count`);
    return undefined;
  }
  const { toggle, panel, content, countSlot } = slots;
  const { ajax } = getRuntime();
  const lists = pageLists();
  const cleanups: Array<() => void> = [];
  const listen = <K extends keyof DocumentEventMap>(
    target: Document | HTMLElement,
    type: K | string,
    handler: (event: Event) => void,
  ) => {
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };

  const showCount = (count: number) => {
    countSlot.textContent = String(count);
    countSlot.dataset.count = String(count);
  };
  cleanups.push(lists.store.subscribe(() => showCount(lists.store.getState()[list].count)));

  let staleTable = false;
  const emptyText = list === 'wishlist' ? 'Your wishlist is empty.' : 'No products to compare yet.';
  const showEmptyIfNone = () => {
    if (list === 'wishlist' && !content.querySelector('li')) {
      const empty = document.createElement('p');
      empty.textContent = emptyText;
      content.replaceChildren(empty);
    }
  };

  async function fetchContent() {
    if (list === 'wishlist') {
      const answer = JSON.parse(
        await ajax.post(LIST_ACTIONS.countWishlist, {}, 'nonce'),
      ) as CountWishlistAnswer;
      const items = document.createElement('ul');
      items.className = 'sw-mini-list__items';
      items.append(...answer.wishlist_items.map(itemElement));
      content.replaceChildren(items);
      showEmptyIfNone();
      lists.setCount(list, answer.wishlist_count);
    } else {
      const answer = JSON.parse(
        await ajax.post(LIST_ACTIONS.countCompare, {}, 'nonce'),
      ) as CountCompareAnswer;
      // Our server's table, built from escaped data (CompareTableMarkup); not visitor-supplied markup.
      content.innerHTML = answer.compare_table;
      staleTable = false;
      lists.setCount(list, answer.compare_count);
    }
  }

  let state: MiniPanelState = 'closed';
  let timer: unknown;
  const animationMs = prefersReducedMotion() ? 0 : PANEL_ANIMATION_MS;
  function run(event: MiniPanelEvent) {
    const next = miniPanelNext(state, event);
    if (next === state) return;
    state = next;
    toggle.setAttribute('aria-expanded', String(next === 'open'));
    if (timer !== undefined) windowClock.clearTimeout(timer);
    if (next === 'open') {
      if (staleTable) fetchContent().catch((error) => console.error(`[site-widgets] ${widget}`, error));
      panel.hidden = false;
      void panel.offsetWidth;
      panel.dataset.state = 'open';
    } else {
      panel.dataset.state = 'closed';
      timer = windowClock.setTimeout(() => {
        if (state === 'closed') panel.hidden = true;
      }, animationMs);
      if (event.type === 'key' && panel.contains(document.activeElement)) toggle.focus();
    }
  }

  listen(toggle, 'click', (event) => {
    event.preventDefault();
    run({ type: 'toggle' });
  });
  listen(document, 'click', (event) => {
    if (state === 'open') run({ type: 'page-click', inside: element.contains(event.target as Node) });
  });
  listen(document, 'keydown', (event) => {
    if (state === 'open') run({ type: 'key', key: (event as KeyboardEvent).key });
  });
  listen(document, OPEN_MINI_LIST_EVENT, (event) => {
    if ((event as CustomEvent<{ list: ShopListName }>).detail?.list === list) run({ type: 'open' });
  });
  listen(document, LIST_CHANGED_EVENT, (event) => {
    const detail = (event as CustomEvent<ListChangedDetail>).detail;
    if (detail?.list !== list) return;
    void afterChange(detail).catch((error) => console.error(`[site-widgets] ${widget}`, error));
  });
  // Remove buttons in the panel (the wishlist's rows, the compare table's columns).
  listen(content, 'click', (event) => {
    const target = (event.target as Element).closest<HTMLElement>(
      '[data-wishlist-remove],[data-compare-remove]',
    );
    const id = Number(target?.dataset.wishlistRemove ?? target?.dataset.compareRemove);
    if (!target || !Number.isSafeInteger(id)) return;
    // The grid check tells the mirror the product is on the list, so the toggle removes it.
    void lists
      .load(list)
      .then(() => lists.toggle(list, id))
      .then((outcome) => {
        if (outcome.kind !== 'removed') return;
        toggle.focus();
        const detail: ListChangedDetail = { list, productId: id, kind: 'removed' };
        document.dispatchEvent(new CustomEvent(LIST_CHANGED_EVENT, { detail }));
      });
  });

  async function afterChange(detail: ListChangedDetail) {
    if (list === 'wishlist') {
      if (detail.kind === 'removed') {
        content.querySelector(`li[data-product-id="${detail.productId}"]`)?.remove();
        showEmptyIfNone();
        return;
      }
      const text = await ajax.post(
        LIST_ACTIONS.updateMiniWishlist,
        { product_id: String(detail.productId) },
        'nonce',
      );
      const answer = JSON.parse(text) as UpdateMiniWishlistAnswer;
      lists.setCount(list, answer.wishlist_count);
      if (!answer.product || content.querySelector(`li[data-product-id="${detail.productId}"]`)) return;
      let items = content.querySelector('ul');
      if (!items) {
        items = document.createElement('ul');
        items.className = 'sw-mini-list__items';
        content.replaceChildren(items);
      }
      items.append(itemElement(answer.product));
      return;
    }
    const text = await ajax.post(
      LIST_ACTIONS.updateMiniCompare,
      { product_id: String(detail.productId) },
      'nonce',
    );
    lists.setCount(list, (JSON.parse(text) as UpdateMiniCompareAnswer).compare_count);
    staleTable = true;
    if (state === 'open') await fetchContent();
  }

  await fetchContent();
  showCount(lists.store.getState()[list].count);
  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    if (timer !== undefined) windowClock.clearTimeout(timer);
  };
}
