import { formatMoney } from '@site-widgets/core/catalogue/product-text.ts';

/** An order as the buyer's pages show it (no visitor id, no key). */
export interface OrderView {
  number: string;
  /** ISO date-time. */
  createdAt: string;
  /** Words for the order's state: "Placed", "Ready to collect", "Cancelled"… */
  statusText: string;
  /** Words for the payment: "Pay on collection", "Paid by card", "Awaiting card payment"… */
  paymentText: string;
  /** True when a card payment is still to be made (the order page offers "Pay now"). */
  awaitingPayment: boolean;
  fulfilmentText: string;
  currency: string;
  lines: Array<{ productId: number; title: string; quantity: number; lineTotalMinor: number }>;
  subtotalMinor: number;
  deliveryMinor: number;
  taxMinor: number;
  totalMinor: number;
}

const orderDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(new Date(iso));

/** One order: its lines and totals, in a table. */
export function OrderDetails({ order, headingLevel = 2 }: { order: OrderView; headingLevel?: 2 | 3 }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="order" aria-labelledby={`order-${order.number}`}>
      <Heading id={`order-${order.number}`}>Order {order.number}</Heading>
      <dl className="order__facts">
        <dt>Placed</dt>
        <dd>
          <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time>
        </dd>
        <dt>Status</dt>
        <dd>{order.statusText}</dd>
        <dt>Payment</dt>
        <dd>{order.paymentText}</dd>
        <dt>Getting it</dt>
        <dd>{order.fulfilmentText}</dd>
      </dl>
      <table className="order__lines">
        <caption className="sw-visually-hidden">Products in order {order.number}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <th scope="row">{`${line.quantity} × ${line.title}`}</th>
              <td>{money(line.lineTotalMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Delivery</th>
            <td>{money(order.deliveryMinor)}</td>
          </tr>
          <tr>
            <th scope="row">Total</th>
            <td>
              <strong>{money(order.totalMinor)}</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">Includes VAT</th>
            <td>{money(order.taxMinor)}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}

/** Orders, newest first, or a line saying there are none. */
export function OrderList({ orders, empty }: { orders: OrderView[]; empty: string }) {
  if (!orders.length) return <p>{empty}</p>;
  return (
    <ol className="order-list">
      {orders.map((order) => (
        <li key={order.number}>
          <OrderDetails order={order} headingLevel={3} />
        </li>
      ))}
    </ol>
  );
}
