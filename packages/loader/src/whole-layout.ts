import { fragmentTarget } from './fragment-target.ts';

/**
 * Issue 10: our pages lay out their lower sections only as they come near the screen (site.css gives
 * `.section--deferred` `content-visibility: auto` with a size to stand in until then), which halves what
 * the browser styles and lays out while the page opens. A jump to a part of the page needs the real
 * sizes of everything above its target, or it lands where the stand-in sizes put it and the target moves
 * away as the sections near it are laid out (a link to /reviews#endless-scroll left its heading
 * 200–600 px below the screen). So the page is laid out whole (`data-layout="whole"` on the root, which
 * turns the rule off) before any jump: at once when the address names a part of the page or the browser
 * will restore a scroll position (a reload, back or forward), and otherwise just before the first link
 * to a part of this page is followed, or after the fragment was changed by a script.
 */
export const WHOLE_LAYOUT_ATTRIBUTE = 'data-layout';

/** Whether the browser will put the page somewhere other than its top as it opens. */
function opensAwayFromTop(window: Window): boolean {
  if (window.location.hash.length > 1) return true;
  const entry = window.performance?.getEntriesByType?.('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Installs the rule on `window`'s page: lays the page out whole before its first jump. */
export function keepLayoutWholeForJumps(window: Window): void {
  const { document, location } = window;
  const root = document.documentElement;
  const makeWhole = () => {
    root.setAttribute(WHOLE_LAYOUT_ATTRIBUTE, 'whole');
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('hashchange', onHashChange);
  };
  // Before the browser follows the link (its default action comes after this listener).
  function onClick(event: Event) {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || !('hash' in link)) return;
    const address = link as HTMLAnchorElement;
    const samePage =
      address.origin === location.origin &&
      address.pathname === location.pathname &&
      address.search === location.search;
    if (samePage && address.hash.length > 1) makeWhole();
  }
  // A script changed the fragment: the browser has jumped already, by the stand-in sizes; jump again.
  function onHashChange() {
    makeWhole();
    fragmentTarget(document, location.hash)?.scrollIntoView();
  }
  if (opensAwayFromTop(window)) {
    makeWhole();
    return;
  }
  document.addEventListener('click', onClick, true);
  window.addEventListener('hashchange', onHashChange);
}
