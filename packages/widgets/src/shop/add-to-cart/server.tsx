import { renderWidget } from '../../runtime/ssr.tsx';
import { AddToCart, type AddToCartProps } from './AddToCart.tsx';

/** A product page's add-to-cart form as the server puts it in the page: a working POST form, hydrated. */
export function renderAddToCartWidget(props: AddToCartProps): string {
  return renderWidget(
    'add-to-cart',
    { 'product-id': String(props.productId), 'cart-url': props.cartUrl },
    <AddToCart {...props} />,
    props,
  );
}
