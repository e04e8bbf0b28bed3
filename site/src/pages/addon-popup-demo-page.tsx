import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface AddonPopupDemoPageProps {
  pageVars: PageVars;
  /** The chosen popup's server markup. */
  popupHtml: string;
}

/**
 * `/addon-popup-demo?popup={id}` (issue 17 item 7): one add-on popup, a custom trigger button and a page
 * tall enough to scroll, with the menu section the element-scroll popup waits for.
 */
export function AddonPopupDemoPage({ pageVars, popupHtml }: AddonPopupDemoPageProps) {
  return (
    <Document
      title="Add-on popups — Harbour & Hearth Café"
      description="The café's add-on popups, one at a time."
      pageVars={pageVars}
    >
      <SiteHeader />
      <main id="main">
        <section className="section page-intro" aria-labelledby="addon-popup-demo-title">
          <div className="container">
            <p className="eyebrow">Add-on popups</p>
            <h1 id="addon-popup-demo-title">An add-on popup and its trigger</h1>
            <p>
              <button type="button" className="button demo-open-offer">
                See this week’s offer
              </button>
            </p>
          </div>
        </section>
        {['The quay', 'The kitchen', 'The roastery', 'The terrace'].map((heading) => (
          <section key={heading} className="section" style={{ minHeight: '90vh' }}>
            <div className="container">
              <h2>{heading}</h2>
              <p>Morning light on the water, bread from the oven at seven, coffee roasted on Thursdays.</p>
            </div>
          </section>
        ))}
        <section id="demo-menu" className="section" aria-labelledby="demo-menu-title">
          <div className="container">
            <h2 id="demo-menu-title">The menu</h2>
            <p>Sourdough toasties, crab on toast, lemon drizzle and a flat white.</p>
          </div>
        </section>
      </main>
      <WidgetSlot html={popupHtml} />
      <SiteFooter />
    </Document>
  );
}
