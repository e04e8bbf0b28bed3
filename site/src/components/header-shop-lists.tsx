import { MiniListMarkup } from '@site-widgets/widgets/shop/mini-list/MiniListMarkup.tsx';

/** The header's mini wishlist and mini compare (issue 15 item 2); the cart's icon is its own component. */
export function HeaderShopLists() {
  return (
    <div className="site-header__lists">
      <MiniListMarkup list="wishlist" display="dropdown" animation="slide" />
      <MiniListMarkup list="compare" display="dropdown" animation="fade" />
    </div>
  );
}
