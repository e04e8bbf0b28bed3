import { describe, expect, it } from 'vitest';
import { cartTotals, type ShopPricing, unitPriceOf } from '../../src/shop/cart-totals.ts';

const included: ShopPricing = {
  currency: 'GBP',
  taxRateBasisPoints: 2000,
  pricesIncludeTax: true,
  deliveryMinor: 450,
  freeDeliveryFromMinor: 4000,
};

describe('cartTotals', () => {
  it('adds delivery under the free threshold and tells the VAT included in the gross total', () => {
    const totals = cartTotals([{ productId: 1, quantity: 2, unitPriceMinor: 1000 }], included);
    expect(totals.subtotalMinor).toBe(2000);
    expect(totals.deliveryMinor).toBe(450);
    expect(totals.totalMinor).toBe(2450);
    // 2450 × 20/120 = 408.33 → 408
    expect(totals.taxMinor).toBe(408);
    expect(totals.itemCount).toBe(2);
  });

  it('delivers free from the threshold on, and never charges delivery for pickup or an empty cart', () => {
    expect(cartTotals([{ productId: 1, quantity: 4, unitPriceMinor: 1000 }], included).deliveryMinor).toBe(0);
    expect(
      cartTotals([{ productId: 1, quantity: 1, unitPriceMinor: 1000 }], included, 'pickup').deliveryMinor,
    ).toBe(0);
    expect(cartTotals([], included).totalMinor).toBe(0);
  });

  it('adds tax on top when prices exclude it, rounding half up', () => {
    const excluded = { ...included, pricesIncludeTax: false, taxRateBasisPoints: 825, deliveryMinor: 0 };
    // 1000 × 8.25 % = 82.5 → 83
    const totals = cartTotals([{ productId: 1, quantity: 1, unitPriceMinor: 1000 }], excluded);
    expect(totals.taxMinor).toBe(83);
    expect(totals.totalMinor).toBe(1083);
  });

  it('prices a product at its sale price only when that is lower', () => {
    expect(unitPriceOf({ priceMinor: 1000, salePriceMinor: 800 })).toBe(800);
    expect(unitPriceOf({ priceMinor: 1000, salePriceMinor: 1200 })).toBe(1000);
    expect(unitPriceOf({ priceMinor: 1000, salePriceMinor: null })).toBe(1000);
  });
});
