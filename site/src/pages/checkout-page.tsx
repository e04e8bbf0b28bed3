import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface CheckoutPageProps {
  pageVars: PageVars;
  /** The server-rendered `shop-checkout` widget, or undefined when the cart is empty. */
  formHtml: string | undefined;
  /** Shown instead of the form when the cart is empty (or the order could not be placed). */
  notice: string;
}

/** `/checkout` (issue 15 item 5): the checkout form, or a way back to the shop when the cart is empty. */
export function CheckoutPage({ pageVars, formHtml, notice }: CheckoutPageProps) {
  return (
    <Document
      title="Checkout — Harbour & Hearth Café"
      description="Your details, pickup or delivery, and payment."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/checkout" />
      <main id="main">
        <section className="page-intro" aria-labelledby="checkout-title">
          <div className="container">
            <p className="eyebrow">Shop</p>
            <h1 id="checkout-title">Checkout</h1>
          </div>
        </section>
        <div className="container">
          {formHtml ? (
            <WidgetSlot html={formHtml} />
          ) : (
            <div className="checkout-empty">
              <p role="status">{notice}</p>
              <p>
                <a href="/shop">Back to the shop</a> · <a href="/my-account">Your orders</a>
              </p>
            </div>
          )}
        </div>
      </main>
      <SiteFooter />
    </Document>
  );
}
