import type { ShopListName } from '@site-widgets/contract/shop/list-actions.ts';

/**
 * The wishlist or compare page's widget around its table (server HTML, complete without script): a
 * status line for what a removal did, and the content the widget replaces after one.
 */
export function ListPageMarkup({ list, tableHtml }: { list: ShopListName; tableHtml: string }) {
  return (
    <div className={`sw-list-page sw-list-page--${list}`} data-widget={`${list}-page`}>
      <p className="sw-visually-hidden" role="status" data-slot="status" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CompareTableMarkup/WishlistTableMarkup, escaped by React */}
      <div data-slot="content" data-widget-root="" dangerouslySetInnerHTML={{ __html: tableHtml }} />
    </div>
  );
}
