import { type FormField, fieldInputName } from '@site-widgets/contract/forms/form-definition.ts';
import { UPLOAD_FIELD_TYPE } from '@site-widgets/contract/forms/form-uploads.ts';
import { type CurrencyConfig, isMoneyOrListFieldType } from '@site-widgets/contract/forms/priced-fields.ts';
import { inputViewOf, isInputViewType } from '../inputs/input-views.ts';
import { MaskedInput } from '../inputs/MaskedInput.tsx';
import { pricedFieldView } from '../priced-fields/view-slot.ts';
import { FileUploadField } from '../upload/FileUploadField.tsx';

export interface FormFieldViewProps {
  formId: number;
  field: FormField;
  value: string | string[] | undefined;
  error: string | undefined;
  /** Hidden by conditional logic: kept in the markup (its value posts) but not shown. */
  hidden: boolean;
  disabled: boolean;
  onChange(fieldId: number, value: string | string[]): void;
  /** Issue 13: how the form's prices show (the definition's currency). */
  currency?: CurrencyConfig;
}

/** The input's id, which labels and the error summary's links point at. */
export const inputId = (formId: number, fieldId: number, choice?: number) =>
  choice === undefined ? `input_${formId}_${fieldId}` : `choice_${formId}_${fieldId}_${choice}`;
export const messageId = (formId: number, fieldId: number) => `validation_message_${formId}_${fieldId}`;
const descriptionId = (formId: number, fieldId: number) => `gfield_description_${formId}_${fieldId}`;

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  text: 'text',
  email: 'email',
  number: 'number',
  phone: 'tel',
  website: 'url',
  date: 'date',
  time: 'time',
};

const AUTOCOMPLETE: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  phone: 'tel',
  website: 'url',
};

/**
 * One field of an embedded form (issue 12 §1), the form plugin's parts: wrapper, label, description,
 * input, and the field's validation message linked by aria-describedby. Inputs are named as the wire
 * wants them (`input_7`, checkbox choices `input_7.2`).
 */
