import { fieldInputName } from '@site-widgets/contract/forms/form-definition.ts';
import {
  CARD_NUMBER_MAX_DIGITS,
  CARD_TYPE_MIN_DIGITS,
  checkCardNumber,
  detectCardType,
} from '@site-widgets/core/forms/inputs/card-number.ts';
import { useState } from 'react';
import type { InputFieldProps } from './input-parts.ts';

/**
 * Issue 13 §6, spec 001 §5: the card number as a display aid. Once 4 digits are typed the card type
 * shows (and is announced); on leaving the field a number that fails the Luhn check or is of a type
 * the form does not take gets a hint. The number is sent for the server's check only: it is never
 * stored, logged or mailed, and never rendered back into the markup.
 */
export default function CardNumberField(props: InputFieldProps) {
  const { field, value, error, hidden, disabled, onChange, id, described } = props;
  const text = typeof value === 'string' ? value : '';
  const [left, setLeft] = useState(false);
  const cardType = detectCardType(text);
  const check = checkCardNumber(text, {
    ...(field.cardTypes ? { allowedTypes: field.cardTypes } : {}),
    complete: left,
  });
  const typeId = `${id}_card_type`;
  const hint =
    left && check.state === 'invalid'
      ? check.reason === 'type' && check.cardType
        ? `${check.cardType.name} is not accepted here.`
        : 'This card number looks mistyped.'
      : '';
  return (
    <div className={`${props.wrapperClass} gfield--type-creditcard`} hidden={hidden} data-field-id={field.id}>
      <label className="gfield_label" htmlFor={id}>
        {field.label}
        {props.requiredMark}
      </label>
      {props.description}
      <div className="ginput_container ginput_container_creditcard sw-embedded-form__card">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          name={fieldInputName(field.id)}
          value={text}
          placeholder={field.placeholder}
          maxLength={CARD_NUMBER_MAX_DIGITS + 6}
          onChange={(event) => {
            setLeft(false);
            onChange(field.id, event.target.value);
          }}
          onBlur={() => setLeft(true)}
          aria-invalid={error ? true : undefined}
          aria-required={field.required ? true : undefined}
          aria-describedby={[typeId, described].filter(Boolean).join(' ')}
          disabled={disabled}
        />
        <div
          id={typeId}
          className="gform_card_icon_container sw-embedded-form__card-type"
          data-slot="card-type"
          data-card-type={cardType?.type ?? ''}
          aria-live="polite"
          aria-atomic="true"
        >
          {cardType
            ? `Card type: ${cardType.name}`
            : text.replace(/\D/g, '').length < CARD_TYPE_MIN_DIGITS
              ? ''
              : 'Card type not recognised'}
          {hint && <span className="sw-embedded-form__card-hint"> {hint}</span>}
        </div>
      </div>
      {props.message}
    </div>
  );
}
