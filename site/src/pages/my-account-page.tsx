import type { PageVars } from '@site-widgets/contract';
import { OrderList, type OrderView } from '../components/order-list.tsx';
import { Document } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface MyAccountPageProps {
  pageVars: PageVars;
  /** This browser's orders (or, from an e-mailed link, that address's). */
  orders: OrderView[];
  /** Whose orders: 'browser' (the visitor cookie) or 'email' (a signed link). */
  source: 'browser' | 'email';
  /** The answer to "e-mail me a link" or about a link that was opened, or ''. */
  notice: string;
  /** The e-mail form's error, or ''. */
  emailError: string;
  emailValue: string;
}

/**
 * `/my-account` (issue 15 item 6) for buyers without accounts: this browser's orders, links to the
 * wishlist and compare pages, and "e-mail me a link to my orders" to see them on another device.
 */
export function MyAccountPage(props: MyAccountPageProps) {
  const { pageVars, orders, source, notice, emailError, emailValue } = props;
  return (
    <Document
      title="Your account — Harbour & Hearth Café"
      description="Your orders, wishlist and compare list at Harbour & Hearth Café."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/my-account" />
      <main id="main">
        <section className="page-intro" aria-labelledby="account-title">
          <div className="container">
            <p className="eyebrow">Shop</p>
            <h1 id="account-title">Your account</h1>
            <p>
              No password needed: this browser remembers your orders. See also your{' '}
              <a href="/wishlist">wishlist</a> and your <a href="/compare">compare list</a>.
            </p>
          </div>
        </section>
        <div className="container account">
          {notice && <p role="status">{notice}</p>}
          <section aria-labelledby="account-orders">
            <h2 id="account-orders">
              {source === 'email' ? 'Orders placed with your e-mail' : 'Orders from this browser'}
            </h2>
            <OrderList orders={orders} empty="No orders yet." />
          </section>
          <section aria-labelledby="account-link">
            <h2 id="account-link">Ordered on another device?</h2>
            <form method="post" action="/my-account/link" noValidate>
              <label htmlFor="account-email">E-mail me a link to my orders</label>
              <input
                id="account-email"
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                defaultValue={emailValue}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? 'account-email-error' : undefined}
              />
              {emailError && (
                <p className="sw-checkout__error" id="account-email-error">
                  {emailError}
                </p>
              )}
              <button type="submit" className="button">
                Send the link
              </button>
            </form>
          </section>
        </div>
      </main>
      <SiteFooter />
    </Document>
  );
}
