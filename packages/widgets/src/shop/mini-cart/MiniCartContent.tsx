import type { CartView } from '@site-widgets/contract/shop/cart-view.ts';
import { formatMoney } from '@site-widgets/core/catalogue/product-text.ts';

/**
 * The mini cart's content, the `div.widget_shopping_cart_content` fragment (WooCommerce's class, so a
 * theme's styles and the original front end find it). Rendered only by the server, to static markup:
 * every text is a React text node, so escaped.
 */
export function MiniCartContent({ cart }: { cart: CartView }) {
  return (
    <div className="widget_shopping_cart_content" data-slot="mini-cart-content">
      {cart.lines.length === 0 ? (
        <p className="sw-mini-cart__empty">Your cart is empty.</p>
      ) : (
        <>
          <ul className="sw-mini-cart__lines">
            {cart.lines.map((line) => (
              <li key={line.productId} className="sw-mini-cart__line">
                <a href={line.href}>{line.title}</a>{' '}
                <span className="sw-mini-cart__quantity">
                  {line.quantity} × {formatMoney(line.unitPriceMinor, cart.currency)}
                </span>
              </li>
            ))}
          </ul>
          <p className="sw-mini-cart__subtotal">
            <strong>Subtotal:</strong> {formatMoney(cart.totals.subtotalMinor, cart.currency)}
          </p>
          <p className="sw-mini-cart__buttons">
            <a className="sw-mini-cart__button" href="/cart">
              View cart
            </a>
            <a className="sw-mini-cart__button sw-mini-cart__button--checkout" href="/checkout">
              Checkout
            </a>
          </p>
        </>
      )}
    </div>
  );
}

/** The header's count badge, the `span.sw-cart-count` fragment: the number of items, named for readers. */
export function CartCount({ count }: { count: number }) {
  return (
    <span className="sw-cart-count" data-count={count}>
      <span className="sw-visually-hidden">, </span>
      {count}
      <span className="sw-visually-hidden">{count === 1 ? ' item' : ' items'}</span>
    </span>
  );
}
