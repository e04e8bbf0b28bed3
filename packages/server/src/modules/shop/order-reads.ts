import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { type Order, orderOf } from './order-records.ts';

const selectOrders = (executor: Kysely<DatabaseSchema>) => executor.selectFrom('shop_orders').selectAll();

/** Orders with their lines, as `where` picks them (in the caller's transaction when given one). */
export async function loadOrders(
  executor: Kysely<DatabaseSchema>,
  where: (query: ReturnType<typeof selectOrders>) => ReturnType<typeof selectOrders>,
): Promise<Order[]> {
  const rows = await where(selectOrders(executor)).execute();
  if (!rows.length) return [];
  const lines = await executor
    .selectFrom('shop_order_lines')
    .selectAll()
    .where(
      'order_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('order_id')
    .orderBy('product_id')
    .execute();
  return rows.map((row) => orderOf(row, lines));
}

/** The order a visitor's checkout form (its idempotency key) made, if it made one. */
export async function findOrderByKey(
  executor: Kysely<DatabaseSchema>,
  visitorId: string,
  key: string,
): Promise<Order | undefined> {
  return (
    await loadOrders(executor, (query) =>
      query.where('visitor_id', '=', visitorId).where('idempotency_key', '=', key),
    )
  )[0];
}
