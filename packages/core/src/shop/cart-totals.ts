/**
 * Issue 15 item 5: a cart's totals from its lines and the shop's pricing settings, in integer minor
 * units (pence). The same function prices the mini cart, the cart page, the checkout summary and the
 * order the server places, so no two of them can disagree. Prices are as the shop stores them; the
 * server re-prices every line from the product rows, never from what a browser sent.
 */

/** The shop's settings that decide an order's total (server-side, `modules/shop/shop-pricing.ts`). */
export interface ShopPricing {
  /** ISO 4217 code of every price (`GBP`). */
  currency: string;
  /** Tax rate in basis points: 2000 = 20 %. */
  taxRateBasisPoints: number;
  /** True when shelf prices already include the tax (UK VAT style): tax is then the part included. */
  pricesIncludeTax: boolean;
  /** Flat delivery charge per order, in minor units. */
  deliveryMinor: number;
  /** Delivery is free from this subtotal on; null: never free. */
  freeDeliveryFromMinor: number | null;
}

export type Fulfilment = 'delivery' | 'pickup';

export interface PricedLine {
  productId: number;
  quantity: number;
  /** The price of one, in minor units, as the product row says now (sale price when on sale). */
  unitPriceMinor: number;
}

export interface CartTotals {
  lines: Array<PricedLine & { lineTotalMinor: number }>;
  /** Sum of the lines. */
  subtotalMinor: number;
  /** 0 for pickup, or from the free-delivery threshold on. */
  deliveryMinor: number;
  /** The tax in the total (included or added, per `pricesIncludeTax`). */
  taxMinor: number;
  totalMinor: number;
  itemCount: number;
}

/** Rounds a non-negative rational `numerator / denominator` half up, in integers. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function cartTotals(
  lines: readonly PricedLine[],
  pricing: ShopPricing,
  fulfilment: Fulfilment = 'delivery',
): CartTotals {
  const priced = lines.map((line) => ({ ...line, lineTotalMinor: line.unitPriceMinor * line.quantity }));
  const subtotalMinor = priced.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  const itemCount = priced.reduce((sum, line) => sum + line.quantity, 0);
  const freeDelivery =
    pricing.freeDeliveryFromMinor !== null && subtotalMinor >= pricing.freeDeliveryFromMinor;
  const deliveryMinor =
    fulfilment === 'pickup' || itemCount === 0 || freeDelivery ? 0 : pricing.deliveryMinor;
  const taxable = subtotalMinor + deliveryMinor;
  const rate = pricing.taxRateBasisPoints;
  const taxMinor = pricing.pricesIncludeTax
    ? // The tax inside a gross amount: gross × rate / (10000 + rate).
      divideRoundingHalfUp(taxable * rate, 10_000 + rate)
    : divideRoundingHalfUp(taxable * rate, 10_000);
  const totalMinor = pricing.pricesIncludeTax ? taxable : taxable + taxMinor;
  return { lines: priced, subtotalMinor, deliveryMinor, taxMinor, totalMinor, itemCount };
}

/** A product's price now: the sale price when there is one below the regular price. */
export function unitPriceOf(product: { priceMinor: number; salePriceMinor: number | null }): number {
  return product.salePriceMinor !== null && product.salePriceMinor < product.priceMinor
    ? product.salePriceMinor
    : product.priceMinor;
}
