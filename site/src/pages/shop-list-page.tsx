import type { PageVars, ShopListName } from '@site-widgets/contract';
import { ListPageMarkup } from '@site-widgets/widgets/shop/list-page/ListPageMarkup.tsx';
import { Document } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface ShopListPageProps {
  pageVars: PageVars;
  list: ShopListName;
  /** The visitor's table, rendered by the server from their cookie (empty text without one). */
  tableHtml: string;
}

const TEXTS = {
  wishlist: {
    title: 'Your wishlist — Harbour & Hearth Café',
    description: 'The products you saved for later.',
    heading: 'Your wishlist',
    intro: 'Products you saved from the shop. They stay on this browser for 90 days after your last change.',
  },
  compare: {
    title: 'Compare products — Harbour & Hearth Café',
    description: 'Products side by side: price, stock, SKU, categories and description.',
    heading: 'Compare products',
    intro: 'Up to four products side by side. Add them from the shop with "Add to compare".',
  },
} as const;

/** `/wishlist` and `/compare` (issue 15 item 8): the visitor's list, complete without script. */
export function ShopListPage({ pageVars, list, tableHtml }: ShopListPageProps) {
  const texts = TEXTS[list];
  return (
    <Document title={texts.title} description={texts.description} pageVars={pageVars}>
      <SiteHeader currentHref={list === 'wishlist' ? '/wishlist' : '/compare'} />
      <main id="main">
        <section className="section page-intro" aria-labelledby="list-title">
          <div className="container">
            <p className="eyebrow">
              <a href="/shop">Shop</a>
            </p>
            <h1 id="list-title">{texts.heading}</h1>
            <p>{texts.intro}</p>
            <ListPageMarkup list={list} tableHtml={tableHtml} />
            <p className="list-page__links">
              <a href="/shop">Back to the shop</a>
              <a href={list === 'wishlist' ? '/compare' : '/wishlist'}>
                {list === 'wishlist' ? 'Compare products' : 'Your wishlist'}
              </a>
            </p>
          </div>
        </section>
      </main>
      <SiteFooter />
    </Document>
  );
}
