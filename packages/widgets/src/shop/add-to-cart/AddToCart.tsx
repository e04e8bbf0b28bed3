import { createAddToCart } from '@site-widgets/core/shop/add-to-cart.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { usePost } from '../../runtime/post-context.ts';
import { receiveFragments } from '../cart-fragments-dom.ts';

/** One child of a grouped product on its page: its own quantity field. */
export interface GroupedChildView {
  id: number;
  title: string;
  href: string;
  /** The price as text (formatted by the server). */
  price: string;
  /** Most the field accepts: the stock left, or the maximum; 0 when out of stock (no field). */
  max: number;
  /** Stock as text ('In stock', 'Only 3 left in stock', 'Out of stock'). */
  stock: string;
}

export interface AddToCartProps {
  productId: number;
  title: string;
  /** Where the no-script form posts (`/cart/add`) and where the view-cart link goes (`/cart`). */
  formAction: string;
  cartUrl: string;
  /** `card`: a button only (quantity one); `page`: with the quantity field(s). */
  layout: 'card' | 'page';
  /** A simple product's page: the quantity field's maximum (stock left, or 99999999). */
  maxQuantity?: number;
  /** A grouped product's page: one quantity field per child. */
  groupedChildren?: GroupedChildView[];
}

function CheckIcon() {
  return (
    <svg className="sw-add-to-cart__check" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M6.2 11.6 2.6 8l-1.2 1.2 4.8 4.8 9-9-1.2-1.2z" fill="currentColor" />
    </svg>
  );
}

/**
 * An add-to-cart form (issue 15 item 3) on a product card or page. Without script it posts to /cart/add
 * and the server redirects to /cart; with it, the core machine adds by ajax: loading, then added (the
 * button hidden, the view-cart link shown, a check mark for 3.5 s). The browser checks the form's native
 * validity (quantity 0…max) before anything is sent.
 */
export function AddToCart(props: AddToCartProps) {
  const post = usePost();
  const [machine] = useState(() =>
    createAddToCart({
      post,
      clock: systemClock,
      alert: (message) => window.alert(message),
      navigate: (url) => window.location.assign(url),
      onFragments: receiveFragments,
    }),
  );
  useEffect(() => () => machine.destroy(), [machine]);
  const state = useSyncExternalStore(machine.store.subscribe, machine.store.getState, machine.store.getState);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // The button the visitor pressed is hidden: focus goes on to the view-cart link in its place.
    if (state.phase !== 'added') return;
    const active = document.activeElement;
    if (active === buttonRef.current || active === document.body || active === null) linkRef.current?.focus();
  }, [state.phase]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.reportValidity()) return;
    const fields = [...new FormData(form)].map(([name, value]) => [name, String(value)] as const);
    void machine.submit(fields);
  }

  const buttonText = state.phase === 'loading' ? 'Adding…' : 'Add to cart';
  return (
    <form
      className={`sw-add-to-cart sw-add-to-cart--${props.layout}`}
      method="post"
      action={props.formAction}
      data-state={state.phase}
      onSubmit={onSubmit}
      onInput={() => machine.reset()}
    >
      <input type="hidden" name="add-to-cart" value={props.productId} />
      {props.groupedChildren && (
        <table className="sw-add-to-cart__children">
          <caption className="sw-visually-hidden">Choose how many of each</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Quantity</th>
            </tr>
          </thead>
          <tbody>
            {props.groupedChildren.map((child) => (
              <tr key={child.id}>
                <th scope="row">
                  <a href={child.href}>{child.title}</a>
                  <span className="sw-add-to-cart__stock">{child.stock}</span>
                </th>
                <td>{child.price}</td>
                <td>
                  {child.max > 0 ? (
                    <input
                      className="sw-add-to-cart__quantity"
                      type="number"
                      name={`quantity[${child.id}]`}
                      aria-label={`Quantity of ${child.title}`}
                      defaultValue={0}
                      min={0}
                      max={child.max}
                      step={1}
                      inputMode="numeric"
                    />
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.maxQuantity !== undefined && (
        <label className="sw-add-to-cart__quantity-label">
          Quantity
          <input
            className="sw-add-to-cart__quantity"
            type="number"
            name="quantity"
            defaultValue={1}
            min={1}
            max={props.maxQuantity}
            step={1}
            inputMode="numeric"
            required
          />
        </label>
      )}
      <div className="sw-add-to-cart__actions">
        <button
          ref={buttonRef}
          type="submit"
          className="sw-add-to-cart__button"
          data-slot="add-to-cart-button"
          hidden={state.phase === 'added'}
          aria-busy={state.phase === 'loading' ? true : undefined}
          // The visible text first, then which product (several cards share the text).
          aria-label={props.layout === 'card' ? `${buttonText}: ${props.title}` : undefined}
        >
          {buttonText}
        </button>
        <a
          ref={linkRef}
          className="sw-add-to-cart__view"
          data-checked={state.checked ? 'yes' : 'no'}
          href={props.cartUrl}
          hidden={state.phase !== 'added'}
        >
          {state.checked && <CheckIcon />}
          View cart
        </a>
      </div>
      <p className="sw-visually-hidden" role="status">
        {state.phase === 'added' ? `${props.title} was added to your cart.` : ''}
      </p>
    </form>
  );
}
