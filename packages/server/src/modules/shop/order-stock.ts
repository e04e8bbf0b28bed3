import { randomBytes } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@site-widgets/contract/shop/checkout-fields.ts';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { bumpCatalogueRevision } from '../catalogue/content-repository.ts';
import type { Order } from './order-records.ts';

type Trx = Transaction<DatabaseSchema>;

/** Why an order cannot be placed, in the buyer's words; the transaction is rolled back. */
export class OrderRefused extends Error {}

/** `HH-` and 8 characters of Crockford base32 (40 random bits). */
export function newOrderNumber(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(8);
  let text = '';
  for (let index = 0; index < 8; index++) text += alphabet[(bytes[index] ?? 0) % 32];
  return `HH-${text}`;
}

/** Takes `quantity` of a product whose stock is counted; refuses when fewer are left. */
export async function takeStock(trx: Trx, productId: number, title: string, quantity: number) {
  const taken = await trx
    .updateTable('products')
    .set((eb) => ({ stock_quantity: eb('stock_quantity', '-', quantity) }))
    .where('item_id', '=', productId)
    .where('stock_quantity', '>=', quantity)
    .where('stock_status', '!=', 'outofstock')
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) {
    await trx
      .updateTable('products')
      .set({ stock_status: 'outofstock' })
      .where('item_id', '=', productId)
      .where('stock_quantity', '<=', 0)
      .execute();
    return;
  }
  const left = await trx
    .selectFrom('products')
    .select(['stock_quantity', 'stock_status'])
    .where('item_id', '=', productId)
    .executeTakeFirst();
  const count = left?.stock_status === 'outofstock' ? 0 : Math.max(0, Number(left?.stock_quantity ?? 0));
  throw new OrderRefused(
    count > 0 ? CHECKOUT_MESSAGES.shortOfStock(title, count) : CHECKOUT_MESSAGES.outOfStock(title),
  );
}

/** Gives back what a cancelled order took (stock counted products only). */
export async function returnStock(trx: Trx, order: Order) {
  for (const line of order.lines) {
    await trx
      .updateTable('products')
      .set((eb) => ({ stock_quantity: eb('stock_quantity', '+', line.quantity) }))
      .where('item_id', '=', line.productId)
      .where('stock_quantity', 'is not', null)
      .execute();
    await trx
      .updateTable('products')
      .set({ stock_status: 'instock' })
      .where('item_id', '=', line.productId)
      .where('stock_status', '=', 'outofstock')
      .where('stock_quantity', '>', 0)
      .execute();
  }
  await bumpCatalogueRevision(trx);
}
