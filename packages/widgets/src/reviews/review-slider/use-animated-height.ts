import { type RefObject, useEffect, useRef } from 'react';

/**
 * spec 000 §3 animate height: the viewport takes the height of the slide shown, and CSS animates the
 * change (over the slider's speed). Nothing is set until the visitor or autoplay first moves the slides,
 * so hydration never changes the height the server rendered.
 */
export function useAnimatedHeight(
  viewport: RefObject<HTMLElement | null>,
  selected: number,
  enabled: boolean,
): void {
  const moved = useRef(false);
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    if (!enabled) {
      node.style.removeProperty('height');
      return;
    }
    if (selected === 0 && !moved.current) return;
    moved.current = true;
    const slide = node.querySelectorAll<HTMLElement>('[data-slot="slide"]')[selected];
    if (!slide) return;
    const apply = () => node.style.setProperty('height', `${slide.offsetHeight}px`);
    apply();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : undefined;
    observer?.observe(slide);
    return () => observer?.disconnect();
  }, [viewport, selected, enabled]);
}
