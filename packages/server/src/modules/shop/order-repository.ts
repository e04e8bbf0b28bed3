import { CHECKOUT_MESSAGES } from '@site-widgets/contract/shop/checkout-fields.ts';
import { cartTotals, type ShopPricing, unitPriceOf } from '@site-widgets/core/shop/cart-totals.ts';
import type { CheckoutDetails } from '@site-widgets/core/shop/checkout-details.ts';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { bumpCatalogueRevision } from '../catalogue/content-repository.ts';
import { enqueueMail, type NewMail } from '../outbox/outbox-repository.ts';
import { findOrderByKey, loadOrders } from './order-reads.ts';
import { emailKeyOf, type Order, type OrderStatus, type PaymentStatus } from './order-records.ts';
import { newOrderNumber, OrderRefused, returnStock, takeStock } from './order-stock.ts';

type Trx = Transaction<DatabaseSchema>;

/** The largest order total taken online, in minor units (£10,000,000): money columns are 32-bit. */
export const MAX_ORDER_TOTAL_MINOR = 1_000_000_000;

/** The most orders one list shows (this browser's, an e-mail's, the CLI's page). */
export const ORDER_LIST_LIMIT = 50;

export interface PlaceOrderRequest {
  visitorId: string;
  idempotencyKey: string;
  details: CheckoutDetails;
  pricing: ShopPricing;
  /** due for pay on collection, pending when a provider is still to take the money. */
  paymentStatus: PaymentStatus;
  now: Date;
  /** Mails to send once the order is committed (the confirmation), written in its transaction. */
  mailsFor: (order: Order) => NewMail[];
}

export type PlaceOrderOutcome =
  /** `repeated`: the key had made this order before (a retried "Place order"); nothing new was written. */
  { kind: 'placed'; order: Order; repeated: boolean } | { kind: 'refused'; message: string };

/**
 * Orders (tables shop_orders, shop_order_lines). `place` is the checkout's one transaction: re-price the
 * cart from the product rows, take the stock with a conditional UPDATE (never below 0), write the order,
 * its lines and its mails, empty the cart. docs/architecture.md "Orders that never oversell" says why
 * this holds under concurrency on both databases.
 */
