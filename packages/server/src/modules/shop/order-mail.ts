import { formatMoney } from '@site-widgets/core/catalogue/product-text.ts';
import type { NewMail } from '../outbox/outbox-repository.ts';
import type { Order } from './order-records.ts';

const SHOP_NAME = 'Harbour & Hearth Café';

/** The order confirmation (plain text) to the buyer, through the outbox. */
export function orderConfirmationMail(order: Order, orderUrl: string): NewMail {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const lines = order.lines.map(
    (line) => `  ${line.quantity} × ${line.title} — ${money(line.lineTotalMinor)}`,
  );
  const where =
    order.fulfilment === 'delivery'
      ? `Delivery to: ${order.address}, ${order.town}, ${order.postcode}`
      : 'Pickup at the café, 12 Quay Street, Portsmouth';
  const payment =
    order.paymentStatus === 'paid' ? 'Paid by card.' : `To pay on collection: ${money(order.totalMinor)}.`;
  return {
    reviewId: null,
    recipient: order.email,
    subject: `Your order ${order.number} at ${SHOP_NAME}`,
    body: [
      `Thank you, ${order.name}. We have your order ${order.number}.`,
      '',
      ...lines,
      '',
      `Subtotal: ${money(order.subtotalMinor)}`,
      `Delivery: ${money(order.deliveryMinor)}`,
      `Total: ${money(order.totalMinor)} (includes VAT of ${money(order.taxMinor)})`,
      '',
      where,
      payment,
      '',
      `Your order: ${orderUrl}`,
      '',
      SHOP_NAME,
    ].join('\n'),
  };
}

/** "E-mail me a link to my orders": sent only when the address has orders. */
export function orderLinkMail(email: string, link: string, minutes: number): NewMail {
  return {
    reviewId: null,
    recipient: email,
    subject: `Your orders at ${SHOP_NAME}`,
    body: [
      'Someone (we hope you) asked for a link to the orders placed with this address.',
      '',
      `Your orders: ${link}`,
      '',
      `The link works for ${minutes} minutes. If you did not ask for it, you can ignore this mail.`,
      '',
      SHOP_NAME,
    ].join('\n'),
  };
}
