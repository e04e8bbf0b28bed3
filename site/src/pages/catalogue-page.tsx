import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface CataloguePageProps {
  pageVars: PageVars;
  /** The page's own address (/journal, /gallery, /shop), marked current in the navigation. */
  href: string;
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  /** The heading above the grid (an `h2`; the cards' titles are `h3`). */
  gridHeading: string;
  /** The grid, rendered by the server; undefined when the owner has not set it up. */
  gridHtml: string | undefined;
  /** A search box above the grid (the shop's product search, issue 11 item 6); default none. */
  searchHtml?: string;
  /** A link after the intro (the journal's to its topics page, issue 14 item 9); default none. */
  introLink?: { href: string; text: string };
  /** A page-builder popup after the main content (issue 14: the journal's special); default none. */
  popupHtml?: string;
}

/** The journal, the gallery and the shop (issue 11 item 8): an intro and the page's grid. */
export function CataloguePage(props: CataloguePageProps) {
  const headingId = `${props.href.slice(1)}-title`;
  return (
    <Document title={props.title} description={props.description} pageVars={props.pageVars}>
      <SiteHeader currentHref={props.href} />
      <main id="main">
        <section className="section page-intro" aria-labelledby={headingId}>
          <div className="container">
            <p className="eyebrow">{props.eyebrow}</p>
            <h1 id={headingId}>{props.heading}</h1>
            <p>{props.intro}</p>
            {props.introLink && (
              <p>
                <a href={props.introLink.href}>{props.introLink.text}</a>
              </p>
            )}
          </div>
        </section>
        <section className="section" aria-labelledby={`${headingId}-grid`}>
          <div className="container">
            <h2 id={`${headingId}-grid`}>{props.gridHeading}</h2>
            {props.searchHtml && <WidgetSlot className="catalogue-search" html={props.searchHtml} />}
            {props.gridHtml ? (
              <WidgetSlot html={props.gridHtml} />
            ) : (
              <p>Nothing to show here yet: this page's grid has not been set up.</p>
            )}
          </div>
        </section>
      </main>
      {props.popupHtml && <WidgetSlot html={props.popupHtml} />}
      <SiteFooter currentHref={props.href} />
    </Document>
  );
}
