import { minimumSwipeDistance } from '@site-widgets/core';
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
import { type CSSProperties, useEffect, useId, useMemo, useRef } from 'react';
import { Arrows } from '../../reviews/carousel-parts/Arrows.tsx';
import { CarouselHeader } from '../../reviews/carousel-parts/CarouselHeader.tsx';
import { CarouselSlide } from '../../reviews/carousel-parts/CarouselSlide.tsx';
import { onCarouselKeyDown } from '../../reviews/carousel-parts/carousel-keys.ts';
import { Dots } from '../../reviews/carousel-parts/Dots.tsx';
import { cssScope, SlideWidthStyle } from '../../reviews/carousel-parts/SlideWidthStyle.tsx';
import { liveRegionPoliteness, useAutoplay } from '../../reviews/carousel-parts/use-autoplay.ts';
import { useCarouselEngine } from '../../reviews/carousel-parts/use-carousel-engine.ts';
import { useImagePreload } from '../../reviews/carousel-parts/use-image-preload.ts';
import { usePrefersReducedMotion, useSlidesToShow } from '../../reviews/carousel-parts/use-media.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';

export interface CarouselImage {
  src: string;
  alt: string;
}

export interface SiteCarouselSettings extends CarouselSettings {
  /** Every image's box in px (spec 000 §2: 80×80 in the first carousel, 164×90 in the second). */
  width: number;
  height: number;
  /** The carousel's accessible name when no heading names it; default `Images`. */
  label?: string | undefined;
}

export interface SiteCarouselProps {
  settings: SiteCarouselSettings;
  images: readonly CarouselImage[];
  /** The id of a heading of the page that names the carousel (instead of `settings.label`). */
  labelledBy?: string | undefined;
  /** A page-unique id for element ids and the slide-width style (the server sets one). */
  instanceId?: string | undefined;
}

/**
 * An image carousel of the marketing site (spec 000 §2 "image carousels", §3 site-carousel settings,
 * §9 defaults) on the review carousel's parts: the same Embla engine, arrows, dots, pause button and
 * WAI-ARIA carousel pattern. Every image has its box reserved in the markup and loads lazily; the
 * visible slides and one either side are asked for first. Autoplay never starts under reduced motion.
 */
export function SiteCarousel({ settings, images, labelledBy, instanceId }: SiteCarouselProps) {
  const count = images.length;
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
  const near = settings.lazyLoad ? lazyLoadWindow(first, shown, count, loop) : images.map((_, i) => i);
  useImagePreload(
    near.map((index) => images[index]?.src ?? ''),
    hydrated,
  );

  const generatedId = useId();
  const id = cssScope(instanceId ?? generatedId);
  const slidesId = `${id}-slides`;
  const style = {
    '--sw-carousel-gap': `${settings.gap}px`,
    '--sw-image-width': `${settings.width}px`,
    '--sw-image-height': `${settings.height}px`,
  } as CSSProperties;
  const hasAutoplay = plan.autoplayDelay !== null;

  return (
    <section
      ref={rootRef}
      className="sw-carousel sw-site-carousel"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : (settings.label ?? 'Images')}
      data-carousel-id={id}
      data-state={engine.motion}
      data-current-slide={first + 1}
      data-autoplay={autoplay.status}
      data-hydrated={hydrated ? 'true' : 'false'}
      data-animation={plan.fade ? 'fade' : 'slide'}
      data-arrows={plan.arrows ? 'yes' : 'no'}
      data-offset-sides={settings.offsetSides}
      style={style}
      onKeyDown={(event) => onCarouselKeyDown(event, { previous, next })}
    >
      <SlideWidthStyle
        scope={id}
        base={plan.slidesToShow}
        breakpoints={plan.breakpoints}
        slideCount={count}
      />
      <CarouselHeader
        heading={undefined}
        headingId={`${id}-heading`}
        autoplays={hasAutoplay}
        hydrated={hydrated}
        autoplay={autoplay}
      />
      <div className="sw-carousel__stage" data-slot="stage">
        {hydrated && plan.arrows && stops > 1 && (
          <Arrows
            canGoPrevious={canGoPrevious}
            canGoNext={canGoNext}
            onPrevious={previous}
            onNext={next}
            controls={slidesId}
          />
        )}
        <div className="sw-carousel__viewport" ref={engine.viewportRef} data-slot="viewport">
          <div
            className="sw-carousel__slides"
            id={slidesId}
            aria-live={liveRegionPoliteness(autoplay.status)}
            aria-atomic="false"
            data-slot="slides"
          >
            {images.map((image, index) => (
              <CarouselSlide
                key={image.src}
                index={index}
                total={count}
                visible={visible.has(index)}
                className="sw-carousel__slide"
              >
                <div className="sw-site-carousel__frame">
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={settings.width}
                    height={settings.height}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                  />
                </div>
              </CarouselSlide>
            ))}
          </div>
        </div>
      </div>
      {(plan.dots || settings.pagination === 'fraction') && (
        <div className="sw-carousel__footer" data-slot="footer">
          {hydrated && plan.dots && stops > 1 && (
            <Dots
              starts={starts}
              shown={shown}
              slideCount={count}
              selected={selected}
              onSelect={visitorGoesTo}
              controls={slidesId}
            />
          )}
          {settings.pagination === 'fraction' && (
            <p className="sw-carousel__pagination" aria-hidden="true" data-slot="pagination">
              {selected + 1} / {stops}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
