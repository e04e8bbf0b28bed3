import type { AdvancedSlide } from '@site-widgets/core/content/slide-data.ts';
import { CarouselSlide } from '../../reviews/carousel-parts/CarouselSlide.tsx';
import { useCarousel } from '../../reviews/carousel-parts/use-carousel.ts';
import { usePrefersReducedMotion } from '../../reviews/carousel-parts/use-media.ts';
import { CarouselFrame } from '../slider-parts/CarouselFrame.tsx';
import type { AdvancedSliderSettings } from './settings.ts';
import { VideoSlide } from './VideoSlide.tsx';

export interface AdvancedSliderProps {
  settings: AdvancedSliderSettings;
  slides: readonly AdvancedSlide[];
  /** A page-unique id for element ids and the slide-width style (the server sets one). */
  instanceId?: string | undefined;
}

/**
 * The advanced slider (issue 16 "Sliders"): slides with a picture, a title, text and a link, or a video
 * (a click-to-load facade, then a native video or the host's player), on the carousels' Embla engine,
 * pause button and WAI-ARIA carousel pattern; slides per view follow the slider breakpoints of spec
 * 001 §9. Nothing moves and no video autoplays under reduced motion.
 */
export function AdvancedSlider({ settings, slides, instanceId }: AdvancedSliderProps) {
  const count = slides.length;
  const carousel = useCarousel(settings, count, (index) => slides[index]?.image ?? '', instanceId);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <CarouselFrame
      carousel={carousel}
      className="sw-advanced-slider"
      label={settings.label}
      slideCount={count}
      gap={settings.gap}
      pagination={settings.pagination}
    >
      {slides.map((slide, index) => {
        const visible = carousel.visible.has(index);
        return (
          <CarouselSlide
            // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id and never reorder
            key={index}
            index={index}
            total={count}
            visible={visible}
            className="sw-carousel__slide sw-advanced-slide"
          >
            {slide.video ? (
              <VideoSlide
                source={slide.video}
                title={slide.title}
                poster={slide.poster}
                width={settings.videoWidth}
                height={settings.videoHeight}
                active={visible}
                autoplay={settings.videoAutoplay && !reducedMotion}
                hydrated={carousel.hydrated}
              />
            ) : (
              slide.image && (
                <img
                  className="sw-advanced-slide__image"
                  src={slide.image}
                  alt={slide.imageAlt}
                  width={settings.videoWidth}
                  height={settings.videoHeight}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  draggable={false}
                />
              )
            )}
            {(slide.title || slide.text || slide.link) && (
              <div className="sw-advanced-slide__text" data-slot="caption">
                {slide.title && <h2 className="sw-advanced-slide__title">{slide.title}</h2>}
                {slide.text && <p>{slide.text}</p>}
                {slide.link && (
                  <a className="sw-advanced-slide__link" href={slide.link.href}>
                    {slide.link.label}
                  </a>
                )}
              </div>
            )}
          </CarouselSlide>
        );
      })}
    </CarouselFrame>
  );
}
