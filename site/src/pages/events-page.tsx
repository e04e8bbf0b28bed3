import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

/** The widgets of /events as the server rendered them (issue 16, task T5). */
export interface EventsPageProps {
  pageVars: PageVars;
  readingProgressHtml: string;
  headlineHtml: string;
  countdownHtml: string[];
  animatedTextHtml: string;
  counterHtml: string[];
  tickerHtml: string;
  playlistHtml: string;
  /** An autoplaying Lottie and one following the scroll. */
  lottieHtml: string[];
}

/**
 * "Events" (issue 16): countdowns to the next tasting and to the early-bird offer, the café's numbers,
 * an animated headline and text, a ticker of news, the café's films and a steaming cup (Lottie).
 */
export function EventsPage(props: EventsPageProps) {
  return (
    <Document
      title="Events — Harbour & Hearth Café"
      description="Friday tastings, the early-bird offer, the café in numbers and films from the quay."
      pageVars={props.pageVars}
    >
      <WidgetSlot html={props.readingProgressHtml} />
      <SiteHeader currentHref="/events" />
      <main id="main">
        <section className="page-intro" aria-labelledby="events-title">
          <div className="container">
            <p className="eyebrow">Events</p>
            <h1 id="events-title">Tastings, films and a full house</h1>
            <p>
              Every Friday at six we open a new bag from Solent Roasting Co. and pour it for whoever comes in.
            </p>
          </div>
        </section>
        <section className="section" aria-labelledby="events-tasting-title">
          <div className="container events-grid">
            <div className="events-card">
              <h2 id="events-tasting-title">The next Friday tasting</h2>
              <WidgetSlot html={props.countdownHtml[0] ?? ''} />
            </div>
            <div className="events-card">
              <h2>Early-bird offer</h2>
              <p>Book a seat before the timer ends and your first cup is on us.</p>
              <WidgetSlot html={props.countdownHtml[1] ?? ''} />
              <template id="early-bird-code">
                <p className="events-code">
                  Say <strong>HARBOUR10</strong> at the counter for 10% off.
                </p>
              </template>
            </div>
          </div>
        </section>
        <section className="section section--tinted" aria-label="What is on">
          <div className="container">
            <WidgetSlot html={props.animatedTextHtml} />
            <WidgetSlot html={props.tickerHtml} />
          </div>
        </section>
        <section className="section" aria-labelledby="events-numbers-title">
          <div className="container">
            <h2 id="events-numbers-title">The café in numbers</h2>
            <div className="events-numbers">
              {props.counterHtml.map((html) => (
                <WidgetSlot key={html.slice(0, 200)} html={html} />
              ))}
            </div>
          </div>
        </section>
        <section className="section" aria-label="Films from the quay">
          <div className="container events-films">
            <WidgetSlot html={props.headlineHtml} />
            <WidgetSlot html={props.playlistHtml} />
          </div>
        </section>
        <section className="section section--tinted" aria-labelledby="events-cup-title">
          <div className="container events-cup">
            <h2 id="events-cup-title">A fresh pot, all day</h2>
            <div className="events-cup__players">
              {props.lottieHtml.map((html) => (
                <WidgetSlot key={html.slice(0, 200)} html={html} />
              ))}
            </div>
          </div>
        </section>
      </main>
      <SiteFooter currentHref="/events" />
    </Document>
  );
}
