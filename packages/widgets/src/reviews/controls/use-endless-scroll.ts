import { type Clock, systemClock } from '@site-widgets/core';
import { type RefObject, useEffect } from 'react';

/** spec 000 §9: endless scroll triggers 50 px past the list end, then waits 1 s. */
export const ENDLESS_SCROLL_OFFSET_PX = 50;
export const ENDLESS_SCROLL_WAIT_MS = 1000;

/**
 * Calls `loadMore` when the viewport's bottom has passed the list's end by 50 px, then not again for
 * 1 s (so one scroll does not fetch several pages at once). Listens passively; releases on unmount.
 */
export function useEndlessScroll(
  listRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  loadMore: () => void,
  clock: Clock = systemClock,
) {
  useEffect(() => {
    if (!enabled) return;
    let waiting: unknown;
    const check = () => {
      const list = listRef.current;
      if (!list || waiting !== undefined) return;
      if (window.innerHeight >= list.getBoundingClientRect().bottom + ENDLESS_SCROLL_OFFSET_PX) {
        loadMore();
        waiting = clock.setTimeout(() => {
          waiting = undefined;
          check();
        }, ENDLESS_SCROLL_WAIT_MS);
      }
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      if (waiting !== undefined) clock.clearTimeout(waiting);
    };
  }, [listRef, enabled, loadMore, clock]);
}
