import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
import { newsletterPopupHtml } from '../sections/demo-popups.tsx';
import { Hero } from '../sections/hero.tsx';
import { ImageStrip, PRESS, SUPPLIERS } from '../sections/image-strip.tsx';
import { Visit } from '../sections/visit.tsx';
import { WhatWeServe } from '../sections/what-we-serve.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface HomePageProps {
  pageVars: PageVars;
  /** The review list, rendered by the server (see packages/widgets runtime/ssr). */
  reviewListHtml: string;
  /** Issue 17 item 4: the stored social feeds, rendered by the server (below the fold). */
  feedsHtml?: readonly string[] | undefined;
  /** Issue 17 item 4: the Facebook box behind its consent placeholder. */
  facebookHtml?: string | undefined;
}

export function HomePage({ pageVars, reviewListHtml, feedsHtml = [], facebookHtml }: HomePageProps) {
  return (
    <Document
      title="Harbour & Hearth Café — reviews from our guests"
      description="A harbour-side café. Read what our guests say."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/" />
      <main id="main">
        <Hero />
        {/* Reviews come straight after the hero: they are what this page is about, and the loader
            only mounts a widget once it nears the viewport. */}
        <section id="reviews" className="section reviews-section">
          <div className="container">
            <p className="eyebrow">Guest book</p>
            {/* The widget brings its own h2, "What our guests say". */}
            <WidgetSlot html={reviewListHtml} />
          </div>
        </section>
        <WhatWeServe />
        <Visit />
        {/* Issue 17 item 4: below the fold, so their code loads only as the visitor comes near. */}
        {feedsHtml.length > 0 || facebookHtml ? (
          <section
            id="social"
            className="section social-section section--deferred"
            aria-labelledby="social-heading"
          >
            <div className="container">
              <p className="eyebrow">Social</p>
              <h2 id="social-heading">From the harbour, online</h2>
              {feedsHtml.map((html) => (
                <WidgetSlot key={html.slice(0, 80)} html={html} />
              ))}
              {facebookHtml ? <WidgetSlot html={facebookHtml} /> : null}
            </div>
          </section>
        ) : null}
        {/* spec 000 §2: the first image carousel's images at 80×80, the second's at 164×90, lazy. */}
        <ImageStrip
          id="suppliers"
          eyebrow="Local suppliers"
          title="Made with Hampshire produce"
          images={SUPPLIERS}
          width={80}
          height={80}
          label="Supplier logos"
          carousel={{
            slidesToShow: 4,
            autoplay: true,
            breakpoints: [
              { width: 992, slides: 3, direction: 'max' },
              { width: 600, slides: 2, direction: 'max' },
            ],
          }}
        />
        <ImageStrip
          id="press"
          eyebrow="In the press"
          title="As featured in"
          images={PRESS}
          width={164}
          height={90}
          label="Press logos"
          carousel={{
            slidesToShow: 4,
            autoplay: true,
            autoplaySpeed: 4000,
            navigation: 'arrows',
            pagination: 'fraction',
            breakpoints: [
              { width: 992, slides: 3, direction: 'max' },
              { width: 600, slides: 1, direction: 'max' },
            ],
          }}
        />
      </main>
      {/* Issue 14 item 9: the newsletter popup on exit intent, at most once a week. */}
      <WidgetSlot html={newsletterPopupHtml()} />
      <SiteFooter currentHref="/" deferred />
    </Document>
  );
}
