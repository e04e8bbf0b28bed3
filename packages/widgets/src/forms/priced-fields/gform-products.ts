import { PricedFieldView } from './PricedFieldView.tsx';
import { providePricedFieldView } from './view-slot.ts';

/**
 * The `gform-products` chunk (spec 001 §7), loaded only by forms with priced, calculation or list
 * fields: their views, and the pricing and formula code the server runs, so the browser shows the same
 * figures the server stores.
 */
export { computedValues } from '@site-widgets/core/forms/pricing.ts';

export function providePricedViews(): void {
  providePricedFieldView(PricedFieldView);
}
