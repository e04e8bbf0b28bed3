import { MAX_CART_QUANTITY } from '@site-widgets/contract/shop/cart-actions.ts';
import { addToCartAttributesSchema } from '@site-widgets/contract/shop/cart-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { AddToCart, type AddToCartProps } from './AddToCart.tsx';
import { CART_ADD_URL, CART_URL } from './ProductCardCart.tsx';

const WIDGET = 'add-to-cart';

/**
 * Hydrates a product page's server-rendered form; on a plain HTML page it renders a quantity field and
 * button from the data attributes alone (the server still decides everything).
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, addToCartAttributesSchema);
  if (!attributes) return undefined;
  const post = getRuntime().ajax.post;
  const server = readServerProps<AddToCartProps>(element);
  if (server) return renderView(element, server, <AddToCart {...server.props} />, post);
  const props: AddToCartProps = {
    productId: attributes.productId,
    title: element.dataset.title ?? 'this product',
    formAction: CART_ADD_URL,
    cartUrl: attributes.cartUrl ?? CART_URL,
    layout: 'page',
    maxQuantity: MAX_CART_QUANTITY,
  };
  return renderView(element, undefined, <AddToCart {...props} />, post);
}
