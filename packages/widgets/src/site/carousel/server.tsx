import { renderWidget } from '../../runtime/ssr.tsx';
import { SiteCarousel, type SiteCarouselProps } from './SiteCarousel.tsx';
import { siteCarouselAttributes } from './settings.ts';

let rendered = 0;

/**
 * The image carousel as the server puts it into a page: its images already in the markup with their
 * boxes reserved, so the row shows (and reads) before and without JavaScript.
 */
export function renderSiteCarouselWidget(props: SiteCarouselProps): string {
  rendered += 1;
  const withId: SiteCarouselProps = {
    ...props,
    instanceId: props.instanceId ?? `sw-site-carousel-${rendered}`,
  };
  return renderWidget(
    'site-carousel',
    siteCarouselAttributes(props.settings),
    <SiteCarousel {...withId} />,
    withId,
  );
}
