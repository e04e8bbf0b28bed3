import type { CartView, PageVars } from '@site-widgets/contract';
import { formatMoney } from '@site-widgets/core/catalogue/product-text.ts';
import { Document } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface CartPageProps {
  pageVars: PageVars;
  cart: CartView;
  /** Why the last change was refused (plain text), shown above the cart. */
  notices: string[];
  /** Where the no-script forms post. */
  paths: { update: string; remove: string };
}

const UPDATE_FORM = 'sw-cart-update';

/**
 * `/cart` (issue 15 item 5): the visitor's cart as the server priced it. Plain forms: quantities post to
 * the update address, each remove button to the remove address; both redirect back here.
 */
export function CartPage({ pageVars, cart, notices, paths }: CartPageProps) {
  const money = (minor: number) => formatMoney(minor, cart.currency);
  const rate = `${cart.taxRateBasisPoints / 100} %`;
  return (
    <Document title="Your cart — Harbour & Hearth Café" description="Your cart." pageVars={pageVars}>
      <SiteHeader currentHref="/cart" />
      <main id="main">
        <section className="section cart-page" aria-labelledby="cart-title">
          <div className="container">
            <h1 id="cart-title">Your cart</h1>
            {notices.length > 0 && (
              <div className="cart-page__notices" role="alert">
                {notices.map((notice) => (
                  <p key={notice}>{notice}</p>
                ))}
              </div>
            )}
            {cart.lines.length === 0 ? (
              <p className="cart-page__empty">
                Your cart is empty. <a href="/shop">Visit the shop</a>
              </p>
            ) : (
              <>
                <form id={UPDATE_FORM} method="post" action={paths.update} />
                <table className="cart-page__table">
                  <caption className="sw-visually-hidden">Products in your cart</caption>
                  <thead>
                    <tr>
                      <th scope="col">Product</th>
                      <th scope="col">Price</th>
                      <th scope="col">Quantity</th>
                      <th scope="col">Total</th>
                      <th scope="col">
                        <span className="sw-visually-hidden">Remove</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {cart.lines.map((line) => (
                      <tr key={line.productId}>
                        <th scope="row">
                          <a href={line.href}>{line.title}</a>
                        </th>
                        <td>{money(line.unitPriceMinor)}</td>
                        <td>
                          <label className="sw-visually-hidden" htmlFor={`cart-quantity-${line.productId}`}>
                            Quantity of {line.title}
                          </label>
                          <input
                            id={`cart-quantity-${line.productId}`}
                            className="cart-page__quantity"
                            form={UPDATE_FORM}
                            type="number"
                            name={`quantity[${line.productId}]`}
                            defaultValue={line.quantity}
                            min={0}
                            max={line.maxQuantity}
                            step={1}
                            inputMode="numeric"
                            required
                          />
                        </td>
                        <td>{money(line.lineTotalMinor)}</td>
                        <td>
                          <form method="post" action={paths.remove}>
                            <input type="hidden" name="product_id" value={line.productId} />
                            <button type="submit" className="cart-page__remove">
                              Remove<span className="sw-visually-hidden"> {line.title}</span>
                            </button>
                          </form>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className="cart-page__update">
                  <button type="submit" form={UPDATE_FORM} className="button button--quiet">
                    Update cart
                  </button>
                </p>
                <section className="cart-page__totals" aria-labelledby="cart-totals-title">
                  <h2 id="cart-totals-title">Cart totals</h2>
                  <dl>
                    <div>
                      <dt>Subtotal</dt>
                      <dd>{money(cart.totals.subtotalMinor)}</dd>
                    </div>
                    <div>
                      <dt>Delivery</dt>
                      <dd>{cart.totals.deliveryMinor === 0 ? 'Free' : money(cart.totals.deliveryMinor)}</dd>
                    </div>
                    <div className="cart-page__total">
                      <dt>Total</dt>
                      <dd>{money(cart.totals.totalMinor)}</dd>
                    </div>
                  </dl>
                  <p className="cart-page__tax">
                    {cart.pricesIncludeTax ? 'Includes' : 'Plus'} {money(cart.totals.taxMinor)} VAT ({rate})
                  </p>
                  <p>
                    <a className="button" href="/checkout">
                      Proceed to checkout
                    </a>
                  </p>
                </section>
              </>
            )}
          </div>
        </section>
      </main>
      <SiteFooter currentHref="/cart" />
    </Document>
  );
}
