import type { PageVars } from '@site-widgets/contract';
import { CAFE_NAME } from '../cafe-details.ts';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface CateringPageProps {
  pageVars: PageVars;
  /** The server-rendered catering request (the add-on form builder), if the stored form could be read. */
  formHtml?: string;
}

/** Catering (issue 17 items 5 and 8): a request for an event, built with the add-on form builder. */
export function CateringPage({ pageVars, formHtml }: CateringPageProps) {
  return (
    <Document
      title={`Catering for your event — ${CAFE_NAME}`}
      description="Ask us to cater your birthday, wedding or business lunch: pastries, sandwiches, soup and cakes, dropped off or served."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/catering" />
      <main id="main">
        <section className="page-intro" aria-labelledby="catering-title">
          <div className="container">
            <p className="eyebrow">Catering</p>
            <h1 id="catering-title">We bring the café to you</h1>
            <p>
              Tell us about your event in three short steps. A photo of the venue helps us plan the tables; we
              reply within two working days.
            </p>
            <p>
              In this demo each request is also sent as a signed webhook; see{' '}
              <a href="/demo/webhook-receiver">where this form's webhook goes</a>.
            </p>
          </div>
        </section>
        <section className="section section--tinted" aria-label="Catering request">
          <div className="container">
            {formHtml ? <WidgetSlot html={formHtml} /> : <p>The request form is not available just now.</p>}
          </div>
        </section>
      </main>
      <SiteFooter currentHref="/catering" />
    </Document>
  );
}
