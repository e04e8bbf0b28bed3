import {
  CAROUSEL_TOUCH_THRESHOLD,
  type CarouselSettings,
  carouselOptions,
  lazyLoadWindow,
  loopsAt,
  slidesToScrollAt,
  snapStarts,
  visibleSlides,
} from '@site-widgets/core/reviews/carousel-options.ts';
import { minimumSwipeDistance } from '@site-widgets/core/timing/swipe.ts';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { cssScope } from './SlideWidthStyle.tsx';
import { useAutoplay } from './use-autoplay.ts';
import { useCarouselEngine } from './use-carousel-engine.ts';
import { useImagePreload } from './use-image-preload.ts';
import { usePrefersReducedMotion, useSlidesToShow } from './use-media.ts';

/**
 * Everything a carousel of the spec 000 §3 settings needs, whatever its slides hold (reviews, site
 * images): the plan from its settings, slides shown at the current width, the Embla engine, autoplay,
 * the stops and the visitor's moves, and the images near the view preloaded. The review carousel and
 * the site carousel render their own slides around it.
 */
export function useCarousel(
  settings: CarouselSettings,
  count: number,
  /** The image address of slide `index` (preloaded when near the view); '' for none. */
  imageAt: (index: number) => string,
  /** The server's page-unique id (`useId` repeats across separately rendered widgets). */
  instanceId: string | undefined,
) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const plan = useMemo(
    () => carouselOptions(settings, { slideCount: count, reducedMotion }),
    [settings, count, reducedMotion],
  );
  const shown = useSlidesToShow(plan.slidesToShow, plan.breakpoints, count);
  const loop = loopsAt(plan.engine.loop, count, shown);
  const starts = snapStarts(count, shown, slidesToScrollAt(settings, shown), loop);
  const stops = starts.length;

  const rootRef = useRef<HTMLElement>(null);
  const restartAutoplay = useRef(() => {});
  const engine = useCarouselEngine({
    options: plan.engine,
    fade: plan.fade,
    moveMs: reducedMotion ? 0 : settings.speed,
    minimumSwipe: (width) => minimumSwipeDistance(width, CAROUSEL_TOUCH_THRESHOLD),
    onSwipe: () => restartAutoplay.current(),
  });
  const selected = Math.min(engine.selected, stops - 1);
  const wrap = (stop: number) => ((stop % stops) + stops) % stops;
  const canGoPrevious = loop || selected > 0;
  const canGoNext = loop || selected < stops - 1;

  const autoplay = useAutoplay({
    delay: plan.autoplayDelay,
    pauseOnHover: settings.pauseOnHover,
    reducedMotion,
    dragging: engine.motion === 'dragging' || engine.motion === 'swiping',
    root: rootRef,
    // At the last stop without loop, autoplay starts over from the first.
    onAdvance: () => engine.goTo(selected + 1 < stops ? selected + 1 : 0),
  });
  useEffect(() => {
    restartAutoplay.current = autoplay.restart;
  });

  const visitorGoesTo = (stop: number) => {
    engine.goTo(stop);
    autoplay.restart();
  };
  const previous = () => canGoPrevious && visitorGoesTo(wrap(selected - 1));
  const next = () => canGoNext && visitorGoesTo(wrap(selected + 1));

  const first = starts[selected] ?? 0;
  const visible = new Set(visibleSlides(first, shown, count, loop));
  const near = settings.lazyLoad
    ? lazyLoadWindow(first, shown, count, loop)
    : Array.from({ length: count }, (_, i) => i);
  useImagePreload(near.map(imageAt), hydrated);

  const generatedId = useId();
  const id = cssScope(instanceId ?? generatedId);

  return {
    hydrated,
    plan,
    shown,
    starts,
    stops,
    rootRef,
    engine,
    selected,
    canGoPrevious,
    canGoNext,
    autoplay,
    visitorGoesTo,
    previous,
    next,
    first,
    visible,
    id,
    slidesId: `${id}-slides`,
    hasAutoplay: plan.autoplayDelay !== null,
  };
}
