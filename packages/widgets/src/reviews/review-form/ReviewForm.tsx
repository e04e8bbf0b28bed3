import { REVIEW_FORM_FIELDS, SAVE_REVIEW_ACTION } from '@site-widgets/contract/reviews/save-review.ts';
import type { ReviewForm as ReviewFormMachine } from '@site-widgets/core/forms/review-form-machine.ts';
import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { AvatarInput, ConsentInput, Honeypot, TextInputs } from './FormInputs.tsx';
import { RatingField } from './RatingField.tsx';
import { readFormFields } from './read-form-fields.ts';
import type { ReviewFormProps } from './settings.ts';

export interface ReviewFormViewProps extends ReviewFormProps {
  machine: ReviewFormMachine;
  /** The heading's id, so a dialog around the form can be named by it. */
  headingId: string;
}

const F = REVIEW_FORM_FIELDS;

/** Statuses in which the form is collapsed and only its message shows (spec 000 §4). */
const COLLAPSED = new Set(['success', 'queued', 'already-submitted']);

/**
 * The visitor's review form (spec 000 §3, §4, §5): rating, texts, photo and consent, with the hidden
 * fields the server needs. It renders the core machine's state: shown → submitting (button hidden,
 * loader shown) → success (message, form reset and collapsed) or error (the server's message).
 */
export function ReviewForm({ settings, postId, formToken, machine, headingId }: ReviewFormViewProps) {
  const state = useSyncExternalStore(machine.subscribe, machine.getState, machine.getState);
  const hydrated = useHydrated();
  const [rating, setRating] = useState(0);
  const [urlTag, setUrlTag] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const { status } = state;

  // spec 000 §3 URL tag: from the page's `?wrtg=`.
  useEffect(() => {
    setUrlTag(new URLSearchParams(window.location.search).get('wrtg') ?? '');
  }, []);

  // After an answer: reset a collapsed form, and move focus to the message when focus was in the form
  // (the button it was on is hidden, and the visitor must hear what happened).
  useEffect(() => {
    if (status === 'success' || status === 'queued') {
      formRef.current?.reset();
      setRating(0);
    }
    if (status !== 'success' && status !== 'queued' && status !== 'error') return;
    const active = document.activeElement;
    if (active && active !== document.body && !rootRef.current?.contains(active)) return;
    (status === 'error' ? alertRef : statusRef).current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const read = readFormFields(form);
    const chosen = Number(read.fields.find(([name]) => name === F.rating)?.[1] ?? 0);
    const invalid = await machine.submit({ rating: chosen, ...read });
    // Focus moves to the first invalid field.
    if (invalid?.field === 'rating')
      form.querySelector<HTMLInputElement>(`input[name="${F.rating}"]`)?.focus();
    if (invalid?.field === 'avatar')
      form.querySelector<HTMLInputElement>(`input[name="${F.avatar}"]`)?.focus();
  }

  const collapsed = COLLAPSED.has(status);
  const submitting = status === 'submitting';
  const required = (input: (typeof settings.fields)[number]) => settings.required.includes(input);
  return (
    <div
      ref={rootRef}
      className="sw-review-form"
      data-state={status}
      data-slot="review-form"
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <h2 id={headingId} className="sw-review-form__heading">
        {settings.heading}
      </h2>
      {state.notice && (
        <p className="sw-review-form__notice" data-slot="notice">
          {state.notice}
        </p>
      )}
      <p ref={statusRef} className="sw-review-form__message" role="status" tabIndex={-1} data-slot="status">
        {status === 'error' ? '' : state.message}
      </p>
      <form
        ref={formRef}
        className="sw-form"
        method="post"
        encType="multipart/form-data"
        aria-labelledby={headingId}
        hidden={collapsed}
        onSubmit={onSubmit}
      >
        {/* The form's own action; the client appends `action` again (reviews-protocol.md). */}
        <input type="hidden" name="action" value={SAVE_REVIEW_ACTION} />
        <input type="hidden" name={F.formId} value={settings.formId} />
        <input type="hidden" name={F.postId} value={postId} />
        <input type="hidden" name={F.uniqueId} value={state.uniqueId} />
        <input type="hidden" name={F.urlTag} value={urlTag} />
        <input type="hidden" name={F.oneSubmission} value={settings.oneSubmission} />
        <input type="hidden" name={F.ratingRequired} value={settings.ratingRequired ? 'yes' : 'no'} />
        <input type="hidden" name={F.pageName} value={settings.pageName} />
        <input type="hidden" name={F.shownAt} value={formToken} />
        <RatingField
          ratingStyle={settings.ratingStyle}
          value={rating}
          onChange={(value) => {
            setRating(value);
            machine.clearInvalid('rating');
          }}
          required={settings.ratingRequired}
          error={state.invalid?.field === 'rating' ? state.invalid.message : null}
        />
        <TextInputs shown={settings.fields} required={settings.required} />
        {settings.fields.includes('avatar') && (
          <AvatarInput
            required={required('avatar')}
            error={state.invalid?.field === 'avatar' ? state.invalid.message : null}
            onChange={() => machine.clearInvalid('avatar')}
          />
        )}
        {settings.fields.includes('consent') && <ConsentInput required={required('consent')} />}
        <Honeypot />
        <p ref={alertRef} className="sw-review-form__error" role="alert" tabIndex={-1} data-slot="error">
          {status === 'error' ? state.message : ''}
        </p>
        <div className="sw-form__actions">
          {/* Live before hydration: the loader holds a click made before the code arrives and performs it then. */}
          <button type="submit" className="sw-button" hidden={submitting}>
            Submit review
          </button>
          <span className="sw-loader" role="status" data-state={submitting ? 'visible' : 'hidden'}>
            {submitting ? 'Sending your review…' : ''}
          </span>
        </div>
      </form>
    </div>
  );
}
