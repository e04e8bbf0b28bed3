import { miniCartAttributesSchema } from '@site-widgets/contract/shop/cart-attributes.ts';
import { pageFragments } from '@site-widgets/core/shop/cart-fragments.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { getRuntime } from '../../runtime/runtime.ts';
import { applyFragments, sessionStore } from '../cart-fragments-dom.ts';

const WIDGET = 'mini-cart';
let panels = 0;

/** Session storage, or a throwaway one when the browser refuses it (every view then asks the server). */
function storageOf() {
  const storage = sessionStore();
  if (storage) return storage;
  const memory = new Map<string, string>();
  return {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
}

/**
 * The header's cart icon and mini cart (issue 15 item 4), without React: the server's link to /cart
 * becomes a disclosure button (WAI-ARIA disclosure: aria-expanded, aria-controls) for the panel, shown as
 * a dropdown or a sidebar with a slide or fade (none under reduced motion, in CSS); Escape, the close
 * button and a click outside close it. The count and the panel's content are the cart's fragments:
 * from session storage when the cart-hash cookie matches them (no call), else refreshed once.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  if (!parseAttributes(WIDGET, element, miniCartAttributesSchema)) return undefined;
  const root = element.querySelector<HTMLElement>('.sw-mini-cart');
  const link = element.querySelector<HTMLAnchorElement>('[data-slot="mini-cart-toggle"]');
  const panel = element.querySelector<HTMLElement>('[data-slot="mini-cart-panel"]');
  const close = element.querySelector<HTMLElement>('[data-slot="mini-cart-close"]');
  if (!root || !link || !panel) {
    console.error(`[site-widgets] ${WIDGET}: needs the server's markup (toggle and panel)`);
    return undefined;
  }
  panels += 1;
  panel.id ||= `sw-mini-cart-panel-${panels}`;
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', 'Mini cart');
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = link.className;
  toggle.dataset.slot = 'mini-cart-toggle';
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', panel.id);
  const hadFocus = document.activeElement === link;
  toggle.replaceChildren(...link.childNodes);
  link.replaceWith(toggle);
  if (hadFocus) toggle.focus();
  // From now on CSS shows and hides the panel by data-state (visibility), so it can animate.
  panel.hidden = false;

  const setOpen = (open: boolean, returnFocus = false) => {
    root.dataset.state = open ? 'open' : 'closed';
    toggle.setAttribute('aria-expanded', String(open));
    if (!open && returnFocus) toggle.focus();
  };
  const isOpen = () => root.dataset.state === 'open';
  const onToggle = () => setOpen(!isOpen());
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen()) {
      event.preventDefault();
      setOpen(false, true);
    }
  };
  const onOutside = (event: PointerEvent) => {
    if (isOpen() && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
  };
  const onClose = () => setOpen(false, true);
  toggle.addEventListener('click', onToggle);
  root.addEventListener('keydown', onKey);
  close?.addEventListener('click', onClose);
  document.addEventListener('pointerdown', onOutside, true);

  try {
    const answer = await pageFragments({
      cookie: document.cookie,
      storage: storageOf(),
      post: getRuntime().ajax.post,
    });
    if (answer) applyFragments(answer.fragments);
  } catch (error) {
    // spec 001 §8: other ajax failures are only logged; the server's markup stays.
    console.error(`[site-widgets] ${WIDGET}: the cart could not be refreshed`, error);
  }

  return () => {
    toggle.removeEventListener('click', onToggle);
    root.removeEventListener('keydown', onKey);
    close?.removeEventListener('click', onClose);
    document.removeEventListener('pointerdown', onOutside, true);
  };
}
