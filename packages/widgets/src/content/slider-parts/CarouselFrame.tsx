import {
  type CarouselPaginationView,
  paginationFraction,
  paginationProgress,
} from '@site-widgets/core/content/carousel-pagination.ts';
import type { CSSProperties, ReactNode } from 'react';
import { Arrows } from '../../reviews/carousel-parts/Arrows.tsx';
import { CarouselHeader } from '../../reviews/carousel-parts/CarouselHeader.tsx';
import { onCarouselKeyDown } from '../../reviews/carousel-parts/carousel-keys.ts';
import { Dots } from '../../reviews/carousel-parts/Dots.tsx';
import { SlideWidthStyle } from '../../reviews/carousel-parts/SlideWidthStyle.tsx';
import { liveRegionPoliteness } from '../../reviews/carousel-parts/use-autoplay.ts';
import type { useCarousel } from '../../reviews/carousel-parts/use-carousel.ts';

export interface CarouselFrameProps {
  carousel: ReturnType<typeof useCarousel>;
  className: string;
  label: string;
  slideCount: number;
  gap: number;
  /** Under the slides besides the dots: `fraction` ("2 / 7"), `progress` (a bar) or `none`. */
  pagination: CarouselPaginationView;
  style?: CSSProperties | undefined;
  /** The slides (CarouselSlide elements). */
  children: ReactNode;
}

/**
 * The WAI-ARIA carousel around a row of slides, on the review carousel's parts (Embla engine, arrows,
 * dots, the pause button, live region off while it rotates, keys): what the advanced slider, the
 * testimonial carousel and the carousel feed share. The counter and the progress bar repeat what the
 * slides' "N of M" names say, so they are hidden from assistive technology.
 */
export function CarouselFrame({
  carousel,
  className,
  label,
  slideCount,
  gap,
  pagination,
  style,
  children,
}: CarouselFrameProps) {
  const { hydrated, plan, shown, starts, stops, rootRef, engine, selected, autoplay, first, id } = carousel;
  const { canGoPrevious, canGoNext, visitorGoesTo, previous, next, slidesId, hasAutoplay } = carousel;
  return (
    <section
      ref={rootRef}
      className={`sw-carousel ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel-id={id}
      data-state={engine.motion}
      data-current-slide={first + 1}
      data-autoplay={autoplay.status}
      data-hydrated={hydrated ? 'true' : 'false'}
      data-animation={plan.fade ? 'fade' : 'slide'}
      data-arrows={plan.arrows ? 'yes' : 'no'}
      style={{ '--sw-carousel-gap': `${gap}px`, ...style } as CSSProperties}
      onKeyDown={(event) => onCarouselKeyDown(event, { previous, next })}
    >
      <SlideWidthStyle
        scope={id}
        base={plan.slidesToShow}
        breakpoints={plan.breakpoints}
        slideCount={slideCount}
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
            {children}
          </div>
        </div>
      </div>
      {(plan.dots || pagination !== 'none') && (
        <div className="sw-carousel__footer" data-slot="footer">
          {hydrated && plan.dots && stops > 1 && (
            <Dots
              starts={starts}
              shown={shown}
              slideCount={slideCount}
              selected={selected}
              onSelect={visitorGoesTo}
              controls={slidesId}
            />
          )}
          {pagination === 'fraction' && (
            <p className="sw-carousel__pagination" aria-hidden="true" data-slot="pagination">
              {paginationFraction(selected, stops)}
            </p>
          )}
          {pagination === 'progress' && (
            <div className="sw-carousel__progress" aria-hidden="true" data-slot="pagination-progress">
              <div
                className="sw-carousel__progress-bar"
                style={{ transform: `scaleX(${paginationProgress(selected, stops)})` }}
              />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
