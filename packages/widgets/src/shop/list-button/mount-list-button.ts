import type { ShopListName } from '@site-widgets/contract/shop/list-actions.ts';
import { listButtonAttributesSchema } from '@site-widgets/contract/shop/list-attributes.ts';
import { DEFAULT_LIST_POPUP_TIMES } from '@site-widgets/core/shop/list-popup.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { prefersReducedMotion } from '../../site/shared/browser.ts';
import { ensureListPopup, showListPopup } from '../shared/list-popup-view.ts';
import {
  LIST_CHANGED_EVENT,
  type ListChangedDetail,
  OPEN_MINI_LIST_EVENT,
  pageLists,
} from '../shared/page-lists.ts';

/**
 * spec 001 §4 wishlist and compare buttons: the add or remove state comes from the server's check (one
 * per list and page), a click adds or removes; after an add the popup shows (or the header's mini panel
 * opens, `data-after-add="sidebar"`); a refused add alerts the server's message (spec 001 §8).
 */
export async function mountListButton(
  widget: string,
  list: ShopListName,
  element: HTMLElement,
): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(widget, element, listButtonAttributesSchema);
  const button = element.querySelector<HTMLButtonElement>('[data-slot="toggle"]');
  if (!attributes || !button) {
    if (!button) console.error(`[site-widgets] ${widget}: needs a <button data-slot="toggle"> inside`);
    return undefined;
  }
  const { productId } = attributes;
  const lists = pageLists();
  const afterAdd = attributes.afterAdd ?? 'popup';
  if (afterAdd === 'popup') ensureListPopup();

  const render = () => {
    const state = lists.store.getState()[list];
    button.dataset.state = state.ids.includes(productId) ? 'remove' : 'add';
    if (state.pending.includes(productId)) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  };
  const unsubscribe = lists.store.subscribe(render);
  // Mounted once the state is known, so a click held by the loader is replayed on the right state.
  await lists.load(list);
  render();

  const onClick = async (event: MouseEvent) => {
    event.preventDefault();
    const outcome = await lists.toggle(list, productId);
    if (outcome.kind === 'error') {
      window.alert(outcome.message);
      return;
    }
    if (outcome.kind === 'busy') return;
    const detail: ListChangedDetail = { list, productId, kind: outcome.kind };
    document.dispatchEvent(new CustomEvent(LIST_CHANGED_EVENT, { detail }));
    // Issue 10: the same product's other buttons for this list may still be waiting for the visitor
    // (plain server HTML, not subscribed yet): they show the new state too.
    const twins = `[data-widget="${widget}"][data-product-id="${productId}"]:not([data-widget-state="mounted"])`;
    for (const other of document.querySelectorAll<HTMLElement>(twins)) {
      const toggle = other.querySelector<HTMLElement>('[data-slot="toggle"]');
      if (toggle) toggle.dataset.state = outcome.kind === 'added' ? 'remove' : 'add';
    }
    if (outcome.kind !== 'added') return;
    if (afterAdd === 'sidebar') {
      document.dispatchEvent(new CustomEvent(OPEN_MINI_LIST_EVENT, { detail: { list } }));
    } else if (afterAdd === 'popup') {
      const animationMs = prefersReducedMotion()
        ? 0
        : Math.round((attributes.animationTime ?? DEFAULT_LIST_POPUP_TIMES.animationMs / 1000) * 1000);
      const shownMs = Math.round((attributes.popupTime ?? DEFAULT_LIST_POPUP_TIMES.shownMs / 1000) * 1000);
      showListPopup(list, outcome.title, { shownMs, animationMs }, attributes.popupAnimation ?? 'fade');
    }
  };
  button.addEventListener('click', onClick);
  return () => {
    unsubscribe();
    button.removeEventListener('click', onClick);
  };
}
