import { pricedInputId } from './field-ids.ts';
import type { PricedFieldViewProps } from './PricedFieldView.tsx';

/**
 * A calculation field (issue 13 §2): its formula's result, read-only. The browser works it out 345 ms
 * after typing (0 after a pick) with the server's evaluator; the server works it out again on submit.
 */
export function CalculationField({ formId, field, value, hidden, parts }: PricedFieldViewProps) {
  const id = pricedInputId(formId, field.id);
  return (
    <div
      className={parts.wrapperClass}
      hidden={hidden}
      data-field-id={field.id}
      data-price-field="calculation"
    >
      <label className="gfield_label" htmlFor={id}>
        {field.label}
      </label>
      {parts.description}
      <div className="ginput_container">
        <input
          id={id}
          type="text"
          readOnly
          value={typeof value === 'string' ? value : ''}
          aria-describedby={parts.described}
          data-slot="calculation"
        />
      </div>
      {parts.message}
    </div>
  );
}
