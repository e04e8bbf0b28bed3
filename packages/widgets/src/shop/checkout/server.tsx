import { renderWidget } from '../../runtime/ssr.tsx';
import { CheckoutForm } from './CheckoutForm.tsx';
import type { CheckoutFormProps } from './checkout-props.ts';

/** The checkout form as the server puts it into `/checkout`: complete without JavaScript. */
export function renderCheckoutWidget(props: CheckoutFormProps): string {
  return renderWidget('shop-checkout', {}, <CheckoutForm {...props} />, props);
}
