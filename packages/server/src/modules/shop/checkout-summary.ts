import { cartTotals, type ShopPricing, unitPriceOf } from '@site-widgets/core/shop/cart-totals.ts';
import type { CheckoutFormProps } from '@site-widgets/widgets/shop/checkout/checkout-props.ts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

/**
 * Titles of the visitor's cart lines that cannot be ordered now (a draft, unpublished, grouped or
 * deleted product; another currency): the checkout names them before the buyer tries.
 */
export async function unorderableCartTitles(
  db: Kysely<DatabaseSchema>,
  visitorId: string,
  pricing: ShopPricing,
): Promise<string[]> {
  const rows = await db
    .selectFrom('shop_cart_lines as line')
    .leftJoin('content_items as item', 'item.id', 'line.product_id')
    .leftJoin('products as product', 'product.item_id', 'line.product_id')
    .select([
      'item.title',
      'item.kind',
      'item.status',
      'item.password_protected',
      'product.product_type',
      'product.currency',
    ])
    .where('line.visitor_id', '=', visitorId)
    .orderBy('line.product_id')
    .execute();
  return rows
    .filter(
      (row) =>
        row.kind !== 'product' ||
        row.status !== 'published' ||
        Number(row.password_protected) !== 0 ||
        row.product_type !== 'simple' ||
        row.currency !== pricing.currency,
    )
    .map((row) =>
      row.kind === 'product' && row.status === 'published' && row.title
        ? row.title
        : 'A product in your cart',
    );
}

/**
 * The checkout's order summary: the visitor's cart lines priced from the product rows now, through
 * `cartTotals`, for pickup and for delivery. Lines of products no longer for sale are left out here
 * (placing the order refuses them by name). Undefined when nothing in the cart can be ordered.
 */
export async function checkoutSummary(
  db: Kysely<DatabaseSchema>,
  visitorId: string,
  pricing: ShopPricing,
): Promise<CheckoutFormProps['summary'] | undefined> {
  const rows = await db
    .selectFrom('shop_cart_lines as line')
    .innerJoin('content_items as item', 'item.id', 'line.product_id')
    .innerJoin('products as product', 'product.item_id', 'item.id')
    .select([
      'line.product_id',
      'line.quantity',
      'item.title',
      'product.price_minor',
      'product.sale_price_minor',
    ])
    .where('line.visitor_id', '=', visitorId)
    .where('item.kind', '=', 'product')
    .where('item.status', '=', 'published')
    .where('item.password_protected', '=', 0)
    .where('product.product_type', '=', 'simple')
    .where('product.currency', '=', pricing.currency)
    .orderBy('line.added_at')
    .orderBy('line.product_id')
    .execute();
  if (!rows.length) return undefined;
  const lines = rows.map((row) => ({
    productId: Number(row.product_id),
    quantity: Number(row.quantity),
    unitPriceMinor: unitPriceOf({
      priceMinor: Number(row.price_minor),
      salePriceMinor: row.sale_price_minor === null ? null : Number(row.sale_price_minor),
    }),
  }));
  const pickup = cartTotals(lines, pricing, 'pickup');
  const delivery = cartTotals(lines, pricing, 'delivery');
  const pick = (totals: typeof pickup) => ({
    deliveryMinor: totals.deliveryMinor,
    taxMinor: totals.taxMinor,
    totalMinor: totals.totalMinor,
  });
  return {
    currency: pricing.currency,
    lines: pickup.lines.map((line, index) => ({
      productId: line.productId,
      title: rows[index]?.title ?? '',
      quantity: line.quantity,
      lineTotalMinor: line.lineTotalMinor,
    })),
    subtotalMinor: pickup.subtotalMinor,
    freeDeliveryFromMinor: pricing.freeDeliveryFromMinor,
    pickup: pick(pickup),
    delivery: pick(delivery),
  };
}
