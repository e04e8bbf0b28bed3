import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
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
      <SiteHeader />
      <main id="main">
        <section className="hero">
          <h1>Coffee, cake and a view of the boats</h1>
          <p>Family-run since 1998, on the quay in Portsmouth.</p>
        </section>
        <section id="reviews" className="reviews-section">
          <WidgetSlot html={reviewListHtml} />
        </section>
      </main>
      <SiteFooter />
    </Document>
  );
}
