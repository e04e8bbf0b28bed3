import { shopCheckoutAttributesSchema } from '@site-widgets/contract/shop/checkout-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import type { CheckoutFormProps } from './checkout-props.ts';
import { LiveCheckout } from './LiveCheckout.tsx';

const WIDGET = 'shop-checkout';

/** Hydrates the server-rendered form; without server markup there is nothing to show (no cart). */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  if (!parseAttributes(WIDGET, element, shopCheckoutAttributesSchema)) return undefined;
  const server = readServerProps<CheckoutFormProps>(element);
  if (!server) return undefined;
  return mountView(element, server, <LiveCheckout {...server.props} />);
}
