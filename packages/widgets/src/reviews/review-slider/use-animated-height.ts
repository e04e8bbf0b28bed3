import { type RefObject, useLayoutEffect } from 'react';

/**
 * spec 000 §3 animate height: the viewport takes the height of the slide shown, and CSS animates the
 * change (over the slider's speed). It is set from the mount, before the browser paints the hydrated
 * slider: the server renders the first slide only, and once the others are in the row the viewport
 * would otherwise grow to the tallest of them (182 → 361 px on /reviews' phone view, until autoplay
 * first moved). From `auto` to a length nothing animates, so the mount itself does not move.
 */
export function useAnimatedHeight(
  viewport: RefObject<HTMLElement | null>,
  selected: number,
  enabled: boolean,
): void {
  useLayoutEffect(() => {
    const node = viewport.current;
    if (!node) return;
    if (!enabled) {
      node.style.removeProperty('height');
      return;
    }
    const slide = node.querySelectorAll<HTMLElement>('[data-slot="slide"]')[selected];
    if (!slide) return;
    const apply = () => node.style.setProperty('height', `${slide.offsetHeight}px`);
    apply();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : undefined;
    observer?.observe(slide);
    return () => observer?.disconnect();
  }, [viewport, selected, enabled]);
}
