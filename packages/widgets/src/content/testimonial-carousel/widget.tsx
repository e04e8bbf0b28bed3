import { testimonialCarouselAttributesSchema } from '@site-widgets/contract/content/slider-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { readTestimonials, testimonialCarouselSettings } from './settings.ts';
import { TestimonialCarousel, type TestimonialCarouselProps } from './TestimonialCarousel.tsx';

const WIDGET = 'testimonial-carousel';

/** Hydrates the server's carousel; on a plain page builds it from the element's `<figure>` quotes. */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, testimonialCarouselAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<TestimonialCarouselProps>(element);
  if (server) return mountView(element, server, <TestimonialCarousel {...server.props} />);
  const testimonials = readTestimonials(element);
  if (testimonials.length === 0) {
    console.error(`[site-widgets] ${WIDGET}: the element holds no quotes to show`);
    return undefined;
  }
  return mountView(
    element,
    undefined,
    <TestimonialCarousel settings={testimonialCarouselSettings(attributes)} testimonials={testimonials} />,
  );
}
