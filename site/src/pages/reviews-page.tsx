import type { PageVars } from '@site-widgets/contract';
import { WidgetDemo, type WidgetDemoProps } from '../components/widget-demo.tsx';
import { Document } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface ReviewsPageProps {
  pageVars: PageVars;
  demos: WidgetDemoProps[];
}

/** Every review display with realistic content, each next to the snippet that places it (issue 3). */
export function ReviewsPage({ pageVars, demos }: ReviewsPageProps) {
  return (
    <Document
      title="Reviews — Harbour & Hearth Café"
      description="Every way to show our guests' reviews: list, filters, pages, masonry, slider and carousel."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/reviews" />
      <main id="main">
        <section className="section page-intro">
          <div className="container">
            <p className="eyebrow">Guest book</p>
            <h1>Every way to show a review</h1>
            <p>
              Each display below is the real widget with our guests' reviews. Open “The snippet” to see the
              HTML that places it.
            </p>
            <nav aria-label="Displays on this page">
              <ul className="page-intro__links">
                {demos.map((demo) => (
                  <li key={demo.id}>
                    <a className="page-intro__link" href={`#${demo.id}`}>
                      {demo.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </section>
        {demos.map((demo) => (
          <WidgetDemo key={demo.id} {...demo} />
        ))}
      </main>
      <SiteFooter currentHref="/reviews" deferred />
    </Document>
  );
}
