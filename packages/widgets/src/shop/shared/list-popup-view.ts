import type { ShopListName } from '@site-widgets/contract/shop/list-actions.ts';
import { createListPopupTimer, type ListPopupTimes } from '@site-widgets/core/shop/list-popup.ts';
import { windowClock } from '../../site/shared/browser.ts';
import { LIST_NAMES, LIST_PAGES } from './page-lists.ts';

interface PopupParts {
  root: HTMLElement;
  message: HTMLElement;
  link: HTMLAnchorElement;
  timer: ReturnType<typeof createListPopupTimer> | undefined;
}

let parts: PopupParts | undefined;

/**
 * The one live region every button on the page shares, created before the first message so screen
 * readers announce it (a role=status element must exist before its text changes). Fixed in a corner:
 * it covers, never moves, the page.
 */
export function ensureListPopup(): PopupParts {
  if (parts) return parts;
  const root = document.createElement('div');
  root.className = 'sw-list-popup';
  root.dataset.state = 'hidden';
  root.setAttribute('role', 'status');
  const message = document.createElement('span');
  message.dataset.slot = 'message';
  const link = document.createElement('a');
  link.className = 'sw-list-popup__link';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'sw-list-popup__close';
  close.setAttribute('aria-label', 'Close message');
  close.textContent = '×';
  const body = document.createElement('p');
  body.className = 'sw-list-popup__body';
  body.append(message, ' ', link);
  root.append(body, close);
  document.body.append(root);
  const created: PopupParts = { root, message, link, timer: undefined };
  close.addEventListener('click', () => created.timer?.close());
  root.addEventListener('pointerenter', () => created.timer?.hold());
  root.addEventListener('pointerleave', () => created.timer?.release());
  root.addEventListener('focusin', () => created.timer?.hold());
  root.addEventListener('focusout', () => created.timer?.release());
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') created.timer?.close();
  });
  parts = created;
  return created;
}

/** spec 001 §8: '{title} was added to Wishlist' with 'View Wishlist' (or Compare), for the set time. */
export function showListPopup(
  list: ShopListName,
  title: string,
  times: ListPopupTimes,
  animation: 'fade' | 'slide',
) {
  const popup = ensureListPopup();
  popup.timer?.destroy();
  popup.root.dataset.animation = animation;
  popup.root.style.setProperty('--sw-list-popup-ms', `${times.animationMs}ms`);
  popup.message.textContent = `${title} was added to ${LIST_NAMES[list]}`;
  popup.link.textContent = `View ${LIST_NAMES[list]}`;
  popup.link.href = LIST_PAGES[list];
  popup.timer = createListPopupTimer(windowClock, times, (state) => {
    popup.root.dataset.state = state;
  });
  popup.timer.show();
}
