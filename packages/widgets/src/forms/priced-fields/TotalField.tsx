import type { CurrencyConfig } from '@site-widgets/contract/forms/priced-fields.ts';
import { formatMoney } from '@site-widgets/core/forms/money.ts';
import { labelId, pricedInputId } from './field-ids.ts';
import type { PricedFieldViewProps } from './PricedFieldView.tsx';

/**
 * The total (issue 13 §1): the server's figure at first, then the browser's (same code) 50 ms after a
 * change. An `output` is a polite live region, so a screen reader hears the new total once it settles.
 * Nothing is posted for it: the server works the total out again.
 */
export function TotalField({
  formId,
  field,
  value,
  hidden,
  currency,
  parts,
}: PricedFieldViewProps & { currency: CurrencyConfig }) {
  const minor = Number(typeof value === 'string' ? value : '0');
  return (
    <div className={parts.wrapperClass} hidden={hidden} data-field-id={field.id} data-price-field="total">
      <span className="gfield_label" id={labelId(formId, field.id)}>
        {field.label}
      </span>
      {parts.description}
      <div className="ginput_container">
        <output
          id={pricedInputId(formId, field.id)}
          className="ginput_total sw-embedded-form__total"
          aria-labelledby={labelId(formId, field.id)}
          data-slot="total"
        >
          {formatMoney(Number.isSafeInteger(minor) ? minor : 0, currency)}
        </output>
      </div>
      {parts.message}
    </div>
  );
}
