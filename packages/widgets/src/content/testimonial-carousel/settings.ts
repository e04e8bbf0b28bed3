import type { TestimonialCarouselAttributes } from '@site-widgets/contract/content/slider-attributes.ts';
import { resolveCarouselSettings } from '@site-widgets/core/reviews/carousel-options.ts';
import { carouselSettingAttributes } from '@site-widgets/core/reviews/carousel-setting-attributes.ts';
import { textOf } from '../slider-parts/carousel-attributes.ts';
import type { Testimonial, TestimonialCarouselSettings } from './TestimonialCarousel.tsx';

export function testimonialCarouselSettings(
  given: Partial<TestimonialCarouselAttributes>,
): TestimonialCarouselSettings {
  const { label, ...carousel } = given;
  return { ...resolveCarouselSettings(carousel), label: label ?? 'Testimonials' };
}

export function testimonialCarouselAttributes(settings: TestimonialCarouselSettings): Record<string, string> {
  return { label: settings.label, ...carouselSettingAttributes(settings) };
}

/** On a plain page: each `<figure>` of the fallback (its blockquote, and its figcaption as the name). */
export function readTestimonials(element: HTMLElement): Testimonial[] {
  return [...element.querySelectorAll('figure')]
    .map((figure) => ({
      quote: textOf(figure.querySelector('blockquote')),
      name: textOf(figure.querySelector('figcaption')),
    }))
    .filter((testimonial) => testimonial.quote !== '' && testimonial.name !== '');
}
