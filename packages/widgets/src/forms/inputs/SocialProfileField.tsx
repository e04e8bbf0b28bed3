import { fieldInputName } from '@site-widgets/contract/forms/form-definition.ts';
import { parseSocialProfile } from '@site-widgets/core/forms/inputs/social-profile.ts';
import type { InputFieldProps } from './input-parts.ts';

/**
 * Issue 13 §9: a social profile, typed as a URL or a bare handle. The same parser as the server's
 * (core/forms/inputs/social-profile.ts) shows what will be stored (the canonical address) as text.
 */
export default function SocialProfileField(props: InputFieldProps) {
  const { field, value, error, hidden, disabled, onChange, id, described } = props;
  const text = typeof value === 'string' ? value : '';
  const profile = text.trim() === '' ? undefined : parseSocialProfile(text, field.socialPlatform);
  const resultId = `${id}_profile`;
  return (
    <div className={`${props.wrapperClass} gfield--type-social`} hidden={hidden} data-field-id={field.id}>
      <label className="gfield_label" htmlFor={id}>
        {field.label}
        {props.requiredMark}
      </label>
      {props.description}
      <div className="ginput_container">
        <input
          id={id}
          type="text"
          name={fieldInputName(field.id)}
          value={text}
          placeholder={field.placeholder}
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(field.id, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={field.required ? true : undefined}
          aria-describedby={[resultId, described].filter(Boolean).join(' ')}
          disabled={disabled}
        />
      </div>
      <div
        id={resultId}
        className="sw-embedded-form__social"
        data-slot="social-profile"
        data-valid={profile?.valid ? 'true' : profile ? 'false' : ''}
      >
        {profile?.valid ? `Profile: ${profile.url}` : profile ? 'Not a profile address or handle yet.' : ''}
      </div>
      {props.message}
    </div>
  );
}