export function FormFieldView({
  formId,
  field,
  value,
  error,
  hidden,
  disabled,
  onChange,
  currency,
}: FormFieldViewProps) {
  const id = inputId(formId, field.id);
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const described =
    [field.description ? descriptionId(formId, field.id) : '', error ? messageId(formId, field.id) : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': field.required ? true : undefined,
    disabled,
  } as const;
  const wrapperClass = `gfield sw-embedded-form__field${error ? ' gfield_error' : ''}${field.cssClass ? ` ${field.cssClass}` : ''}`;
  const requiredMark = field.required ? (
    <span className="gfield_required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
  const description = field.description ? (
    <div className="gfield_description" id={descriptionId(formId, field.id)}>
      {field.description}
    </div>
  ) : null;
  const message = error ? (
    <div className="gfield_validation_message" id={messageId(formId, field.id)} data-slot="field-error">
      {error}
    </div>
  ) : null;

  if (isMoneyOrListFieldType(field.type)) {
    // Provided by the gform-products chunk, loaded before a form with such fields hydrates.
    const PricedView = pricedFieldView();
    const parts = { wrapperClass, requiredMark, description, message, described, invalid: Boolean(error) };
    return PricedView ? (
      <PricedView {...{ formId, field, value, hidden, disabled, currency, parts, onChange }} />
    ) : null;
  }
  // issue 13: password, credit card, image choice, social profile (their own chunks, forms/inputs/)
  const InputView = isInputViewType(field.type) ? inputViewOf(field.type) : undefined;
  if (InputView) {
    const parts = { id, described, wrapperClass, requiredMark, description, message };
    return <InputView {...{ formId, field, value, error, hidden, disabled, onChange }} {...parts} />;
  }
  if (field.type === 'hidden') {
    return <input type="hidden" name={fieldInputName(field.id)} id={id} value={text} />;
  }
  if (field.type === 'section') {
    return (
      <div className="gsection sw-embedded-form__section" hidden={hidden} data-field-id={field.id}>
        <h3 className="gsection_title">{field.label}</h3>
        {description}
      </div>
    );
  }
  if (field.type === 'html') {
    return (
      <div
        className="gfield gfield_html sw-embedded-form__html"
        hidden={hidden}
        data-field-id={field.id}
        // The owner writes this block as they write the page (contract: trusted owner markup).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: owner-authored content, validated on import
        dangerouslySetInnerHTML={{ __html: field.content ?? '' }}
      />
    );
  }
  if (field.type === UPLOAD_FIELD_TYPE) {
    return (
      <FileUploadField
        formId={formId}
        field={field}
        inputId={id}
        wrapperClass={wrapperClass}
        hidden={hidden}
        disabled={disabled}
        message={message}
        description={description}
        descriptionId={field.description ? descriptionId(formId, field.id) : undefined}
        messageId={error ? messageId(formId, field.id) : undefined}
        requiredMark={requiredMark}
      />
    );
  }
  if (field.type === 'radio' || field.type === 'checkbox' || field.type === 'consent') {
    const choices =
      field.type === 'consent'
        ? [{ label: field.consentText ?? field.label, value: '1' }]
        : (field.choices ?? []);
    return (
      <fieldset
        className={wrapperClass}
        hidden={hidden}
        data-field-id={field.id}
        aria-describedby={described}
      >
        <legend className="gfield_label">
          {field.label}
          {requiredMark}
        </legend>
        {description}
        <div className="ginput_container sw-embedded-form__choices">
          {choices.map((choice, index) => {
            const choiceId = inputId(formId, field.id, index + 1);
            const checked =
              field.type === 'radio'
                ? text === choice.value
                : field.type === 'consent'
                  ? text === '1'
                  : list.includes(choice.value);
            return (
              <div className="gchoice" key={choice.value}>
                <input
                  type={field.type === 'radio' ? 'radio' : 'checkbox'}
                  id={choiceId}
                  name={
                    field.type === 'radio' ? fieldInputName(field.id) : fieldInputName(field.id, index + 1)
                  }
                  value={choice.value}
                  checked={checked}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => {
                    if (field.type === 'radio') onChange(field.id, choice.value);
                    else if (field.type === 'consent') onChange(field.id, event.target.checked ? '1' : '');
                    else
                      onChange(
                        field.id,
                        event.target.checked
                          ? [...list.filter((one) => one !== choice.value), choice.value]
                          : list.filter((one) => one !== choice.value),
                      );
                  }}
                />
                <label htmlFor={choiceId}>{choice.label}</label>
              </div>
            );
          })}
        </div>
        {message}
      </fieldset>
    );
  }

  let control: React.ReactElement;
  if (field.type === 'textarea') {
    control = (
      <textarea
        id={id}
        name={fieldInputName(field.id)}
        value={text}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        rows={5}
        onChange={(event) => onChange(field.id, event.target.value)}
        {...common}
      />
    );
  } else if (field.type === 'select') {
    control = (
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
            {choice.label}
          </option>
        ))}
      </select>
    );
  } else if (field.inputMask) {
    control = (
      <MaskedInput
        id={id}
        mask={field.inputMask}
        type={INPUT_TYPES[field.type] ?? 'text'}
        name={fieldInputName(field.id)}
        value={text}
        placeholder={field.placeholder}
        autoComplete={AUTOCOMPLETE[field.type]}
        onValueChange={(next) => onChange(field.id, next)}
        {...common}
      />
    );
  } else {
    control = (
      <input
        id={id}
        type={INPUT_TYPES[field.type] ?? 'text'}
        name={fieldInputName(field.id)}
        value={text}
        placeholder={field.placeholder}
        min={field.min}
        max={field.max}
        maxLength={field.maxLength}
        autoComplete={AUTOCOMPLETE[field.type]}
        onChange={(event) => onChange(field.id, event.target.value)}
        {...common}
      />
    );
  }
  return (
    <div className={wrapperClass} hidden={hidden} data-field-id={field.id}>
      <label className="gfield_label" htmlFor={id}>
        {field.label}
        {requiredMark}
      </label>
      {description}
      <div className="ginput_container">{control}</div>
      {message}
    </div>
  );
}
