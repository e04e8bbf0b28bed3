import { fieldInputName } from '@site-widgets/contract/forms/form-definition.ts';
import { passwordConfirmationName } from '@site-widgets/contract/forms/form-inputs.ts';
import {
  gradePassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_STRENGTH_LABELS,
} from '@site-widgets/core/forms/inputs/password-strength.ts';
import { loadChunk } from '@site-widgets/core/site/chunk-loading.ts';
import { useEffect, useState } from 'react';
import type { InputFieldProps } from './input-parts.ts';

type Estimator = typeof import('@site-widgets/core/forms/inputs/password-estimator.ts');
let estimator: Promise<Estimator> | undefined;

/**
 * zxcvbn-ts and its dictionaries: the heaviest thing a form can ask for, so fetched only once a visitor
 * is in a password field (focus or typing), never with the page.
 */
function loadEstimator(): Promise<Estimator> {
  estimator ??= loadChunk(
    'gform-password-strength',
    () => import('@site-widgets/core/forms/inputs/password-estimator.ts'),
  ).catch((error: unknown) => {
    estimator = undefined; // a later focus may try again; until then the grade is `unknown`
    throw error;
  });
  return estimator;
}

/**
 * Issue 13 §5, spec 001 §5: a password, its confirmation and the strength meter (blank, unknown, bad,
 * good, strong, mismatch, short), announced politely as it changes. The value is never rendered back
 * by the server (no `value` in the markup) and never stored in clear (server: form-inputs.ts).
 */
export default function PasswordField(props: InputFieldProps) {
  const { field, value, error, hidden, disabled, onChange, id, described } = props;
  const confirm = field.passwordConfirm !== false;
  const [password = '', confirmation = ''] = Array.isArray(value) ? value : [value ?? '', ''];
  const [score, setScore] = useState<number | undefined>(undefined);
  const [scorer, setScorer] = useState<Estimator['passwordScore'] | undefined>(undefined);
  const confirmId = `${id}_2`;
  const meterId = `${id}_strength_indicator`;

  useEffect(() => {
    setScore(scorer && password !== '' ? scorer(password) : undefined);
  }, [scorer, password]);

  const startEstimator = () => {
    if (scorer) return;
    void loadEstimator()
      .then((module) => setScorer(() => module.passwordScore))
      .catch(() => {});
  };
  const change = (next: string, which: 'password' | 'confirmation') => {
    startEstimator();
    const pair = which === 'password' ? [next, confirmation] : [password, next];
    onChange(field.id, confirm ? pair : (pair[0] ?? ''));
  };
  const grade = gradePassword(password, confirm ? confirmation : undefined, score);
  const common = {
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required ? true : undefined,
    disabled,
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX_LENGTH,
    onFocus: startEstimator,
  } as const;

  return (
    <fieldset
      className={`${props.wrapperClass} gfield--type-password`}
      hidden={hidden}
      data-field-id={field.id}
    >
      <legend className="gfield_label">
        {field.label}
        {props.requiredMark}
      </legend>
      {props.description}
      <div className="ginput_container ginput_container_password sw-embedded-form__password">
        <span className="sw-embedded-form__password-part">
          <input
            type="password"
            id={id}
            name={fieldInputName(field.id)}
            value={password}
            onChange={(event) => change(event.target.value, 'password')}
            aria-describedby={[meterId, described].filter(Boolean).join(' ')}
            {...common}
          />
          <label htmlFor={id}>{confirm ? 'Enter Password' : field.label}</label>
        </span>
        {confirm && (
          <span className="sw-embedded-form__password-part">
            <input
              type="password"
              id={confirmId}
              name={passwordConfirmationName(field.id)}
              value={confirmation}
              onChange={(event) => change(event.target.value, 'confirmation')}
              aria-describedby={meterId}
              {...common}
            />
            <label htmlFor={confirmId}>Confirm Password</label>
          </span>
        )}
      </div>
      <div
        id={meterId}
        className={`gfield_password_strength ${grade}`}
        data-slot="password-strength"
        data-strength={grade}
        aria-live="polite"
        aria-atomic="true"
      >
        <span className="sw-embedded-form__password-bar" aria-hidden="true" />
        <span>{PASSWORD_STRENGTH_LABELS[grade]}</span>
      </div>
      {props.message}
    </fieldset>
  );
}
