import { REVIEW_FORM_FIELDS } from '@site-widgets/contract/reviews/save-review.ts';
import { useId } from 'react';
import { starOutline } from '../star-outline.ts';

export interface RatingFieldProps {
  ratingStyle: 'stars' | 'thumbs';
  /** The chosen rating, 0 for none. */
  value: number;
  onChange(value: number): void;
  required: boolean;
  /** The message when the form refused the rating (spec 000 §5), or null. */
  error: string | null;
}

/** spec 000 §3: thumbs-up sets 5 and thumbs-down sets 2. */
const THUMBS = [
  {
    value: 5,
    label: 'Thumbs up',
    path: 'M2 9h3v9H2zM7 9l4-7c1.5 0 2.5 1 2.2 2.6L12.6 8H17c1.2 0 2 1 1.8 2.2l-1.3 6.2c-.2 1-1 1.6-2 1.6H7z',
  },
  {
    value: 2,
    label: 'Thumbs down',
    path: 'M2 2h3v9H2zM7 11l4 7c1.5 0 2.5-1 2.2-2.6L12.6 12H17c1.2 0 2-1 1.8-2.2L17.5 3.6c-.2-1-1-1.6-2-1.6H7z',
  },
];
const STAR = starOutline();

/**
 * The rating as a radio group (arrow keys move and choose, as for any radio group): five stars, or
 * thumbs up and down. The stars up to the chosen one are filled.
 */
export function RatingField({ ratingStyle, value, onChange, required, error }: RatingFieldProps) {
  const id = useId();
  const options =
    ratingStyle === 'stars'
      ? [1, 2, 3, 4, 5].map((n) => ({ value: n, label: n === 1 ? '1 star' : `${n} stars`, path: STAR }))
      : THUMBS;
  return (
    <div
      className="sw-rating"
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      data-style={ratingStyle}
      data-slot="rating"
    >
      <span id={`${id}-label`} className="sw-form__label">
        Your rating{required ? '' : ' (optional)'}
      </span>
      <div className="sw-rating__options">
        {options.map((option) => (
          <span key={option.value} className="sw-rating__option">
            <input
              className="sw-rating__input"
              type="radio"
              id={`${id}-${option.value}`}
              name={REVIEW_FORM_FIELDS.rating}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label
              htmlFor={`${id}-${option.value}`}
              className="sw-rating__label"
              data-filled={ratingStyle === 'stars' ? value >= option.value : value === option.value}
            >
              <svg viewBox="0 0 20 20" width="28" height="28" aria-hidden="true" focusable="false">
                <path d={option.path} />
              </svg>
              <span className="sw-visually-hidden">{option.label}</span>
            </label>
          </span>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="sw-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
