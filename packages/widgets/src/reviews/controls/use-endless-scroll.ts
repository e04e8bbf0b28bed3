import { type Clock, systemClock } from '@site-widgets/core/timing/clock.ts';
import { type RefObject, useEffect, useRef } from 'react';

/** spec 000 §9: endless scroll triggers 50 px past the list end, then waits 1 s. */
export const ENDLESS_SCROLL_OFFSET_PX = 50;
export const ENDLESS_SCROLL_WAIT_MS = 1000;

/**
 * Calls `loadMore` when the viewport's bottom has passed the list's end by 50 px, then not again for
 * 1 s (so one scroll does not fetch several pages at once). `ready` says whether a load may start now
 * (not while one is out); the 1 s wait survives the loading in between. Listens passively.
 */
export function useEndlessScroll(
  listRef: RefObject<HTMLElement | null>,
  active: boolean,
  ready: boolean,
  loadMore: () => void,
  clock: Clock = systemClock,
  /** Asked before each load as well; the endless reserve says no while it could not take a page. */
  mayLoad: () => boolean = () => true,
) {
  const mayLoadRef = useRef(mayLoad);
  mayLoadRef.current = mayLoad;
  const readyRef = useRef(ready);
  readyRef.current = ready;
  const loadRef = useRef(loadMore);
  loadRef.current = loadMore;
  const checkRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!active) return;
    let waiting: unknown;
    const check = () => {
      const list = listRef.current;
      if (!list || waiting !== undefined || !readyRef.current || !mayLoadRef.current()) return;
      if (window.innerHeight >= list.getBoundingClientRect().bottom + ENDLESS_SCROLL_OFFSET_PX) {
        loadRef.current();
        waiting = clock.setTimeout(() => {
          waiting = undefined;
          check();
        }, ENDLESS_SCROLL_WAIT_MS);
      }
    };
    checkRef.current = check;
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    check();
    return () => {
      checkRef.current = () => {};
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      if (waiting !== undefined) clock.clearTimeout(waiting);
    };
  }, [listRef, active, clock]);

  // When a load finishes the list may still end above the fold: look again (the wait still applies).
  useEffect(() => {
    if (ready) checkRef.current();
  }, [ready]);
}
