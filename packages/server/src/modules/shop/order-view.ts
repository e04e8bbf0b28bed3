import type { OrderView } from '@site-widgets/site';
import type { Order } from './order-records.ts';

const STATUS_TEXT: Record<string, string> = {
  placed: 'Placed',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const PAYMENT_TEXT: Record<string, string> = {
  due: 'Pay on collection',
  pending: 'Awaiting card payment',
  paid: 'Paid by card',
  failed: 'Card payment failed',
};

/** An order as the buyer's pages show it: words for its states, nothing private but its own details. */
export function orderViewOf(order: Order): OrderView {
  return {
    number: order.number,
    createdAt: order.createdAt,
    statusText: STATUS_TEXT[order.status] ?? order.status,
    paymentText: PAYMENT_TEXT[order.paymentStatus] ?? order.paymentStatus,
    awaitingPayment: order.paymentStatus === 'pending' && order.status !== 'cancelled',
    fulfilmentText:
      order.fulfilment === 'delivery'
        ? `Delivery to ${order.address}, ${order.town}, ${order.postcode}`
        : 'Pickup at the café',
    currency: order.currency,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      quantity: line.quantity,
      lineTotalMinor: line.lineTotalMinor,
    })),
    subtotalMinor: order.subtotalMinor,
    deliveryMinor: order.deliveryMinor,
    taxMinor: order.taxMinor,
    totalMinor: order.totalMinor,
  };
}
