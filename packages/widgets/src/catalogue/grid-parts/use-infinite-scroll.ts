import { nearGridEnd } from '@site-widgets/core/catalogue/grid-feed.ts';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Infinite scroll (spec 001 §9, threshold 300): loads the next page when the grid's end comes within
 * 300 px of the viewport's bottom; looks again when a page has arrived (it may still be short).
 */
export function useInfiniteScroll(
  listRef: RefObject<HTMLElement | null>,
  active: boolean,
  ready: boolean,
  loadMore: () => void,
) {
  const loadRef = useRef(loadMore);
  loadRef.current = loadMore;
  useEffect(() => {
    if (!active || !ready) return;
    const check = () => {
      const list = listRef.current;
      if (list && nearGridEnd(list.getBoundingClientRect().bottom, window.innerHeight)) loadRef.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [listRef, active, ready]);
}
