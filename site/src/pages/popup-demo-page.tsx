import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface PopupDemoPageProps {
  pageVars: PageVars;
  /** The chosen popup's id (`demo-{name}`) and its server markup. */
  popupId: string;
  popupHtml: string;
  /** The page builder's editor preview (`?edit=1`): popups show at once, without storage. */
  editMode: boolean;
}

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/**
 * `/popup-demo?popup={name}` (issue 14): one page-builder popup and a page tall enough to scroll, with
 * the link actions (builder hash, URL-encoded hash, data attributes) that open and close it.
 */
export function PopupDemoPage({ pageVars, popupId, popupHtml, editMode }: PopupDemoPageProps) {
  const openHash = `#elementor-action:action=popup:open&settings=${base64({ id: popupId, toggle: true })}`;
  const encodedHash = `#${encodeURIComponent(`elementor-action:action=popup:open&settings=${base64({ id: popupId })}`)}`;
  return (
    <Document
      title="Popups — Harbour & Hearth Café"
      description="The café's page-builder popups, one at a time."
      pageVars={pageVars}
      siteVars={editMode ? { editMode: true } : undefined}
    >
      <SiteHeader />
      <main id="main">
        <section className="section page-intro" aria-labelledby="popup-demo-title">
          <div className="container">
            <p className="eyebrow">Popups</p>
            <h1 id="popup-demo-title">A popup and its rule</h1>
            <p>
              <a href={openHash}>Open the popup (builder link)</a> ·{' '}
              <a href={encodedHash}>Open the popup (encoded link)</a> ·{' '}
              <button
                type="button"
                data-link-action="popup:open"
                data-link-settings={JSON.stringify({ id: popupId })}
              >
                Open the popup
              </button>{' '}
              <button type="button" className="demo-open-offer">
                See the offer
              </button>{' '}
              <a href="#elementor-action:action=popup:open&settings=bm90IGpzb24=">Broken action link</a>
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
