import { type Breakpoint, slidesToShowAt } from '@site-widgets/core/layout/breakpoints.ts';
import { isMobileView, isPhoneUserAgent } from '@site-widgets/core/reviews/slider-rules.ts';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * These read the window, so the server render and the hydration render use the server value (false,
 * desktop) and React re-renders with the browser's value right after hydrating: no mismatch, and nothing
 * is measured before the first paint.
 */

const never = () => () => {};

/** Whether a media query matches, kept up to date. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** The visitor asked the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

interface NavigatorWithHints extends Navigator {
  userAgentData?: { mobile?: boolean };
}

/** spec 000 §9: mobile = width under 600 px or a phone. */
export function useMobileView(): boolean {
  const narrow = useMediaQuery('(max-width: 599.98px)');
  const phone = useSyncExternalStore(
    never,
    () => {
      const nav = navigator as NavigatorWithHints;
      return isPhoneUserAgent(nav.userAgent, nav.userAgentData?.mobile);
    },
    () => false,
  );
  return isMobileView(narrow ? 0 : Number.POSITIVE_INFINITY, phone);
}

function subscribeToResize(changed: () => void) {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
}

/**
 * Slides shown at the window's width (what the CSS media queries show); before hydration, the count
 * where no breakpoint applies.
 */
export function useSlidesToShow(
  base: number,
  breakpoints: readonly Breakpoint[],
  slideCount: number,
): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => slidesToShowAt(window.innerWidth, slideCount, base, breakpoints),
    () => Math.max(1, Math.min(base, slideCount)),
  );
}
