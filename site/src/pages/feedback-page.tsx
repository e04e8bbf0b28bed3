import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface FeedbackPageProps {
  pageVars: PageVars;
  /** The review form that opens by itself, once per session. */
  popupFormHtml: string;
  /** The pop-up float that cycles through reviews. */
  reviewFloatHtml: string;
}

/** A page with the automatic pop-up review form and a pop-up float of reviews (issue 4). */
export function FeedbackPage({ pageVars, popupFormHtml, reviewFloatHtml }: FeedbackPageProps) {
  return (
    <Document
      title="Feedback — Harbour & Hearth Café"
      description="How are we doing? Tell us in a few words."
      pageVars={pageVars}
    >
      <SiteHeader />
      <main id="main">
        <section className="page-intro" aria-labelledby="feedback-title">
          <div className="container">
            <p className="eyebrow">Feedback</p>
            <h1 id="feedback-title">How are we doing?</h1>
            <p>
              Stay a moment and a short form will ask how this page could be better. Meanwhile, the reviews at
              the corner of the screen are what other guests wrote.
            </p>
            <p>
              Prefer to write at length? <a href="/write-a-review">Write a full review</a>.
            </p>
          </div>
        </section>
        <WidgetSlot html={popupFormHtml} />
        <WidgetSlot html={reviewFloatHtml} />
      </main>
      <SiteFooter />
    </Document>
  );
}
