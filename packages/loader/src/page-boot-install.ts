import { type EarlyInteraction, recordEarlyInteraction } from '@site-widgets/core/site/early-interaction.ts';
import { afterFirstPaint } from './after-first-paint.ts';
import {
  BOOT_HANDOVER,
  type BootHandover,
  EARLY_EVENT_TYPES,
  type HeldWidget,
  LINK_ACTION_SELECTOR,
} from './boot-handover.ts';
import { keepLayoutWholeForJumps } from './whole-layout.ts';
import { ADD_TO_A_WHOLE_PAGE, PASSIVE_WIDGETS } from './widget-kinds.ts';

/**
 * Issue 10: the start script our own pages carry inline (`<script data-loader="/assets/loader.js">`,
 * allowed by its hash in the CSP) instead of the loader's script tag. A page whose widgets are whole in
 * its server HTML needs no script before its `load` event, and the loader's request and first task,
 * made before the largest paint, were what kept that paint above the page without script. So this
 * adds the loader once the page has loaded and painted (after-first-paint.ts); at once when the visitor reaches a widget first (the loader's early-
 * interaction rule: the first click, key or submit a widget cannot perform natively is held here and
 * handed over to be performed once the widget is live), when a widget has no server markup (it has
 * content to fetch), when a widget is opened from outside (`data-open-selector`), or when the address
 * names a part of the page (a tab's hash). Other sites' pages keep the loader's tag: it does all this
 * itself.
 */
const SELECTOR = '[data-widget]';

/** Installs the start script's listeners on `window`'s document; `loaderUrl` is added when needed. */
export function installPageBoot(window: Window, loaderUrl: string) {
  const { document } = window;
  // Our pages' deferred sections are laid out in full before a jump (whole-layout.ts); this stays after
  // the loader takes over.
  keepLayoutWholeForJumps(window);
  const held = new Map<HTMLElement, EarlyInteraction | undefined>();
  const linkActions: Element[] = [];
  let requested = false;

  function requestLoader() {
    if (requested || !loaderUrl) return;
    requested = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = loaderUrl;
    document.head.append(script);
  }

  /** The innermost widget around a target that has controls of its own (the loader's rule). */
  function widgetAround(target: Element): HTMLElement | undefined {
    let element = target.closest<HTMLElement>(SELECTOR);
    while (element) {
      if (!PASSIVE_WIDGETS.has(element.dataset.widget ?? '')) return element;
      element = element.parentElement?.closest<HTMLElement>(SELECTOR) ?? null;
    }
    return undefined;
  }

  function onEarlyEvent(event: Event) {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (event.type === 'click') {
      const action = target.closest(LINK_ACTION_SELECTOR);
      if (action) {
        event.preventDefault();
        linkActions.push(action);
        requestLoader();
        return;
      }
    }
    const element = widgetAround(target);
    if (!element) return;
    // As the loader does: the first interaction worth performing is kept; later taps are not stacked up.
    if (!held.get(element)) held.set(element, recordEarlyInteraction(event));
    else if (event.type === 'click' || event.type === 'submit') event.preventDefault();
    requestLoader();
  }

  /** Whether something on the page cannot wait for `load`. */
  function startsAtOnce(): boolean {
    if (window.location.hash.length > 1 || document.querySelector('[data-open-selector]')) return true;
    for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      const name = element.dataset.widget ?? '';
      // Our pages write the lazy-image attributes into their markup already (site-images adds them elsewhere).
      if (ADD_TO_A_WHOLE_PAGE.has(name) || name === 'site-images') continue;
      if (!element.querySelector(':scope > [data-widget-root]')) return true;
    }
    return false;
  }

  for (const type of EARLY_EVENT_TYPES) document.addEventListener(type, onEarlyEvent, true);

  const handover: BootHandover = {
    take() {
      for (const type of EARLY_EVENT_TYPES) document.removeEventListener(type, onEarlyEvent, true);
      const widgets: HeldWidget[] = [...held].map(([element, interaction]) => ({ element, interaction }));
      held.clear();
      return { widgets, linkActions: linkActions.splice(0) };
    },
  };
  (window as unknown as Record<string, BootHandover>)[BOOT_HANDOVER] = handover;

  document.addEventListener(
    'DOMContentLoaded',
    () => {
      // What the loader would record at this moment (spec 000 §7 counts the third-party box from it; the
      // load-more button shows once it is set, since a click on it is now held).
      document.documentElement.dataset.widgetsReadyAt ??= String(performance.now());
      if (startsAtOnce()) requestLoader();
    },
    { once: true },
  );
  window.addEventListener('load', () => afterFirstPaint(window, requestLoader), { once: true });
}
