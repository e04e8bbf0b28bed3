import type { PageVars } from '@site-widgets/contract';
import { CAFE_ADDRESS, CAFE_NAME, OPENING_HOURS } from '../cafe-details.ts';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface VisitPageProps {
  pageVars: PageVars;
  /** The server-rendered map widget (its picture and list of places), if the record could be read. */
  mapHtml?: string;
}

/** Visit us (issue 17 item 2): the café and its suppliers on a map, with the address as text. */
export function VisitPage({ pageVars, mapHtml }: VisitPageProps) {
  return (
    <Document
      title={`Visit us and our suppliers — ${CAFE_NAME}`}
      description="Where to find the café in Old Portsmouth, and the bakers, roasters and fishermen who supply us."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/visit" />
      <main id="main">
        <section className="page-intro" aria-labelledby="visit-title">
          <div className="container">
            <p className="eyebrow">Visit</p>
            <h1 id="visit-title">Find us and our suppliers</h1>
            <p>
              We are on the Camber in Old Portsmouth, a few streets from the people who bake, roast and land
              what we serve. Zoom in to see each of them.
            </p>
          </div>
        </section>
        <section className="section" aria-labelledby="address-title">
          <div className="container visit-address">
            <h2 id="address-title">Our address</h2>
            <address>
              {CAFE_NAME}
              {CAFE_ADDRESS.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </address>
            <ul className="visit-hours">
              {OPENING_HOURS.map((entry) => (
                <li key={entry.days}>
                  {entry.days}: {entry.hours}
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section className="section section--tinted" aria-labelledby="map-title">
          <div className="container">
            <h2 id="map-title">On the map</h2>
            {mapHtml ? <WidgetSlot html={mapHtml} /> : <p>The map is not available just now.</p>}
          </div>
        </section>
      </main>
      <SiteFooter currentHref="/visit" />
    </Document>
  );
}
