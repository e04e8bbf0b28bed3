import type { MiniCartAttributes } from '@site-widgets/contract/shop/cart-attributes.ts';
import type { CartView } from '@site-widgets/contract/shop/cart-view.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { CartCount, MiniCartContent } from './MiniCartContent.tsx';

const EMPTY_CART: CartView = {
  lines: [],
  currency: 'GBP',
  totals: { subtotalMinor: 0, deliveryMinor: 0, taxMinor: 0, totalMinor: 0, itemCount: 0 },
  taxRateBasisPoints: 0,
  pricesIncludeTax: true,
};

function CartIcon() {
  return (
    <svg className="sw-mini-cart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.4A2 2 0 0 1 16.9 16H8.1a2 2 0 0 1-1.9-1.5L3.6 4H1V2h4.2l.4 2Z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * The header's cart (issue 15 item 4): a link to /cart with the count badge, and the mini cart panel.
 * The page is the same for every visitor (the count shows 0, the panel "empty"); the widget puts the
 * visitor's fragments in from session storage, or from the server when the cart-hash cookie changed.
 */
export function MiniCartMarkup({ display, animation }: Required<MiniCartAttributes>) {
  return (
    <div className={`sw-mini-cart sw-mini-cart--${display}`} data-state="closed" data-animation={animation}>
      <a className="sw-mini-cart__toggle" href="/cart" data-slot="mini-cart-toggle">
        <CartIcon />
        <span className="sw-visually-hidden">Cart</span>
        <CartCount count={0} />
      </a>
      <div className="sw-mini-cart__panel" data-slot="mini-cart-panel" hidden>
        <div className="sw-mini-cart__head">
          <p className="sw-mini-cart__title">Your cart</p>
          <button
            type="button"
            className="sw-mini-cart__close"
            data-slot="mini-cart-close"
            aria-label="Close cart"
          >
            ×
          </button>
        </div>
        <MiniCartContent cart={EMPTY_CART} />
      </div>
    </div>
  );
}

/** The mini cart as the server puts it into the header: framework-free, no props to hydrate. */
export function renderMiniCartWidget(attributes: MiniCartAttributes = {}): string {
  const display = attributes.display ?? 'dropdown';
  const animation = attributes.animation ?? 'slide';
  const html = renderToStaticMarkup(<MiniCartMarkup display={display} animation={animation} />);
  return `<div data-widget="mini-cart" data-display="${display}" data-animation="${animation}"><div data-widget-root="">${html}</div></div>`;
}
