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
}

/**
 * A strip of logos that scrolls sideways when it does not fit. Each image carries its size and lazy
 * loading in the markup, so its box is reserved before it arrives; the site-images widget applies the
 * same to images a site owner's own markup leaves without them.
 */
export function ImageStrip({ id, eyebrow, title, images, width, height }: ImageStripProps) {
  return (
    <div className="section section--compact strip-section">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={`${id}-title`} className="strip-section__title">
          {title}
        </h2>
        {/* A labelled, focusable region: keyboard users can scroll it when it overflows. */}
        <section
          className="image-strip"
          data-widget="site-images"
          data-width={String(width)}
          data-height={String(height)}
          aria-labelledby={`${id}-title`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
        >
          <ul className="image-strip__list">
            {images.map((image) => (
              <li key={image.src} className="image-strip__item">
                <img
                  src={image.src}
                  alt={image.alt}
                  width={width}
                  height={height}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
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
