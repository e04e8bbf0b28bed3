import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface SustainabilityPageProps {
  pageVars: PageVars;
  /** Server-rendered chart widgets (each a figure with its table of figures). */
  charts: string[];
  /** The server-rendered origins table, if its CSV could be read. */
  tableHtml?: string;
}

/** Where our coffee comes from (issue 17 item 8): charts of the origins and the farms' table with export. */
export function SustainabilityPage({ pageVars, charts, tableHtml }: SustainabilityPageProps) {
  return (
    <Document
      title="Where our coffee comes from — Harbour & Hearth Café"
      description="The farms and cooperatives behind our coffee, what we pay them and how the coffee reaches Portsmouth."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/sustainability" />
      <main id="main">
        <section className="page-intro" aria-labelledby="sustainability-title">
          <div className="container">
            <p className="eyebrow">Sustainability</p>
            <h1 id="sustainability-title">Where our coffee comes from</h1>
            <p>
              We buy green coffee from twenty-four farms and cooperatives in eleven countries, roasted two
              streets away. Here is how much, from whom, and what we pay.
            </p>
          </div>
        </section>
        <section className="section" aria-labelledby="charts-title">
          <div className="container">
            <h2 id="charts-title">Our coffee in figures</h2>
            <div className="data-charts">
              {charts.map((html, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the charts' order is fixed
                <WidgetSlot key={index} className="data-charts__item" html={html} />
              ))}
            </div>
          </div>
        </section>
        <section className="section section--tinted" aria-labelledby="origins-title">
          <div className="container">
            <h2 id="origins-title">The farms and cooperatives</h2>
            <p>Search, sort by any column, or download the list for your own spreadsheet.</p>
            {tableHtml ? (
              <WidgetSlot html={tableHtml} />
            ) : (
              <p>The list of origins is not available just now.</p>
            )}
          </div>
        </section>
      </main>
      <SiteFooter currentHref="/sustainability" />
    </Document>
  );
}
