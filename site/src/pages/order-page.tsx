import type { PageVars } from '@site-widgets/contract';
import { OrderDetails, type OrderView } from '../components/order-list.tsx';
import { Document } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface OrderPageProps {
  pageVars: PageVars;
  order: OrderView;
  /** A message about paying (the provider could not be reached), or ''. */
  message: string;
}

/** `/checkout/order/{number}`: the confirmation the buyer lands on after placing (or paying for) an order. */
export function OrderPage({ pageVars, order, message }: OrderPageProps) {
  return (
    <Document
      title={`Order ${order.number} — Harbour & Hearth Café`}
      description="Your order at Harbour & Hearth Café."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/checkout" />
      <main id="main">
        <section className="page-intro" aria-labelledby="order-page-title">
          <div className="container">
            <p className="eyebrow">Shop</p>
            <h1 id="order-page-title">Thank you for your order</h1>
            <p>
              {order.awaitingPayment
                ? 'Your order is reserved. Pay for it to confirm it: we e-mail a confirmation once it is paid.'
                : 'We have e-mailed a confirmation. You can see your orders any time on your account page.'}
            </p>
          </div>
        </section>
        <div className="container">
          {message && <p role="alert">{message}</p>}
          <OrderDetails order={order} />
          {order.awaitingPayment && (
            <form method="post" action={`/checkout/order/${order.number}/pay`}>
              <button type="submit" className="button">
                Pay now
              </button>
            </form>
          )}
          <p>
            <a href="/my-account">Your orders</a> · <a href="/shop">Back to the shop</a>
          </p>
        </div>
      </main>
      <SiteFooter />
    </Document>
  );
}
