import { ADD_TO_CART_LABELS, type ProductAddToCartView, type WishlistItemView } from '@site-widgets/contract';
import { formatMoney, stockText } from '@site-widgets/core/catalogue/product-text.ts';
import { unitPriceOf } from '@site-widgets/core/shop/cart-totals.ts';
import type { CompareColumnView } from '@site-widgets/widgets/shop/compare-page/CompareTableMarkup.tsx';
import type { ListProductRow } from './list-repository.ts';

/** The add-to-cart labels a call may override (count_wishlist_items, count_compare_items). */
export interface AddToCartLabels {
  simple_text?: string | undefined;
  grouped_text?: string | undefined;
  outofstock_text?: string | undefined;
}

function addToCartOf(product: ListProductRow, url: string, labels: AddToCartLabels): ProductAddToCartView {
  if (product.stockStatus === 'outofstock') {
    return { kind: 'outofstock', text: labels.outofstock_text ?? ADD_TO_CART_LABELS.outofstock, url };
  }
  if (product.productType === 'grouped') {
    return { kind: 'grouped', text: labels.grouped_text ?? ADD_TO_CART_LABELS.grouped, url };
  }
  // The product page's add-to-cart form (the cart's own widget) is where a quantity is chosen.
  return { kind: 'simple', text: labels.simple_text ?? ADD_TO_CART_LABELS.simple, url: `${url}#add-to-cart` };
}

/** A product as one wishlist item (spec 001 §3 field names); plain text only, no markup. */
export function wishlistItemOf(product: ListProductRow, labels: AddToCartLabels = {}): WishlistItemView {
  const url = `/shop/${encodeURIComponent(product.slug)}`;
  const lowStock =
    product.stockStatus === 'instock' &&
    product.stockQuantity !== null &&
    product.lowStockThreshold !== null &&
    product.stockQuantity <= product.lowStockThreshold;
  return {
    product_id: product.id,
    product_url: url,
    product_image: product.image,
    product_title: product.title,
    product_price: formatMoney(unitPriceOf(product), product.currency),
    product_stock: stockText({
      stockStatus: product.stockStatus,
      stockQuantity: product.stockQuantity,
      lowStock,
    }),
    product_atc: addToCartOf(product, url, labels),
  };
}

export function compareColumnOf(product: ListProductRow, labels: AddToCartLabels = {}): CompareColumnView {
  return {
    ...wishlistItemOf(product, labels),
    sku: product.sku,
    categories: product.categories,
    short_description: product.shortDescription || product.excerpt,
  };
}
