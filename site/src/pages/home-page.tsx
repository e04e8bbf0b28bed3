import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
import { Hero } from '../sections/hero.tsx';
import { Visit } from '../sections/visit.tsx';
import { WhatWeServe } from '../sections/what-we-serve.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface HomePageProps {
  pageVars: PageVars;
  /** The review list, rendered by the server (see packages/widgets runtime/ssr). */
  reviewListHtml: string;
}

export function HomePage({ pageVars, reviewListHtml }: HomePageProps) {
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
      </main>
      <SiteFooter />
    </Document>
  );
}
