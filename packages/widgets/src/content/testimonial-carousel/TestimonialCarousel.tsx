import type { CarouselSettings } from '@site-widgets/core/reviews/carousel-options.ts';
import { CarouselSlide } from '../../reviews/carousel-parts/CarouselSlide.tsx';
import { useCarousel } from '../../reviews/carousel-parts/use-carousel.ts';
import { CarouselFrame } from '../slider-parts/CarouselFrame.tsx';

export interface Testimonial {
  quote: string;
  name: string;
  /** Who they are ("Regular since 2009"); optional. */
  role?: string | undefined;
}

export interface TestimonialCarouselSettings extends CarouselSettings {
  /** The carousel's accessible name; default `Testimonials`. */
  label: string;
}

export interface TestimonialCarouselProps {
  settings: TestimonialCarouselSettings;
  testimonials: readonly Testimonial[];
  instanceId?: string | undefined;
}

/**
 * The testimonial carousel (issue 16): each quote with its author as a figure, on the carousels' Embla
 * engine and WAI-ARIA carousel pattern, with the pause button when it autoplays. Text is rendered as text.
 */
export function TestimonialCarousel({ settings, testimonials, instanceId }: TestimonialCarouselProps) {
  const count = testimonials.length;
  const carousel = useCarousel(settings, count, () => '', instanceId);
  return (
    <CarouselFrame
      carousel={carousel}
      className="sw-testimonial-carousel"
      label={settings.label}
      slideCount={count}
      gap={settings.gap}
      pagination={settings.pagination}
    >
      {testimonials.map((testimonial, index) => (
        <CarouselSlide
          // biome-ignore lint/suspicious/noArrayIndexKey: testimonials have no id and never reorder
          key={index}
          index={index}
          total={count}
          visible={carousel.visible.has(index)}
          className="sw-carousel__slide sw-testimonial"
        >
          <figure className="sw-testimonial__figure">
            <blockquote className="sw-testimonial__quote">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="sw-testimonial__author">
              <span className="sw-testimonial__name">{testimonial.name}</span>
              {testimonial.role && <span className="sw-testimonial__role">{testimonial.role}</span>}
            </figcaption>
          </figure>
        </CarouselSlide>
      ))}
    </CarouselFrame>
  );
}
