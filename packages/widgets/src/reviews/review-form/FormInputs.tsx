import type { ReviewFormInput } from '@site-widgets/contract/reviews/review-form-attributes.ts';
import { REVIEW_FORM_FIELDS } from '@site-widgets/contract/reviews/save-review.ts';
import { useId } from 'react';

interface TextInput {
  input: Exclude<ReviewFormInput, 'avatar' | 'consent'>;
  label: string;
  hint?: string;
  type: 'text' | 'email';
  autoComplete?: string;
  inputMode?: 'url';
  maxLength: number;
  multiline?: boolean;
}

/** The text inputs in the order the form shows them. */
const TEXT_INPUTS: TextInput[] = [
  { input: 'title', label: 'Review title', type: 'text', maxLength: 200 },
  { input: 'text', label: 'Your review', type: 'text', maxLength: 5000, multiline: true },
  { input: 'name', label: 'Your name', type: 'text', autoComplete: 'name', maxLength: 100 },
  {
    input: 'email',
    label: 'Your e-mail',
    hint: 'Never shown on the site.',
    type: 'email',
    autoComplete: 'email',
    maxLength: 254,
  },
  { input: 'company', label: 'Company', type: 'text', autoComplete: 'organization', maxLength: 200 },
  // Not type=url: visitors write "example.com"; the server checks the form and says what is wrong.
  { input: 'website', label: 'Website', type: 'text', inputMode: 'url', autoComplete: 'url', maxLength: 500 },
];

const labelText = (label: string, required: boolean) => (required ? label : `${label} (optional)`);

export interface FormInputsProps {
  shown: readonly ReviewFormInput[];
  required: readonly ReviewFormInput[];
}

/** The text inputs the form's settings show; the browser checks required ones and e-mail addresses. */
export function TextInputs({ shown, required }: FormInputsProps) {
  const id = useId();
  return (
    <>
      {TEXT_INPUTS.filter((spec) => shown.includes(spec.input)).map((spec) => {
        const isRequired = required.includes(spec.input);
        const inputId = `${id}-${spec.input}`;
        const common = {
          id: inputId,
          name: REVIEW_FORM_FIELDS[spec.input],
          required: isRequired,
          maxLength: spec.maxLength,
          'aria-describedby': spec.hint ? `${inputId}-hint` : undefined,
        };
        return (
          <div key={spec.input} className="sw-form__field" data-slot={spec.input}>
            <label htmlFor={inputId} className="sw-form__label">
              {labelText(spec.label, isRequired)}
            </label>
            {spec.hint && (
              <span id={`${inputId}-hint`} className="sw-form__hint">
                {spec.hint}
              </span>
            )}
            {spec.multiline ? (
              <textarea {...common} className="sw-form__input" rows={5} />
            ) : (
              <input
                {...common}
                className="sw-form__input"
                type={spec.type}
                autoComplete={spec.autoComplete}
                inputMode={spec.inputMode}
              />
            )}
          </div>
        );
      })}
    </>
  );
}

export interface AvatarInputProps {
  required: boolean;
  /** The message when the form refused the photo, or null. */
  error: string | null;
  onChange(): void;
}

/** The optional photo (spec 000 §3 avatar file): an image the server checks by content and size. */
export function AvatarInput({ required, error, onChange }: AvatarInputProps) {
  const id = useId();
  return (
    <div className="sw-form__field" data-slot="avatar">
      <label htmlFor={id} className="sw-form__label">
        {labelText('Your photo', required)}
      </label>
      <span id={`${id}-hint`} className="sw-form__hint">
        PNG, JPEG, WebP or GIF, up to 5 MB.
      </span>
      <input
        id={id}
        className="sw-form__file"
        type="file"
        name={REVIEW_FORM_FIELDS.avatar}
        accept="image/png,image/jpeg,image/webp,image/gif"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={onChange}
      />
      {error && (
        <p id={`${id}-error`} className="sw-form__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Consent to publish the review. */
export function ConsentInput({ required }: { required: boolean }) {
  const id = useId();
  return (
    <div className="sw-form__field sw-form__field--check" data-slot="consent">
      <input id={id} type="checkbox" name={REVIEW_FORM_FIELDS.consent} value="yes" required={required} />
      <label htmlFor={id}>
        {labelText('I agree that my review, name and photo may be published on this site', required)}
      </label>
    </div>
  );
}

/**
 * A field people never see (spec: the honeypot): visually hidden, out of the tab order and of the
 * accessibility tree; bots that fill every field fill it, and the server refuses those.
 */
export function Honeypot() {
  const id = useId();
  return (
    <div className="sw-visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={REVIEW_FORM_FIELDS.honeypot} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