export function createOrderRepository(db: Kysely<DatabaseSchema>) {
  async function placeInTransaction(trx: Trx, request: PlaceOrderRequest): Promise<PlaceOrderOutcome> {
    const rows = await trx
      .selectFrom('shop_cart_lines as line')
      .leftJoin('content_items as item', (join) =>
        join
          .onRef('item.id', '=', 'line.product_id')
          .on('item.kind', '=', 'product')
          .on('item.status', '=', 'published')
          .on('item.password_protected', '=', 0),
      )
      .leftJoin('products as product', 'product.item_id', 'item.id')
      .select([
        'line.product_id',
        'line.quantity',
        'item.title',
        'product.product_type',
        'product.sku',
        'product.price_minor',
        'product.sale_price_minor',
        'product.currency',
        'product.stock_status',
        'product.stock_quantity',
      ])
      .where('line.visitor_id', '=', request.visitorId)
      // One order of locks for every order: two orders for the same products never deadlock.
      .orderBy('line.product_id')
      .execute();
    if (!rows.length) throw new OrderRefused(CHECKOUT_MESSAGES.cartEmpty);
    const lines = rows.map((row) => {
      if (
        row.title == null ||
        row.price_minor == null ||
        row.product_type !== 'simple' ||
        row.currency !== request.pricing.currency
      )
        throw new OrderRefused(CHECKOUT_MESSAGES.unavailable(row.title ?? 'A product in your cart'));
      const quantity = Number(row.quantity);
      if (!Number.isSafeInteger(quantity) || quantity < 1)
        throw new OrderRefused(CHECKOUT_MESSAGES.unavailable(row.title));
      if (row.stock_status === 'outofstock') throw new OrderRefused(CHECKOUT_MESSAGES.outOfStock(row.title));
      // An early refusal only (the conditional UPDATE below is what guarantees the stock).
      const inStock = row.stock_quantity === null ? null : Number(row.stock_quantity);
      if (inStock !== null && quantity > inStock)
        throw new OrderRefused(
          inStock > 0
            ? CHECKOUT_MESSAGES.shortOfStock(row.title, inStock)
            : CHECKOUT_MESSAGES.outOfStock(row.title),
        );
      return {
        productId: Number(row.product_id),
        title: row.title,
        sku: row.sku ?? '',
        quantity,
        countsStock: row.stock_quantity !== null,
        unitPriceMinor: unitPriceOf({
          priceMinor: Number(row.price_minor),
          salePriceMinor: row.sale_price_minor === null ? null : Number(row.sale_price_minor),
        }),
      };
    });
    const totals = cartTotals(lines, request.pricing, request.details.fulfilment);
    if (!Number.isSafeInteger(totals.totalMinor) || totals.totalMinor > MAX_ORDER_TOTAL_MINOR)
      throw new OrderRefused(CHECKOUT_MESSAGES.orderTooLarge);
    const at = request.now.toISOString();
    const { details } = request;
    // The order row first: a concurrent twin with the same key waits here for this commit, then
    // inserts nothing and returns the order this one made.
    const inserted = await trx
      .insertInto('shop_orders')
      .values({
        number: newOrderNumber(),
        visitor_id: request.visitorId,
        idempotency_key: request.idempotencyKey,
        status: 'placed',
        payment_method: details.paymentMethod,
        payment_status: request.paymentStatus,
        payment_reference: null,
        contact_name: details.name,
        contact_email: details.email,
        email_key: emailKeyOf(details.email),
        contact_phone: details.phone,
        fulfilment: details.fulfilment,
        address: details.address,
        town: details.town,
        postcode: details.postcode,
        currency: request.pricing.currency,
        subtotal_minor: totals.subtotalMinor,
        delivery_minor: totals.deliveryMinor,
        tax_minor: totals.taxMinor,
        total_minor: totals.totalMinor,
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.columns(['visitor_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const previous = await findOrderByKey(trx, request.visitorId, request.idempotencyKey);
      if (!previous) throw new Error('order key conflict without an order');
      return { kind: 'placed', order: previous, repeated: true };
    }
    for (const line of lines)
      if (line.countsStock) await takeStock(trx, line.productId, line.title, line.quantity);
    await trx
      .insertInto('shop_order_lines')
      .values(
        totals.lines.map((line, index) => ({
          order_id: inserted.id,
          product_id: line.productId,
          title: lines[index]?.title ?? '',
          sku: lines[index]?.sku ?? '',
          unit_price_minor: line.unitPriceMinor,
          quantity: line.quantity,
          line_total_minor: line.lineTotalMinor,
        })),
      )
      .execute();
    await trx.deleteFrom('shop_cart_lines').where('visitor_id', '=', request.visitorId).execute();
    // A write by the visitor (shop-visitor-repository.ts touch), in this transaction: one commit.
    await trx
      .updateTable('shop_visitors')
      .set({ last_write_at: at })
      .where('id', '=', request.visitorId)
      .execute();
    // Grid cards and product pages show stock: their caches key on the catalogue revision.
    await bumpCatalogueRevision(trx);
    const order = (await loadOrders(trx, (query) => query.where('id', '=', inserted.id)))[0];
    if (!order) throw new Error('placed order not found');
    for (const mail of request.mailsFor(order)) await enqueueMail(trx, mail, request.now);
    return { kind: 'placed', order, repeated: false };
  }

  return {
    /** Places the visitor's cart as an order, or says why not; the cart is emptied only on success. */
    async place(request: PlaceOrderRequest): Promise<PlaceOrderOutcome> {
      const earlier = await findOrderByKey(db, request.visitorId, request.idempotencyKey);
      if (earlier) return { kind: 'placed', order: earlier, repeated: true };
      try {
        return await db.transaction().execute((trx) => placeInTransaction(trx, request));
      } catch (error) {
        if (!(error instanceof OrderRefused)) throw error;
        // A twin with this key may have committed first (and emptied the cart): that is our order.
        const twin = await findOrderByKey(db, request.visitorId, request.idempotencyKey);
        if (twin) return { kind: 'placed', order: twin, repeated: true };
        return { kind: 'refused', message: error.message };
      }
    },

    async findByNumber(number: string): Promise<Order | undefined> {
      return (await loadOrders(db, (query) => query.where('number', '=', number)))[0];
    },

    /** This browser's orders, newest first. */
    async listForVisitor(visitorId: string): Promise<Order[]> {
      return loadOrders(db, (query) =>
        query.where('visitor_id', '=', visitorId).orderBy('id', 'desc').limit(ORDER_LIST_LIMIT),
      );
    },

    /** The orders placed with an e-mail address (any browser), newest first. */
    async listForEmail(email: string): Promise<Order[]> {
      return loadOrders(db, (query) =>
        query.where('email_key', '=', emailKeyOf(email)).orderBy('id', 'desc').limit(ORDER_LIST_LIMIT),
      );
    },

    /** `executor`: the caller's transaction, when it holds one. */
    async hasOrdersForEmail(email: string, executor: Kysely<DatabaseSchema> = db): Promise<boolean> {
      const row = await executor
        .selectFrom('shop_orders')
        .select('id')
        .where('email_key', '=', emailKeyOf(email))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Every order, oldest first (the owner's CLI). */
    async listAll(): Promise<Order[]> {
      return loadOrders(db, (query) => query.orderBy('id'));
    },

    async setPaymentReference(orderId: number, reference: string, now: Date): Promise<void> {
      await db
        .updateTable('shop_orders')
        .set({ payment_reference: reference, updated_at: now.toISOString() })
        .where('id', '=', orderId)
        .execute();
    },

    /**
     * Takes back an order whose payment could not be started (the provider was unreachable): its stock
     * and its cart lines return, and the order is gone, so the buyer can try again with the same form.
     */
    async withdraw(order: Order): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('shop_orders')
          .where('id', '=', order.id)
          .where('payment_status', '=', 'pending')
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) !== 1) return;
        await trx.deleteFrom('shop_order_lines').where('order_id', '=', order.id).execute();
        await returnStock(trx, order);
        for (const line of order.lines)
          await trx
            .insertInto('shop_cart_lines')
            .values({
              visitor_id: order.visitorId,
              product_id: line.productId,
              quantity: line.quantity,
              added_at: order.createdAt,
            })
            .onConflict((conflict) => conflict.columns(['visitor_id', 'product_id']).doNothing())
            .execute();
      });
    },

    /**
     * Sets an order's status. Cancelling gives its stock back, once: only the change away from
     * another status does it. Undefined when there is no such order.
     */
    async markStatus(number: string, status: OrderStatus, now: Date): Promise<Order | undefined> {
      return db.transaction().execute(async (trx) => {
        const order = (await loadOrders(trx, (query) => query.where('number', '=', number)))[0];
        if (!order) return undefined;
        const changed = await trx
          .updateTable('shop_orders')
          .set({ status, updated_at: now.toISOString() })
          .where('id', '=', order.id)
          .where('status', '!=', status)
          .executeTakeFirst();
        if (status === 'cancelled' && Number(changed.numUpdatedRows) === 1) await returnStock(trx, order);
        return { ...order, status };
      });
    },

    /**
     * The provider's word on a card payment: only a pending payment changes (a repeated callback
     * changes nothing). A failed payment cancels the order and gives its stock back. Returns the order
     * when this call changed it.
     */
    async settlePayment(
      reference: string,
      outcome: 'paid' | 'failed',
      now: Date,
      mailsFor: (order: Order) => NewMail[],
    ): Promise<Order | undefined> {
      return db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('shop_orders')
          .set({
            payment_status: outcome,
            updated_at: now.toISOString(),
            ...(outcome === 'failed' ? { status: 'cancelled' } : {}),
          })
          .where('payment_reference', '=', reference)
          .where('payment_status', '=', 'pending')
          .returning('id')
          .executeTakeFirst();
        if (!changed) return undefined;
        const order = (await loadOrders(trx, (query) => query.where('id', '=', changed.id)))[0];
        if (!order) return undefined;
        if (outcome === 'failed') await returnStock(trx, order);
        else for (const mail of mailsFor(order)) await enqueueMail(trx, mail, now);
        return order;
      });
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
