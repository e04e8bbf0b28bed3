import { ListButtonMarkup } from './ListButtonMarkup.tsx';

/** The wishlist and compare buttons of one product (a grid card's or a product page's). */
export function ProductListButtons({ productId, productTitle }: { productId: number; productTitle: string }) {
  return (
    <div className="sw-list-buttons" data-slot="list-buttons">
      <ListButtonMarkup list="wishlist" productId={productId} productTitle={productTitle} />
      <ListButtonMarkup list="compare" productId={productId} productTitle={productTitle} />
    </div>
  );
}
