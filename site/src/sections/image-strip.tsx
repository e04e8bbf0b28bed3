import type { SiteCarouselSettings } from '@site-widgets/widgets/site/carousel/SiteCarousel.tsx';
import { renderSiteCarouselWidget } from '@site-widgets/widgets/site/carousel/server.tsx';
import { siteCarouselSettingsWith } from '@site-widgets/widgets/site/carousel/settings.ts';
import { WidgetSlot } from '../document.tsx';

export interface StripImage {
  src: string;
  alt: string;
}

export interface ImageStripProps {
  id: string;
  eyebrow: string;
  title: string;
  images: readonly StripImage[];
  /** Every image's size in px (spec 000 §2: 80×80 for the first carousel, 164×90 for the second). */
  width: number;
  height: number;
  /** The carousel's name, beside the section's heading. */
  label: string;
  /** Site-carousel settings (spec 000 §3) other than the defaults of §9. */
  carousel?: Partial<Omit<SiteCarouselSettings, 'width' | 'height' | 'label'>>;
}

/**
 * An image carousel of the site (spec 000 §2 "image carousels"): the site-carousel widget, rendered by
 * the server with every image's box reserved and lazy, so the row shows before and without JavaScript.
 * The site-images widget around it applies the same size and lazy loading to a site owner's own markup.
 */
export function ImageStrip({ id, eyebrow, title, images, width, height, label, carousel }: ImageStripProps) {
  const settings = siteCarouselSettingsWith(carousel ?? {}, { width, height, label });
  return (
    <div className="section section--compact strip-section section--deferred">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={`${id}-title`} className="strip-section__title">
          {title}
        </h2>
        <section
          className="image-strip"
          data-widget="site-images"
          data-width={String(width)}
          data-height={String(height)}
          aria-labelledby={`${id}-title`}
        >
          <WidgetSlot html={renderSiteCarouselWidget({ settings, images })} />
        </section>
      </div>
    </div>
  );
}

export const SUPPLIERS: readonly StripImage[] = [
  { src: '/site/images/partners/roastery.svg', alt: 'Solent Roasting Co.' },
  { src: '/site/images/partners/dairy.svg', alt: 'Meon Valley Dairy' },
  { src: '/site/images/partners/bakery.svg', alt: 'Southsea Sourdough' },
  { src: '/site/images/partners/fishmonger.svg', alt: 'Camber Dock Fish' },
  { src: '/site/images/partners/orchard.svg', alt: 'Hambledon Orchard' },
  { src: '/site/images/partners/tea.svg', alt: 'Tidewater Tea' },
];

export const PRESS: readonly StripImage[] = [
  { src: '/site/images/press/portsmouth-post.svg', alt: 'The Portsmouth Post' },
  { src: '/site/images/press/south-coast-eats.svg', alt: 'South Coast Eats' },
  { src: '/site/images/press/hampshire-life.svg', alt: 'Hampshire Life magazine' },
  { src: '/site/images/press/coast-guide.svg', alt: 'The Coast Guide' },
  { src: '/site/images/press/cafe-awards.svg', alt: 'Independent Café Awards 2025' },
];
