import type { ReviewView } from '@site-widgets/contract/reviews/review.ts';
import type { CarouselSettings } from '@site-widgets/core/reviews/carousel-options.ts';
import type { CSSProperties } from 'react';
import { Arrows } from '../carousel-parts/Arrows.tsx';
import { CarouselHeader } from '../carousel-parts/CarouselHeader.tsx';
import { CarouselSlide } from '../carousel-parts/CarouselSlide.tsx';
import { onCarouselKeyDown } from '../carousel-parts/carousel-keys.ts';
import { Dots } from '../carousel-parts/Dots.tsx';
import { SlideWidthStyle } from '../carousel-parts/SlideWidthStyle.tsx';
import { liveRegionPoliteness } from '../carousel-parts/use-autoplay.ts';
import { useCarousel } from '../carousel-parts/use-carousel.ts';
import { ReviewCard } from '../review-card/ReviewCard.tsx';
import type { ReadMoreMode } from '../review-card/ReviewText.tsx';

export interface ReviewCarouselSettings extends CarouselSettings {
  templateId: number;
  heading?: string;
  /** How long review texts open; default inline. */
  readMore?: ReadMoreMode;
}

export interface ReviewCarouselProps {
  settings: ReviewCarouselSettings;
  /** The reviews it holds, as the server rendered them. */
  initial: { reviews: ReviewView[] };
  /**
   * A page-unique id for its element ids and its slide-width style. The server sets one, because
   * `useId` repeats across separately rendered widgets; a browser-only render can leave it out.
   */
  instanceId?: string;
}

/**
 * The review carousel (spec 000 §3 carousel settings, §4, §5, §9) as the WAI-ARIA carousel pattern:
 * a named region of "N of M" slides, previous/next and dot buttons, a pause button when it autoplays.
 * Slide widths come from CSS (`--sw-slides` per breakpoint); Embla moves them.
 */
export function ReviewCarousel({ settings, initial, instanceId }: ReviewCarouselProps) {
  const { reviews } = initial;
  const count = reviews.length;
  const carousel = useCarousel(settings, count, (index) => reviews[index]?.avatarUrl ?? '', instanceId);
  const { hydrated, plan, shown, starts, stops, rootRef, engine, selected, autoplay, first, visible, id } =
    carousel;
  const { canGoPrevious, canGoNext, visitorGoesTo, previous, next, slidesId, hasAutoplay } = carousel;
  const headingId = `${id}-heading`;
  const style = { '--sw-carousel-gap': `${settings.gap}px` } as CSSProperties;

  return (
    <section
      ref={rootRef}
      className="sw-carousel sw-review-carousel"
      aria-roledescription="carousel"
      aria-labelledby={settings.heading ? headingId : undefined}
      aria-label={settings.heading ? undefined : 'Customer reviews'}
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
        heading={settings.heading}
        headingId={headingId}
        autoplays={Boolean(hasAutoplay)}
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
            {reviews.map((review, index) => (
              <CarouselSlide
                key={review.id}
                index={index}
                total={count}
                visible={visible.has(index)}
                className="sw-carousel__slide"
              >
                <ReviewCard review={review} readMore={settings.readMore} />
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
