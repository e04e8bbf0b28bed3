import { submitCheckout } from '@site-widgets/core/shop/checkout-submit.ts';
import { useState } from 'react';
import { CheckoutForm } from './CheckoutForm.tsx';
import type { CheckoutFormProps } from './checkout-props.ts';

/**
 * The checkout form, live: the summary follows pickup or delivery, the address is required only for
 * delivery, and "Place order" posts without leaving the page, so messages appear under the fields (the
 * first one gets focus). If the post fails for any other reason the plain form post takes over.
 */
export function LiveCheckout(props: CheckoutFormProps) {
  const [fulfilment, setFulfilment] = useState(props.values.fulfilment ?? 'pickup');
  const [state, setState] = useState({ errors: props.errors, message: props.message, busy: false });

  async function place(form: HTMLFormElement) {
    if (state.busy) return;
    setState((current) => ({ ...current, busy: true }));
    const outcome = await submitCheckout(
      (body) =>
        fetch(props.action, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          credentials: 'same-origin',
        }),
      new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
    );
    if (outcome.kind === 'placed') {
      window.location.assign(outcome.redirect);
      return;
    }
    if (outcome.kind === 'failed') {
      form.submit();
      return;
    }
    setState({ errors: outcome.errors, message: outcome.message, busy: false });
    // The first field with a message, or the message at the top.
    requestAnimationFrame(() => {
      const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid ?? form.querySelector<HTMLElement>('.sw-checkout__message'))?.focus();
    });
  }

  return (
    <CheckoutForm
      {...props}
      errors={state.errors}
      message={state.message}
      busy={state.busy}
      fulfilment={fulfilment}
      onFulfilmentChange={setFulfilment}
      onSubmit={(form) => void place(form)}
    />
  );
}
