import type { GridItemView } from '@site-widgets/contract/catalogue/grid-items.ts';
import { sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';
import { AddToCart } from './AddToCart.tsx';

/** Where the no-script add form posts and where the view-cart link goes (server `cart-pages-routes.ts`). */
export const CART_ADD_URL = '/cart/add';
export const CART_URL = '/cart';

/**
 * A product card's cart slot (issue 15 item 3): an add-to-cart button for a simple product in stock;
 * a grouped product's quantities are chosen on its page ('View products'), and an out-of-stock one
 * links to its page ('Read more'), as WooCommerce's cards do.
 */
export function ProductCardCart({ item }: { item: GridItemView }) {
  const product = item.product;
  if (!product) return null;
  const href = item.href ? sanitiseUrl(item.href) : undefined;
  if (product.productType === 'grouped' || product.stockStatus === 'outofstock') {
    if (!href) return null;
    const text = product.productType === 'grouped' ? 'View products' : 'Read more';
    return (
      <p className="sw-add-to-cart sw-add-to-cart--card">
        <a className="sw-add-to-cart__link" href={href} aria-label={`${text}: ${item.title}`}>
          {text}
        </a>
      </p>
    );
  }
  return (
    <AddToCart
      productId={item.id}
      title={item.title}
      formAction={CART_ADD_URL}
      cartUrl={CART_URL}
      layout="card"
    />
  );
}
