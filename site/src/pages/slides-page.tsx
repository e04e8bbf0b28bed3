import type { PageVars } from '@site-widgets/contract';
import { slideFromAttributes } from '@site-widgets/core/content/slide-data.ts';
import { renderAdvancedSliderWidget } from '@site-widgets/widgets/content/advanced-slider/server.tsx';
import { advancedSliderSettings } from '@site-widgets/widgets/content/advanced-slider/settings.ts';
import { renderFlipCarouselWidget } from '@site-widgets/widgets/content/flip-carousel/server.tsx';
import { flipCarouselSettings } from '@site-widgets/widgets/content/flip-carousel/settings.ts';
import { renderImageGalleryWidget } from '@site-widgets/widgets/content/image-gallery/server.tsx';
import { renderTestimonialCarouselWidget } from '@site-widgets/widgets/content/testimonial-carousel/server.tsx';
import { testimonialCarouselSettings } from '@site-widgets/widgets/content/testimonial-carousel/settings.ts';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface SlidesPageProps {
  pageVars: PageVars;
}

/** The slider's slides as an owner writes them (data attributes), checked by the same rule as a plain page's. */
const SLIDE_ATTRIBUTES = [
  {
    title: 'A morning on the quay',
    text: 'The boats come in at six; the first loaves come out at seven. Press play to watch.',
    video: '/site/video/harbour-morning.webm',
    poster: '/site/images/harbour.svg',
  },
  {
    title: 'Coffee roasted two streets away',
    text: 'Our house blend comes from Solent Roasting Co., a few minutes’ walk from the counter.',
    image: '/site/images/coffee.svg',
    imageAlt: 'A cup of coffee on a saucer.',
    linkHref: '/shop',
    linkLabel: 'Buy the beans',
  },
  {
    title: 'Cakes baked every morning',
    text: 'Scones on Sundays, lemon drizzle every day, and a sponge for whoever has a birthday.',
    image: '/site/images/cake.svg',
    imageAlt: 'A slice of cake on a plate.',
    linkHref: '/journal',
    linkLabel: 'Read the journal',
  },
  {
    title: 'The crab sandwich',
    text: 'Kate’s sandwich sells out most Saturdays: come before one.',
    image: '/site/images/sandwich.svg',
    imageAlt: 'A crab sandwich on a plate.',
  },
];

const SLIDES = SLIDE_ATTRIBUTES.flatMap((attributes) => {
  const outcome = slideFromAttributes(attributes);
  return outcome.ok ? [outcome.slide] : [];
});

const TESTIMONIALS = [
  {
    quote: 'The best crab sandwich on the south coast, and the coffee to go with it.',
    name: 'Priya N.',
    role: 'Regular since 2016',
  },
  {
    quote: 'They remembered my order after one visit. The scones are worth the queue.',
    name: 'Tom W.',
    role: 'Walks the harbour wall daily',
  },
  {
    quote: 'A warm table, a blanket on the terrace and a bowl of water for the dog.',
    name: 'Alison and Biscuit',
    role: 'Sunday visitors',
  },
  {
    quote: 'We held our wedding breakfast here. Nothing was too much trouble.',
    name: 'Marcus and Leah',
    role: 'Married in 2024',
  },
  {
    quote: 'Strong, sweet espresso and no fuss. Exactly what a fisherman needs at six.',
    name: 'Dave R.',
    role: 'Skipper of the Mary Rose II',
  },
];

const PICTURES = [
  { src: '/site/images/gallery/terrace.svg', alt: 'The terrace on a summer morning', caption: 'The terrace' },
  {
    src: '/site/images/gallery/counter.svg',
    alt: 'The cake counter and the coffee machine',
    caption: 'The counter',
  },
  { src: '/site/images/gallery/window-seat.svg', alt: 'The window seat at dusk', caption: 'The window seat' },
  {
    src: '/site/images/gallery/harbour-dawn.svg',
    alt: 'The harbour at dawn',
    caption: 'The harbour at dawn',
  },
  { src: '/site/images/harbour.svg', alt: 'The café on the quay', caption: 'The quay' },
];

/**
 * `/slides` (issue 16 "Sliders"): the advanced slider with a video slide (a local webm behind a
 * click-to-load facade), the testimonial and flip carousels, and the image gallery with the lightbox.
 */
export function SlidesPage({ pageVars }: SlidesPageProps) {
  const slider = renderAdvancedSliderWidget({
    settings: advancedSliderSettings({
      label: 'Life at the café',
      columns: { desktop: 1 },
      pagination: 'fraction',
      loop: false,
    }),
    slides: SLIDES,
  });
  const testimonials = renderTestimonialCarouselWidget({
    settings: testimonialCarouselSettings({
      label: 'What our guests say',
      autoplay: true,
      autoplaySpeed: 6000,
    }),
    testimonials: TESTIMONIALS,
  });
  const flip = renderFlipCarouselWidget({
    settings: flipCarouselSettings({ label: 'Around the café', playOnScroll: true }),
    pictures: PICTURES.map((picture) => ({ ...picture, width: 1200, height: 800, caption: picture.caption })),
  });
  const gallery = renderImageGalleryWidget({
    label: 'Photographs of the café',
    columns: 3,
    pictures: PICTURES.map((picture) => ({
      src: picture.src,
      full: picture.src,
      alt: picture.alt,
      width: 1200,
      height: 800,
      caption: picture.caption,
    })),
  });
  return (
    <Document
      title="Slides — Harbour & Hearth Café"
      description="Life at the café in slides, what our guests say, and photographs of the café."
      pageVars={pageVars}
      canonical="/slides"
    >
      <SiteHeader currentHref="/slides" />
      <main id="main">
        <section className="section" aria-labelledby="slides-title">
          <div className="container">
            <p className="eyebrow">Life at the café</p>
            <h1 id="slides-title">Slides and galleries</h1>
            <WidgetSlot html={slider} />
          </div>
        </section>
        <section className="section section--tinted" aria-labelledby="testimonials-title">
          <div className="container">
            <h2 id="testimonials-title">In our guests’ words</h2>
            <WidgetSlot html={testimonials} />
          </div>
        </section>
        <section className="section" aria-labelledby="flip-title">
          <div className="container">
            <h2 id="flip-title">Corners of the café</h2>
            <WidgetSlot html={flip} />
          </div>
        </section>
        <section className="section section--tinted" aria-labelledby="photos-title">
          <div className="container">
            <h2 id="photos-title">Photographs to browse</h2>
            <WidgetSlot html={gallery} />
          </div>
        </section>
      </main>
      <SiteFooter currentHref="/slides" />
    </Document>
  );
}
