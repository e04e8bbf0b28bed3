import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface BadgeDemo {
  id: string;
  title: string;
  description: string;
  /** The badge as the server rendered it. */
  html: string;
}

export interface WriteAReviewPageProps {
  pageVars: PageVars;
  /** The inline review form, rendered by the server. */
  inlineFormHtml: string;
  /** A second form behind a button, in a modal dialog. */
  modalFormHtml: string;
  /** In-page badges, one per click action. */
  badges: BadgeDemo[];
  /** The floating badge that slides in at a corner. */
  floatingBadgeHtml: string;
}

/** The write-a-review page (issue 4): the visitor's review form inline and in a modal, and review badges. */
export function WriteAReviewPage({
  pageVars,
  inlineFormHtml,
  modalFormHtml,
  badges,
  floatingBadgeHtml,
}: WriteAReviewPageProps) {
  return (
    <Document
      title="Write a review — Harbour & Hearth Café"
      description="Tell us about your visit: a few words, a rating and, if you like, a photo."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/write-a-review" />
      <main id="main">
        <section className="page-intro" aria-labelledby="write-title">
          <div className="container">
            <p className="eyebrow">Guest book</p>
            <h1 id="write-title">Write a review</h1>
            <p>
              Tell us about your visit. We read every review before it goes on the site, usually within a day.
              Your e-mail address stays with us.
            </p>
          </div>
        </section>
        <section className="section" aria-label="Review form">
          <div className="container">
            <WidgetSlot html={inlineFormHtml} />
          </div>
        </section>
        <section className="section section--tinted" aria-labelledby="quick-title">
          <div className="container">
            <h2 id="quick-title">Short on time?</h2>
            <p className="section__lede">Leave a line or two about this page instead; no rating needed.</p>
            <WidgetSlot html={modalFormHtml} />
          </div>
        </section>
        <section className="section" aria-labelledby="badges-title">
          <div className="container">
            <h2 id="badges-title">Review badges</h2>
            <p className="section__lede">
              Our average rating, as a badge. Each one does something different when you click it.
            </p>
            <ul className="dish-cards">
              {badges.map((badge) => (
                <li key={badge.id} className="dish-card" id={badge.id}>
                  <div className="dish-card__body">
                    <h3>{badge.title}</h3>
                    <p>{badge.description}</p>
                    <WidgetSlot html={badge.html} />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
        {/* Fixed at a corner; it slides in by itself. */}
        <WidgetSlot html={floatingBadgeHtml} />
      </main>
      <SiteFooter />
    </Document>
  );
}
