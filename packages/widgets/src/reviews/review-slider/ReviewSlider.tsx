import type { ReviewAggregate } from '@site-widgets/contract/reviews/load-more.ts';
import type { ReviewView } from '@site-widgets/contract/reviews/review.ts';
import { lazyLoadWindow } from '@site-widgets/core/reviews/carousel-options.ts';
import {
  groupIntoSlides,
  reviewsPerSlide,
  reviewsShownInSlider,
  type SliderSettings,
  sliderEngineOptions,
  sliderMinimumSwipe,
  sliderSlideTotal,
} from '@site-widgets/core/reviews/slider-rules.ts';
import { type CSSProperties, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { usePost } from '../../runtime/post-context.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { Arrows } from '../carousel-parts/Arrows.tsx';
import { CarouselHeader } from '../carousel-parts/CarouselHeader.tsx';
import { CarouselSlide } from '../carousel-parts/CarouselSlide.tsx';
import { onCarouselKeyDown } from '../carousel-parts/carousel-keys.ts';
import { cssScope } from '../carousel-parts/SlideWidthStyle.tsx';
import { liveRegionPoliteness, useAutoplay } from '../carousel-parts/use-autoplay.ts';
import { useCarouselEngine } from '../carousel-parts/use-carousel-engine.ts';
import { useImagePreload } from '../carousel-parts/use-image-preload.ts';
import { useMobileView, usePrefersReducedMotion } from '../carousel-parts/use-media.ts';
import { ReviewCard } from '../review-card/ReviewCard.tsx';
import type { ReadMoreMode } from '../review-card/ReviewText.tsx';
import { useAnimatedHeight } from './use-animated-height.ts';
import { useKeepFirstReview, useLoadAhead, useSliderFeed } from './use-slider-feed.ts';

export interface ReviewSliderSettings extends SliderSettings {
  templateId: number;
  heading?: string;
  /** How long review texts open; default inline. */
  readMore?: ReadMoreMode;
}

export interface ReviewSliderProps {
  settings: ReviewSliderSettings;
  /** The first page(s), as the server rendered them. */
  initial: { reviews: ReviewView[]; hasMore: boolean; totalInDb: number; aggregate: ReviewAggregate };
  /**
   * A page-unique id for its element ids. The server sets one, because `useId` repeats across
   * separately rendered widgets; a browser-only render can leave it out.
   */
  instanceId?: string;
}

/**
 * The own review slider (spec 000 §3 slider properties, §9): a page of reviews per slide on desktop,
 * one on mobile, the next page fetched as the second-to-last slide is reached. The WAI-ARIA carousel
 * pattern as in the carousel; Embla moves the slides (slide or fade).
 */
export function ReviewSlider({ settings, initial, instanceId }: ReviewSliderProps) {
  const { feed, state } = useSliderFeed(settings.templateId, settings.perPage, initial, usePost());
  const hydrated = useHydrated();
  const mobile = useMobileView();
  const reducedMotion = usePrefersReducedMotion();
  const perSlide = reviewsPerSlide(settings.perPage, mobile);
  // A page that arrives mid-move is added once the slides are still (see reviewsShownInSlider).
  const [shownCount, setShownCount] = useState(state.reviews.length);
  const loadedSlides = Math.ceil(state.reviews.length / perSlide);
  const slides = groupIntoSlides(state.reviews.slice(0, shownCount), perSlide);
  const count = slides.length;
  const moreToCome = settings.loadMore && (state.status === 'ready' || state.status === 'loading');
  const total = sliderSlideTotal({
    loadedSlides: count,
    totalReviews: state.totalInDb,
    perSlide,
    moreToCome,
  });

  const options = useMemo(
    () => sliderEngineOptions(settings, { slideCount: count, reducedMotion }),
    [settings, count, reducedMotion],
  );
  const rootRef = useRef<HTMLElement>(null);
  const restartAutoplay = useRef(() => {});
  const engine = useCarouselEngine({
    options,
    fade: settings.animation === 'fade',
    moveMs: reducedMotion ? 0 : settings.speed,
    minimumSwipe: (width) => sliderMinimumSwipe(width),
    onSwipe: () => restartAutoplay.current(),
  });
  const nextShown = reviewsShownInSlider(state.reviews.length, shownCount, engine.motion);
  if (nextShown !== shownCount) setShownCount(nextShown);
  const selected = Math.min(engine.selected, Math.max(0, count - 1));
  const canGoPrevious = selected > 0;
  const canGoNext = selected < count - 1;

  const autoplay = useAutoplay({
    delay: settings.autoplay && (count > 1 || moreToCome) ? settings.delay : null,
    pauseOnHover: true,
    reducedMotion,
    dragging: engine.motion === 'dragging' || engine.motion === 'swiping',
    root: rootRef,
    onAdvance: () => {
      if (selected + 1 < count) engine.goTo(selected + 1);
      else if (!moreToCome) engine.goTo(0);
    },
  });
  useEffect(() => {
    restartAutoplay.current = autoplay.restart;
  });

  useLoadAhead(feed, { selected, slideCount: loadedSlides, enabled: settings.loadMore, hydrated });
  useKeepFirstReview(perSlide, engine.selected, count, engine.goTo);

  const viewportNode = useRef<HTMLDivElement | null>(null);
  const { viewportRef } = engine;
  const setViewport = useCallback(
    (node: HTMLDivElement | null) => {
      viewportNode.current = node;
      viewportRef(node);
    },
    [viewportRef],
  );
  useAnimatedHeight(viewportNode, selected, settings.animateHeight && !settings.forceHeight);

  const visitorGoesTo = (slide: number) => {
    engine.goTo(slide);
    autoplay.restart();
  };
  const previous = () => canGoPrevious && visitorGoesTo(selected - 1);
  const next = () => canGoNext && visitorGoesTo(selected + 1);

  const near = lazyLoadWindow(selected, 1, count, false);
  useImagePreload(
    near.flatMap((index) => (slides[index] ?? []).map((review) => review.avatarUrl ?? '')),
    hydrated,
  );

  const generatedId = useId();
  const id = cssScope(instanceId ?? generatedId);
  const headingId = `${id}-heading`;
  const slidesId = `${id}-slides`;
  const style = {
    '--sw-slider-speed': `${reducedMotion ? 0 : settings.speed}ms`,
    '--sw-page-columns': Math.min(settings.perPage, 3),
    '--sw-page-columns-tablet': Math.min(settings.perPage, 2),
  } as CSSProperties;

  return (
    <section
      ref={rootRef}
      className="sw-carousel sw-review-slider"
      aria-roledescription="carousel"
      aria-labelledby={settings.heading ? headingId : undefined}
      aria-label={settings.heading ? undefined : 'Customer reviews'}
      data-carousel-id={id}
      data-state={engine.motion}
      data-current-slide={selected + 1}
      data-autoplay={autoplay.status}
      data-hydrated={hydrated ? 'true' : 'false'}
      data-animation={settings.animation}
      data-arrows={settings.arrows ? 'yes' : 'no'}
      data-force-height={settings.forceHeight ? 'yes' : 'no'}
      data-feed={state.status}
      style={style}
      onKeyDown={(event) => onCarouselKeyDown(event, { previous, next })}
    >
      <CarouselHeader
        heading={settings.heading}
        headingId={headingId}
        autoplays={Boolean(settings.autoplay)}
        hydrated={hydrated}
        autoplay={autoplay}
      />
      <div className="sw-carousel__stage" data-slot="stage">
        {hydrated && settings.arrows && total > 1 && (
          <Arrows
            canGoPrevious={canGoPrevious}
            canGoNext={canGoNext}
            onPrevious={previous}
            onNext={next}
            controls={slidesId}
          />
        )}
        <div className="sw-carousel__viewport" ref={setViewport} data-slot="viewport">
          <div
            className="sw-carousel__slides"
            id={slidesId}
            aria-live={liveRegionPoliteness(autoplay.status)}
            aria-atomic="false"
            aria-busy={state.status === 'loading'}
            data-slot="slides"
          >
            {slides.map((reviews, index) => (
              <CarouselSlide
                key={reviews[0]?.id}
                index={index}
                total={total}
                visible={index === selected}
                className="sw-carousel__slide sw-slider__slide"
              >
                <div className="sw-slider__page" data-slot="page">
                  {reviews.map((review) => (
                    <ReviewCard key={review.id} review={review} readMore={settings.readMore} />
                  ))}
                </div>
              </CarouselSlide>
            ))}
          </div>
        </div>
      </div>
      {count === 0 && state.status !== 'loading' && <p className="sw-carousel__empty">No reviews yet.</p>}
    </section>
  );
}
