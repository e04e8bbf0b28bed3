import {
  CHECKOUT_LIMITS,
  type CheckoutFieldName,
  CHECKOUT_FIELDS as F,
} from '@site-widgets/contract/shop/checkout-fields.ts';
import { formatMoney } from '@site-widgets/core/catalogue/product-text.ts';
import { type ReactNode, useId } from 'react';
import type { CheckoutFormProps } from './checkout-props.ts';

export interface CheckoutFormViewProps extends CheckoutFormProps {
  /** The chosen way of getting the order (the widget follows the radio buttons). */
  fulfilment?: string;
  /** While the widget posts the form. */
  busy?: boolean;
  onFulfilmentChange?: (value: string) => void;
  onSubmit?: (form: HTMLFormElement) => void;
}

/**
 * The checkout form (issue 15 item 5): contact, pickup or delivery, payment, the order summary and
 * "Place order". A plain form that works without JavaScript; messages under each field come from the
 * server (or the widget's post) and are tied to their inputs with aria-describedby.
 */
export function CheckoutForm(props: CheckoutFormViewProps) {
  const { values, errors, summary, methods } = props;
  const id = useId();
  const fulfilment = props.fulfilment ?? values.fulfilment ?? 'pickup';
  const totals = fulfilment === 'delivery' ? summary.delivery : summary.pickup;
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const errorId = (name: CheckoutFieldName) => `${id}${name}-error`;

  const field = (
    name: CheckoutFieldName,
    label: string,
    input: { type?: string; autoComplete: string; maxLength: number; required?: boolean; hint?: string },
  ) => (
    <div className="sw-checkout__field" data-slot="field">
      <label htmlFor={`${id}${name}`}>{label}</label>
      {input.hint && (
        <p className="sw-checkout__hint" id={`${id}${name}-hint`}>
          {input.hint}
        </p>
      )}
      <input
        id={`${id}${name}`}
        name={name}
        type={input.type ?? 'text'}
        autoComplete={input.autoComplete}
        maxLength={input.maxLength}
        required={input.required}
        defaultValue={values[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          [errors[name] ? errorId(name) : '', input.hint ? `${id}${name}-hint` : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      <FieldError id={errorId(name)} message={errors[name]} />
    </div>
  );

  return (
    <form
      className="sw-checkout"
      method="post"
      action={props.action}
      data-state={props.busy ? 'loading' : props.message ? 'error' : 'idle'}
      onSubmit={(event) => {
        if (!props.onSubmit) return;
        event.preventDefault();
        props.onSubmit(event.currentTarget);
      }}
    >
      <input type="hidden" name={F.idempotencyKey} value={props.idempotencyKey} />
      <div className="sw-checkout__message" role="alert" tabIndex={-1}>
        {props.message && <p>{props.message}</p>}
      </div>
      <div className="sw-checkout__columns">
        <div className="sw-checkout__details">
          <fieldset>
            <legend>Your details</legend>
            {field(F.name, 'Name', { autoComplete: 'name', maxLength: CHECKOUT_LIMITS.name, required: true })}
            {field(F.email, 'E-mail', {
              type: 'email',
              autoComplete: 'email',
              maxLength: CHECKOUT_LIMITS.email,
              required: true,
              hint: 'We send your confirmation here.',
            })}
            {field(F.phone, 'Phone', {
              type: 'tel',
              autoComplete: 'tel',
              maxLength: CHECKOUT_LIMITS.phone,
              required: true,
            })}
          </fieldset>
          <Choices
            legend="Pickup or delivery"
            name={F.fulfilment}
            error={errors.fulfilment}
            errorId={errorId(F.fulfilment)}
            selected={fulfilment}
            onChange={props.onFulfilmentChange}
            options={[
              { value: 'pickup', label: 'Pickup at the café', hint: '12 Quay Street, Portsmouth. Free.' },
              {
                value: 'delivery',
                label: 'Delivery',
                hint:
                  `${money(summary.delivery.deliveryMinor)} for this order.` +
                  (summary.freeDeliveryFromMinor === null
                    ? ''
                    : ` Free from ${money(summary.freeDeliveryFromMinor)}.`),
              },
            ]}
          />
          <fieldset>
            <legend>Delivery address</legend>
            <p className="sw-checkout__hint">Needed for delivery only.</p>
            {field(F.address, 'Street address', {
              autoComplete: 'street-address',
              maxLength: CHECKOUT_LIMITS.address,
              required: fulfilment === 'delivery',
            })}
            {field(F.town, 'Town', {
              autoComplete: 'address-level2',
              maxLength: CHECKOUT_LIMITS.town,
              required: fulfilment === 'delivery',
            })}
            {field(F.postcode, 'Postcode', {
              autoComplete: 'postal-code',
              maxLength: CHECKOUT_LIMITS.postcode,
              required: fulfilment === 'delivery',
            })}
          </fieldset>
          <Choices
            legend="Payment"
            name={F.paymentMethod}
            error={errors.payment_method}
            errorId={errorId(F.paymentMethod)}
            selected={values.payment_method ?? methods[0]?.value ?? ''}
            options={methods}
          />
        </div>
        <section className="sw-checkout__summary" aria-labelledby={`${id}summary`}>
          <h2 id={`${id}summary`}>Your order</h2>
          <table>
            <caption className="sw-visually-hidden">Products and totals</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {summary.lines.map((line) => (
                <tr key={line.productId}>
                  <th scope="row">{`${line.quantity} × ${line.title}`}</th>
                  <td>{money(line.lineTotalMinor)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Subtotal</th>
                <td>{money(summary.subtotalMinor)}</td>
              </tr>
              <tr>
                <th scope="row">{fulfilment === 'delivery' ? 'Delivery' : 'Pickup'}</th>
                <td data-slot="delivery">{money(totals.deliveryMinor)}</td>
              </tr>
              <tr>
                <th scope="row">Total</th>
                <td data-slot="total">
                  <strong>{money(totals.totalMinor)}</strong>
                </td>
              </tr>
              <tr>
                <th scope="row">Includes VAT</th>
                <td>{money(totals.taxMinor)}</td>
              </tr>
            </tfoot>
          </table>
          <button type="submit" className="button" disabled={props.busy}>
            {props.busy ? 'Placing order…' : 'Place order'}
          </button>
        </section>
      </div>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }): ReactNode {
  return message ? (
    <p className="sw-checkout__error" id={id}>
      {message}
    </p>
  ) : null;
}

function Choices(props: {
  legend: string;
  name: CheckoutFieldName;
  error: string | undefined;
  errorId: string;
  selected: string;
  onChange?: ((value: string) => void) | undefined;
  options: Array<{ value: string; label: string; hint: string }>;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={props.error ? props.errorId : undefined}>
      <legend>{props.legend}</legend>
      <FieldError id={props.errorId} message={props.error} />
      {props.options.map((option) => (
        <div className="sw-checkout__choice" key={option.value}>
          <input
            type="radio"
            id={`${id}${option.value}`}
            name={props.name}
            value={option.value}
            defaultChecked={props.selected === option.value}
            aria-describedby={`${id}${option.value}-hint`}
            onChange={props.onChange ? () => props.onChange?.(option.value) : undefined}
          />
          <label htmlFor={`${id}${option.value}`}>{option.label}</label>
          <p className="sw-checkout__hint" id={`${id}${option.value}-hint`}>
            {option.hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
