import type { GridProductView } from '@site-widgets/contract/catalogue/grid-items.ts';

/** An amount in minor units as a visitor reads it (`£12.50`); the currency's own decimals. */
export function formatMoney(minor: number, currency: string, locale = 'en-GB'): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP' });
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** A product's stock as text: low stock names the units left (spec 001 §8 'Only N left in stock!'). */
export function stockText(
  product: Pick<GridProductView, 'stockStatus' | 'stockQuantity' | 'lowStock'>,
): string {
  if (product.stockStatus === 'outofstock') return 'Out of stock';
  if (product.stockStatus === 'onbackorder') return 'Available on backorder';
  if (product.lowStock && product.stockQuantity !== null)
    return `Only ${product.stockQuantity} left in stock`;
  return 'In stock';
}

/** Whether a product is on sale: a sale price below the price. */
export function onSale(product: Pick<GridProductView, 'priceMinor' | 'salePriceMinor'>): boolean {
  return product.salePriceMinor !== null && product.salePriceMinor < product.priceMinor;
}
