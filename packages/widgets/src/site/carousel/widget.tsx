import { siteCarouselAttributesSchema } from '@site-widgets/contract/site/site-attributes.ts';
import { safeUrl } from '@site-widgets/core/security/safe-url.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../shared/mount-view.tsx';
import { SiteCarousel, type SiteCarouselProps } from './SiteCarousel.tsx';
import { readCarouselImages, siteCarouselSettings } from './settings.ts';

const WIDGET = 'site-carousel';

/**
 * Hydrates the server-rendered carousel; on a plain page, builds it from the images of the element's
 * fallback markup (which stays as it is if it holds none).
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, siteCarouselAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<SiteCarouselProps>(element);
  if (server) return mountView(element, server, <SiteCarousel {...server.props} />);
  const images = readCarouselImages(element).filter((image) => safeUrl(image.src) !== null);
  if (images.length === 0) {
    console.error(`[site-widgets] ${WIDGET}: the element holds no images to show`);
    return undefined;
  }
  return mountView(
    element,
    undefined,
    <SiteCarousel settings={siteCarouselSettings(attributes)} images={images} />,
  );
}
