import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface ExplorePageProps {
  pageVars: PageVars;
  /** The widgets as the server rendered them. */
  menuHtml: string;
  journalTopicsHtml: string;
  shopCategoriesHtml: string;
  codeHtml: string;
  contactButtonsHtml: string;
  floatingBarHtml: string;
  progressTrackerHtml: string;
}

/**
 * `/explore` (issue 16, T7): the add-on navigation menu (with a mega-menu item), the journal's and the
 * shop's taxonomy lists with counts, a coloured "embed our widgets" snippet, contact buttons, a
 * floating bar and a reading-progress bar.
 */
export function ExplorePage(props: ExplorePageProps) {
  return (
    <Document
      title="Menus and page tools — Harbour & Hearth Café"
      description="Find your way around the café's site: our menu, journal topics and shop categories, and how to put our widgets on your own page."
      pageVars={props.pageVars}
    >
      <SiteHeader currentHref="/explore" />
      <main id="main" className="explore">
        <WidgetSlot html={props.progressTrackerHtml} />
        <section className="page-intro" aria-labelledby="explore-title">
          <div className="container">
            <p className="eyebrow">Explore</p>
            <h1 id="explore-title">Find your way around</h1>
            <p>
              Our menu, the journal's topics and the shop's shelves, and how to put our widgets on your page.
            </p>
          </div>
        </section>
        <section className="section" aria-labelledby="explore-menu-title">
          <div className="container">
            <h2 id="explore-menu-title">Browse the café</h2>
            <WidgetSlot className="explore__menu" html={props.menuHtml} />
          </div>
        </section>
        <section className="section" aria-labelledby="explore-lists-title">
          <div className="container">
            <h2 id="explore-lists-title">Topics and shelves</h2>
            <div className="explore__lists">
              <div>
                <h3>Journal topics</h3>
                <WidgetSlot html={props.journalTopicsHtml} />
              </div>
              <div>
                <h3>Shop categories</h3>
                <WidgetSlot html={props.shopCategoriesHtml} />
              </div>
            </div>
          </div>
        </section>
        <section className="section" aria-labelledby="explore-embed-title">
          <div className="container">
            <h2 id="explore-embed-title">Embed our widgets</h2>
            <p>
              Put our reviews on your own page: add the loader once, then place a widget with its data
              attributes.
            </p>
            <WidgetSlot html={props.codeHtml} />
          </div>
        </section>
      </main>
      <SiteFooter currentHref="/explore" />
      <WidgetSlot html={props.contactButtonsHtml} />
      <WidgetSlot html={props.floatingBarHtml} />
    </Document>
  );
}
