/** One cart line as the mini cart and the cart page show it (prices from the product rows). */
export interface CartLineView {
  productId: number;
  title: string;
  /** The product's page (`/shop/{slug}`). */
  href: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  /** Units left when tracked: the cart page's quantity field never offers more. */
  maxQuantity: number;
}

/** A visitor's cart as the server priced it with core's `cartTotals`. */
export interface CartView {
  lines: CartLineView[];
  currency: string;
  totals: {
    subtotalMinor: number;
    deliveryMinor: number;
    taxMinor: number;
    totalMinor: number;
    itemCount: number;
  };
  /** The tax rate in basis points and whether shelf prices include it (the totals' wording). */
  taxRateBasisPoints: number;
  pricesIncludeTax: boolean;
}
