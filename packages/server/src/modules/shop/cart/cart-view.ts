import { createHash } from 'node:crypto';
import {
  CART_COUNT_FRAGMENT,
  type CartFragments,
  type CartView,
  MAX_CART_QUANTITY,
  MINI_CART_FRAGMENT,
} from '@site-widgets/contract';
import { cartTotals, type ShopPricing, unitPriceOf } from '@site-widgets/core/shop/cart-totals.ts';
import { CartCount, MiniCartContent } from '@site-widgets/widgets/shop/mini-cart/MiniCartContent.tsx';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CartLine } from './cart-repository.ts';

/** The visitor's cart priced by the one pricing function (`cartTotals`), from the product rows only. */
export function cartViewOf(lines: readonly CartLine[], pricing: ShopPricing): CartView {
  const priced = lines.map((line) => ({
    productId: line.product.id,
    quantity: line.quantity,
    unitPriceMinor: unitPriceOf(line.product),
  }));
  const totals = cartTotals(priced, pricing, 'delivery');
  return {
    lines: lines.map((line, index) => ({
      productId: line.product.id,
      title: line.product.title,
      href: `/shop/${encodeURIComponent(line.product.slug)}`,
      quantity: line.quantity,
      unitPriceMinor: totals.lines[index]?.unitPriceMinor ?? 0,
      lineTotalMinor: totals.lines[index]?.lineTotalMinor ?? 0,
      maxQuantity: Math.min(MAX_CART_QUANTITY, line.product.stockQuantity ?? MAX_CART_QUANTITY),
    })),
    currency: pricing.currency,
    totals: {
      subtotalMinor: totals.subtotalMinor,
      deliveryMinor: totals.deliveryMinor,
      taxMinor: totals.taxMinor,
      totalMinor: totals.totalMinor,
      itemCount: totals.itemCount,
    },
    taxRateBasisPoints: pricing.taxRateBasisPoints,
    pricesIncludeTax: pricing.pricesIncludeTax,
  };
}

/**
 * The cart's fragments, keyed by selector as WooCommerce keys them, rendered from escaped data, and their
 * hash: a digest of exactly what they show, so any visible change gives a new hash. An empty cart's hash
 * is '' (no cookie; a page without one needs no call).
 */
export function fragmentsOf(cart: CartView): CartFragments {
  const fragments = {
    [MINI_CART_FRAGMENT]: renderToStaticMarkup(createElement(MiniCartContent, { cart })),
    [CART_COUNT_FRAGMENT]: renderToStaticMarkup(createElement(CartCount, { count: cart.totals.itemCount })),
  };
  const cart_hash =
    cart.lines.length === 0
      ? ''
      : createHash('sha256').update(JSON.stringify(fragments)).digest('hex').slice(0, 32);
  return { fragments, cart_hash };
}
