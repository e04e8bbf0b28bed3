import type { CarouselSettings } from '@site-widgets/core/reviews/carousel-options.ts';
import { sanitiseSource } from '@site-widgets/core/security/url-sanitiser.ts';
import type { CSSProperties } from 'react';
import { Arrows } from '../../reviews/carousel-parts/Arrows.tsx';
import { CarouselHeader } from '../../reviews/carousel-parts/CarouselHeader.tsx';
import { CarouselSlide } from '../../reviews/carousel-parts/CarouselSlide.tsx';
import { onCarouselKeyDown } from '../../reviews/carousel-parts/carousel-keys.ts';
import { Dots } from '../../reviews/carousel-parts/Dots.tsx';
import { SlideWidthStyle } from '../../reviews/carousel-parts/SlideWidthStyle.tsx';
import { liveRegionPoliteness } from '../../reviews/carousel-parts/use-autoplay.ts';
import { useCarousel } from '../../reviews/carousel-parts/use-carousel.ts';

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
  const carousel = useCarousel(settings, count, (index) => images[index]?.src ?? '', instanceId);
  const { hydrated, plan, shown, starts, stops, rootRef, engine, selected, autoplay, first, visible, id } =
    carousel;
  const { canGoPrevious, canGoNext, visitorGoesTo, previous, next, slidesId, hasAutoplay } = carousel;
  const style = {
    '--sw-carousel-gap': `${settings.gap}px`,
    '--sw-image-width': `${settings.width}px`,
    '--sw-image-height': `${settings.height}px`,
  } as CSSProperties;

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
                    src={sanitiseSource(image.src)}
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
