import { fieldInputName } from '@site-widgets/contract/forms/form-definition.ts';
import { SOURCE_PROTOCOLS, sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';
import { inputId } from '../form/FormFieldView.tsx';
import type { InputFieldProps } from './input-parts.ts';

/**
 * Issue 13 §8: an image choice. Native radios (one) or checkboxes (several) inside their labels, so the
 * keyboard (arrows within a radio group, Space on a checkbox) and screen readers work as for any choice;
 * the image is decoration beside the label's text unless the owner gives it an alt. Images load lazily
 * and go through the URL sanitiser (web addresses only).
 */
export default function ImageChoiceField(props: InputFieldProps) {
  const { formId, field, value, error, hidden, disabled, onChange, described } = props;
  const multiple = field.multiple === true;
  const list = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
  return (
    <fieldset
      className={`${props.wrapperClass} gfield--type-image_choice`}
      hidden={hidden}
      data-field-id={field.id}
      aria-describedby={described}
    >
      <legend className="gfield_label">
        {field.label}
        {props.requiredMark}
      </legend>
      {props.description}
      <div className="ginput_container sw-embedded-form__image-choices">
        {(field.choices ?? []).map((choice, index) => {
          const choiceId = inputId(formId, field.id, index + 1);
          const image = field.choiceImages?.[choice.value];
          const src = image ? sanitiseUrl(image.src, { protocols: SOURCE_PROTOCOLS }) : '#';
          const checked = list.includes(choice.value);
          return (
            <label className="gchoice sw-embedded-form__image-choice" key={choice.value} htmlFor={choiceId}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                id={choiceId}
                name={multiple ? fieldInputName(field.id, index + 1) : fieldInputName(field.id)}
                value={choice.value}
                checked={checked}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onChange={(event) =>
                  onChange(
                    field.id,
                    multiple
                      ? event.target.checked
                        ? [...list.filter((one) => one !== choice.value), choice.value]
                        : list.filter((one) => one !== choice.value)
                      : choice.value,
                  )
                }
              />
              {src !== '#' && (
                <img
                  src={src}
                  alt={image?.alt ?? ''}
                  loading="lazy"
                  decoding="async"
                  width={160}
                  height={120}
                />
              )}
              <span className="sw-embedded-form__image-choice-label">{choice.label}</span>
            </label>
          );
        })}
      </div>
      {props.message}
    </fieldset>
  );
}
