import {
  absorbGrowth,
  endlessMayLoad,
  endlessReserveTarget,
  nextEndlessReserve,
} from '@site-widgets/core/reviews/endless-reserve.ts';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface EndlessReserveInput {
  /** An endless list that has hydrated. */
  active: boolean;
  /** Reviews shown, and how many more can still come (0 once the list has ended). */
  shown: number;
  remaining: number;
  /** Reviews a page brings. */
  pageSize: number;
}

/**
 * Keeps the space below an endless list (core `endless-reserve`): what a page adds to the list is
 * taken out of the reserve in the same commit (and later growth in the same frame, by a
 * ResizeObserver), so the content after the list never moves; out of sight the reserve follows the estimate of what is still to come.
 * Starts from the height the server's CSS reserved, so hydration changes nothing. `mayLoad` tells the
 * endless scroll whether a page could come now without moving what the visitor sees.
 */
export function useEndlessReserve(
  listRef: RefObject<HTMLElement | null>,
  reserveRef: RefObject<HTMLElement | null>,
  input: EndlessReserveInput,
): { mayLoad: () => boolean } {
  const latest = useRef(input);
  latest.current = input;
  const settleRef = useRef<() => void>(() => {});
  const absorbRef = useRef<() => void>(() => {});
  const mayLoadRef = useRef<() => boolean>(() => true);

  useEffect(() => {
    const list = listRef.current;
    const reserve = reserveRef.current;
    if (!input.active || !list || !reserve || typeof ResizeObserver === 'undefined') return;
    let reserved = reserve.getBoundingClientRect().height;
    let listHeight = list.getBoundingClientRect().height;
    const set = (height: number) => {
      reserved = height;
      reserve.style.setProperty('height', `${height}px`);
    };
    const settle = () => {
      const { shown, remaining } = latest.current;
      const viewportHeight = window.innerHeight;
      const target = endlessReserveTarget({ listHeight, shown, remaining, viewportHeight });
      const top = reserve.getBoundingClientRect().top;
      const next = nextEndlessReserve({ current: reserved, target, top, viewportHeight });
      if (next !== reserved) set(next);
    };
    const absorb = () => {
      const height = list.getBoundingClientRect().height;
      if (height !== listHeight) set(absorbGrowth(reserved, height - listHeight));
      listHeight = height;
      settle();
    };
    const observer = new ResizeObserver(absorb);
    set(reserved);
    observer.observe(list);
    window.addEventListener('scroll', settle, { passive: true });
    window.addEventListener('resize', settle, { passive: true });
    settleRef.current = settle;
    absorbRef.current = absorb;
    mayLoadRef.current = () =>
      endlessMayLoad({
        reserve: reserved,
        reserveTop: reserve.getBoundingClientRect().top,
        viewportHeight: window.innerHeight,
        listHeight,
        shown: latest.current.shown,
        pageSize: latest.current.pageSize,
      });
    return () => {
      settleRef.current = () => {};
      absorbRef.current = () => {};
      mayLoadRef.current = () => true;
      observer.disconnect();
      window.removeEventListener('scroll', settle);
      window.removeEventListener('resize', settle);
    };
  }, [listRef, reserveRef, input.active]);

  // A page was added (or the list ended, or a filter changed what is to come): take the growth out of
  // the reserve in the commit itself, before any frame or script sees the page longer, then settle.
  // (The ResizeObserver above still catches what grows later: images, an opened review.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts are what it re-runs on (read through `latest`)
  useLayoutEffect(() => {
    absorbRef.current();
  }, [input.shown, input.remaining]);

  const [mayLoad] = useState(() => () => mayLoadRef.current());
  return { mayLoad };
}
