import type { ShopPricing } from '@site-widgets/core/shop/cart-totals.ts';

/**
 * The demo café's pricing: shelf prices include 20 % VAT, delivery £4.50, free from £40. A site sets
 * its own through `AppDeps.shop.pricing`; the browser never sends any of it.
 */
export const DEFAULT_SHOP_PRICING: ShopPricing = {
  currency: 'GBP',
  taxRateBasisPoints: 2000,
  pricesIncludeTax: true,
  deliveryMinor: 450,
  freeDeliveryFromMinor: 4000,
};
