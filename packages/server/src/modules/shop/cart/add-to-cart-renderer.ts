import { MAX_CART_QUANTITY } from '@site-widgets/contract';
import { formatMoney } from '@site-widgets/core/catalogue/product-text.ts';
import { unitPriceOf } from '@site-widgets/core/shop/cart-totals.ts';
import { CART_ADD_URL, CART_URL } from '@site-widgets/widgets/shop/add-to-cart/ProductCardCart.tsx';
import { renderAddToCartWidget } from '@site-widgets/widgets/shop/add-to-cart/server.tsx';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';
import { type CartProduct, createCartRepository } from './cart-repository.ts';
import { productPath } from './cart-service.ts';

function stockLeft(product: CartProduct): number {
  if (product.stockStatus === 'outofstock') return 0;
  return Math.min(MAX_CART_QUANTITY, product.stockQuantity ?? MAX_CART_QUANTITY);
}

function stockText(product: CartProduct): string {
  const left = stockLeft(product);
  if (left === 0) return 'Out of stock';
  return product.stockQuantity !== null && product.stockQuantity <= 5
    ? `Only ${left} left in stock`
    : 'In stock';
}

/**
 * The product page's add-to-cart form (issue 15 item 3), by the page's slug: a quantity field for a
 * simple product in stock, one per child for a grouped one; undefined when there is nothing to add.
 */
export function createAddToCartRenderer(db: Kysely<DatabaseSchema>) {
  const repository = createCartRepository(db);
  return async function addToCartHtml(slug: string): Promise<string | undefined> {
    const product = await repository.productBySlug(slug);
    if (!product) return undefined;
    const base = { productId: product.id, title: product.title, formAction: CART_ADD_URL, cartUrl: CART_URL };
    if (product.productType === 'grouped') {
      const children = await repository.children(product.id);
      if (children.length === 0) return undefined;
      return renderAddToCartWidget({
        ...base,
        layout: 'page',
        groupedChildren: children.map((child) => ({
          id: child.id,
          title: child.title,
          href: productPath(child),
          price: formatMoney(unitPriceOf(child), child.currency),
          max: stockLeft(child),
          stock: stockText(child),
        })),
      });
    }
    const left = stockLeft(product);
    if (left === 0) return undefined;
    return renderAddToCartWidget({ ...base, layout: 'page', maxQuantity: left });
  };
}
