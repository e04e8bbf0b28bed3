import { renderWidget } from '../../runtime/ssr.tsx';
import { testimonialCarouselAttributes } from './settings.ts';
import { TestimonialCarousel, type TestimonialCarouselProps } from './TestimonialCarousel.tsx';

let rendered = 0;

/** The testimonial carousel as the server puts it into a page: every quote already in the markup. */
export function renderTestimonialCarouselWidget(props: TestimonialCarouselProps): string {
  rendered += 1;
  const withId = { ...props, instanceId: props.instanceId ?? `sw-testimonials-${rendered}` };
  return renderWidget(
    'testimonial-carousel',
    testimonialCarouselAttributes(props.settings),
    <TestimonialCarousel {...withId} />,
    withId,
  );
}
