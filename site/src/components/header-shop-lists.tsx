import { MiniListMarkup } from '@site-widgets/widgets/shop/mini-list/MiniListMarkup.tsx';

/** Pages where the counts are fetched once the page has loaded; elsewhere at the first pointer or focus. */
function isShopPage(href: string | undefined): boolean {
  return href !== undefined && (href.startsWith('/shop') || href === '/wishlist' || href === '/compare');
}

/** The header's mini wishlist and mini compare (issue 15 item 2); the cart's icon is its own component. */
export function HeaderShopLists({ currentHref }: { currentHref?: string }) {
  const countOnLoad = isShopPage(currentHref);
  return (
    <div className="site-header__lists">
      <MiniListMarkup list="wishlist" display="dropdown" animation="slide" countOnLoad={countOnLoad} />
      <MiniListMarkup list="compare" display="dropdown" animation="fade" countOnLoad={countOnLoad} />
    </div>
  );
}
