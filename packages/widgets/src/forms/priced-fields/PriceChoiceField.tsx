import type { FieldChoice, FormField } from '@site-widgets/contract/forms/form-definition.ts';
import { fieldInputName } from '@site-widgets/contract/forms/form-definition.ts';
import {
  type CurrencyConfig,
  DEFAULT_MAX_QUANTITY,
  MAX_QUANTITY,
} from '@site-widgets/contract/forms/priced-fields.ts';
import { formatMoney } from '@site-widgets/core/forms/money.ts';
import { labelId, pricedInputId } from './field-ids.ts';
import type { PricedFieldViewProps } from './PricedFieldView.tsx';

/** A choice as the visitor reads it: `Lunch buffet (£18.50)`; an option's price with a plus. */
function choiceText(field: FormField, choice: FieldChoice, currency: CurrencyConfig) {
  const price = choice.price ?? 0;
  if (field.type === 'option')
    return price > 0 ? `${choice.label} (+${formatMoney(price, currency)})` : choice.label;
  return `${choice.label} (${formatMoney(price, currency)})`;
}

/**
 * Product, option and shipping fields (and quantity): a fixed price, or a choice among priced choices
 * by select, radio or checkbox. Inputs carry the choice value; the script posts `value|price` (spec 001
 * §3) and the server reads only the value.
 */
export function PriceChoiceField({
  formId,
  field,
  value,
  hidden,
  disabled,
  currency,
  parts,
  onChange,
}: PricedFieldViewProps & { currency: CurrencyConfig }) {
  const id = pricedInputId(formId, field.id);
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const input = field.priceInput ?? 'single';
  const common = {
    'aria-invalid': parts.invalid ? true : undefined,
    'aria-describedby': parts.described,
    'aria-required': field.required ? true : undefined,
    disabled,
  } as const;

  if (field.type === 'quantity' || (input === 'single' && field.type !== 'option')) {
    const control =
      field.type === 'quantity' ? (
        <input
          id={id}
          type="number"
          name={fieldInputName(field.id)}
          value={text}
          min={Math.max(0, field.min ?? 0)}
          max={Math.min(MAX_QUANTITY, field.max ?? DEFAULT_MAX_QUANTITY)}
          step={1}
          inputMode="numeric"
          onChange={(event) => onChange(field.id, event.target.value)}
          {...common}
        />
      ) : (
        <p className="ginput_product_price sw-embedded-form__price" id={id} data-slot="price">
          {formatMoney(field.price ?? 0, currency)}
        </p>
      );
    return (
      <div
        className={parts.wrapperClass}
        hidden={hidden}
        data-field-id={field.id}
        data-price-field={field.type}
      >
        {field.type === 'quantity' ? (
          <label className="gfield_label" htmlFor={id}>
            {field.label}
            {parts.requiredMark}
          </label>
        ) : (
          <span className="gfield_label" id={labelId(formId, field.id)}>
            {field.label}
          </span>
        )}
        {parts.description}
        <div className="ginput_container">{control}</div>
        {parts.message}
      </div>
    );
  }

  if (input === 'select') {
    return (
      <div
        className={parts.wrapperClass}
        hidden={hidden}
        data-field-id={field.id}
        data-price-field={field.type}
      >
        <label className="gfield_label" htmlFor={id}>
          {field.label}
          {parts.requiredMark}
        </label>
        {parts.description}
        <div className="ginput_container">
          <select
            id={id}
            name={fieldInputName(field.id)}
            value={text}
            onChange={(event) => onChange(field.id, event.target.value)}
            {...common}
          >
            <option value="">{field.placeholder ?? ''}</option>
            {(field.choices ?? []).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choiceText(field, choice, currency)}
              </option>
            ))}
          </select>
        </div>
        {parts.message}
      </div>
    );
  }

  return (
    <fieldset
      className={parts.wrapperClass}
      hidden={hidden}
      data-field-id={field.id}
      data-price-field={field.type}
      aria-describedby={parts.described}
    >
      <legend className="gfield_label">
        {field.label}
        {parts.requiredMark}
      </legend>
      {parts.description}
      <div className="ginput_container sw-embedded-form__choices">
        {(field.choices ?? []).map((choice, index) => {
          const choiceId = pricedInputId(formId, field.id, index + 1);
          const checked = input === 'radio' ? text === choice.value : list.includes(choice.value);
          return (
            <div className="gchoice" key={choice.value}>
              <input
                type={input === 'radio' ? 'radio' : 'checkbox'}
                id={choiceId}
                name={input === 'radio' ? fieldInputName(field.id) : fieldInputName(field.id, index + 1)}
                value={choice.value}
                checked={checked}
                disabled={disabled}
                aria-invalid={parts.invalid ? true : undefined}
                onChange={(event) => {
                  if (input === 'radio') onChange(field.id, choice.value);
                  else
                    onChange(
                      field.id,
                      event.target.checked
                        ? [...list.filter((one) => one !== choice.value), choice.value]
                        : list.filter((one) => one !== choice.value),
                    );
                }}
              />
              <label htmlFor={choiceId}>{choiceText(field, choice, currency)}</label>
            </div>
          );
        })}
      </div>
      {parts.message}
    </fieldset>
  );
}
