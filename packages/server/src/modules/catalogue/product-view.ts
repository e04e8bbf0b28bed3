import type { GridProductView, StockStatus } from '@site-widgets/contract';

/** The product columns a grid card and a product page read (joined from `products`; null without one). */
export interface ProductColumns {
  price_minor: number | null;
  sale_price_minor: number | null;
  currency: string | null;
  stock_status: string | null;
  stock_quantity: number | null;
  low_stock_threshold: number | null;
  product_type: 'simple' | 'grouped' | null;
  sku: string | null;
}

/**
 * A product's price and stock as cards and pages show them; undefined for a row without product
 * columns. Low stock: in stock with a quantity at or under the owner's threshold.
 */
export function productViewOf(row: ProductColumns): GridProductView | undefined {
  if (row.price_minor === null) return undefined;
  const status = (row.stock_status ?? 'instock') as StockStatus;
  const quantity = row.stock_quantity;
  return {
    priceMinor: row.price_minor,
    salePriceMinor: row.sale_price_minor,
    currency: row.currency ?? 'GBP',
    stockStatus: status,
    stockQuantity: quantity,
    lowStock:
      status === 'instock' &&
      quantity !== null &&
      row.low_stock_threshold !== null &&
      quantity <= row.low_stock_threshold,
    productType: row.product_type ?? 'simple',
    sku: row.sku ?? '',
  };
}
