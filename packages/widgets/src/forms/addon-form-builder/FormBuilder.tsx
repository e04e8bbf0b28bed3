import { NONCE_FIELD } from '@site-widgets/contract/ajax.ts';
import {
  FORM_BUILDER_SUBMISSIONS_ACTION,
  FORM_BUILDER_SUBMIT_PATH,
  type FormBuilderAnswer,
} from '@site-widgets/contract/forms/addon-form-builder/form-builder-actions.ts';
import type { FormBuilderView } from '@site-widgets/contract/forms/addon-form-builder/form-builder-definition.ts';
import {
  formBuilderTransition,
  initialFormBuilderState,
} from '@site-widgets/core/forms/addon-form-builder/form-builder-steps.ts';
import { wireFormContent } from '@site-widgets/core/forms/addon-form-builder/form-content.ts';
import {
  progressPercent,
  safeRedirectUrl,
} from '@site-widgets/core/forms/addon-form-builder/step-validation.ts';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { usePost } from '../../runtime/post-context.ts';
import { FormBuilderFieldView, type UploadState } from './FormBuilderField.tsx';
import type { UploadOutcome } from './upload-file.ts';

export interface FormBuilderProps {
  view: FormBuilderView;
  /** Sends one file (the mount passes the page's uploader); absent in the server render. */
  upload?: (fieldId: string, file: File, onProgress: (fraction: number) => void) => Promise<UploadOutcome>;
  /** Where a redirect goes; default `location.assign`. */
  navigate?: (url: string) => void;
  /** The page nonce, for the plain HTML post of a single-step form without JavaScript (server render). */
  nonce?: string;
  /** The id of the page the form sits on (`pageId` of the page variables), sent as `form_page_id`; default none. */
  pageId?: number;
}

/** The answer a reCAPTCHA widget inside the form left in its `g-recaptcha-response` field, or empty. */
const recaptchaAnswer = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLTextAreaElement | HTMLInputElement>('[name="g-recaptcha-response"]')?.value ?? '';

/** How long the success message shows before the redirect (spec 001 §4: redirect after success). */
export const REDIRECT_DELAY_MS = 1500;

/**
 * The add-on form builder (spec 001 §3–§5): steps with previous/next and a progress bar; forward checks
 * the step, back does not; submit shows a loader, then the form's success or error message in a live
 * region; after success the submit button stays disabled, and an http(s) redirect follows.
 */
export function FormBuilder({ view, upload, navigate, nonce, pageId }: FormBuilderProps) {
  const post = usePost();
  const idPrefix = useId();
  const [state, dispatch] = useReducer(
    (
      current: ReturnType<typeof initialFormBuilderState>,
      event: Parameters<typeof formBuilderTransition>[2],
    ) => formBuilderTransition(view.fields, current, event),
    view.steps.length,
    (count) => initialFormBuilderState(count),
  );
  const [uploads, setUploads] = useState<Record<string, UploadState>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const last = state.stepCount - 1;
  const percent = progressPercent(state.step, state.stepCount);
  const uploading = Object.values(uploads).some((one) => one.state === 'uploading');

  // Focus follows validation: the first field in error, or the first field of a step just reached.
  const shownStep = useRef(state.step);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid && Object.keys(state.errors).length > 0) {
      (invalid.matches('fieldset') ? invalid.querySelector<HTMLElement>('input') : invalid)?.focus();
    } else if (shownStep.current !== state.step) {
      form
        .querySelector<HTMLElement>(
          `[data-step="${state.step}"] input, [data-step="${state.step}"] select, [data-step="${state.step}"] textarea`,
        )
        ?.focus();
    }
    shownStep.current = state.step;
  }, [state.errors, state.step]);

  useEffect(() => {
    if (state.status !== 'sending') return;
    let live = true;
    post(FORM_BUILDER_SUBMISSIONS_ACTION, {
      form_id: String(view.formId),
      form_content: JSON.stringify(wireFormContent(view.fields, state.values)),
      status: 'publish',
      form_name: view.title,
      form_page: document.title,
      form_page_id: pageId ? String(pageId) : '',
      // A reCAPTCHA the page shows inside the form writes its answer here (spec 001 §7); the server verifies it.
      ...(view.recaptcha ? { 'g-recaptcha-response': recaptchaAnswer(formRef.current) } : {}),
    })
      .then((text) => JSON.parse(text) as FormBuilderAnswer)
      .catch((): FormBuilderAnswer => ({ success: false, data: {} }))
      .then((answer) => {
        if (!live) return;
        const ok = answer.success === true;
        // spec 001 §8: a reCAPTCHA refusal shows the form's reCAPTCHA text; any other failure its error message.
        setFailure(answer.data?.code === 'SW_FORM_BUILDER_RECAPTCHA' ? view.messages.recaptcha : undefined);
        dispatch({ type: 'sent', ok });
        const target = ok ? safeRedirectUrl(view.redirectUrl, window.location.href) : undefined;
        if (target)
          window.setTimeout(
            () => (navigate ?? ((url) => window.location.assign(url)))(target),
            REDIRECT_DELAY_MS,
          );
      });
    return () => {
      live = false;
    };
  }, [state.status, state.values, post, view, navigate, pageId]);

  const onFile = (fieldId: string, file: File | undefined) => {
    dispatch({ type: 'edit', fieldId, value: '' });
    if (!file || !upload) {
      setUploads(({ [fieldId]: _gone, ...rest }) => rest);
      return;
    }
    setUploads((all) => ({ ...all, [fieldId]: { state: 'uploading', progress: 0 } }));
    void upload(fieldId, file, (progress) =>
      setUploads((all) => ({ ...all, [fieldId]: { state: 'uploading', progress } })),
    ).then((outcome) => {
      setUploads((all) => ({
        ...all,
        [fieldId]: outcome.ok
          ? { state: 'done', progress: 1 }
          : { state: 'refused', progress: 0, message: outcome.message },
      }));
      if (outcome.ok) dispatch({ type: 'edit', fieldId, value: outcome.url });
    });
  };

  const finished = state.status === 'success';
  const message =
    state.status === 'success'
      ? view.messages.success
      : state.status === 'error'
        ? (failure ?? view.messages.error)
        : '';
  return (
    <form
      ref={formRef}
      className="sw-form-builder"
      data-state={state.status}
      noValidate
      method="post"
      action={FORM_BUILDER_SUBMIT_PATH}
      aria-labelledby={`${idPrefix}title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!uploading) dispatch({ type: state.step < last ? 'next' : 'submit' });
      }}
    >
      <input type="hidden" name="form_id" value={view.formId} />
      {nonce ? <input type="hidden" name={NONCE_FIELD} value={nonce} /> : null}
      <h2 className="sw-form-builder__title" id={`${idPrefix}title`}>
        {view.title}
      </h2>
      {state.stepCount > 1 ? (
        <div className="sw-form-builder__progress">
          <div
            className="sw-form-builder__bar"
            role="progressbar"
            aria-label="Form progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`Step ${state.step + 1} of ${state.stepCount}: ${percent}%`}
          >
            <span className="sw-form-builder__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="sw-form-builder__step-count">
            Step {state.step + 1} of {state.stepCount}
            {view.steps[state.step] ? `: ${view.steps[state.step]}` : ''}
          </p>
        </div>
      ) : null}
      {view.steps.map((title, index) => (
        <fieldset
          className="sw-form-builder__step"
          data-step={index}
          // biome-ignore lint/suspicious/noArrayIndexKey: the stored steps never reorder; the index is the step
          key={index}
          hidden={index !== state.step}
        >
          {title ? <legend className="sw-form-builder__step-title">{title}</legend> : null}
          {view.fields
            .filter((field) => field.step === index)
            .map((field) => (
              <FormBuilderFieldView
                key={field.id}
                field={field}
                idPrefix={idPrefix}
                value={state.values[field.id]}
                error={state.errors[field.id]}
                upload={uploads[field.id]}
                messages={view.messages}
                disabled={finished}
                onChange={(value) => dispatch({ type: 'edit', fieldId: field.id, value })}
                onFile={(file) => onFile(field.id, file)}
              />
            ))}
        </fieldset>
      ))}
      {view.recaptcha ? (
        // As the embedded forms do: the page's reCAPTCHA script renders into this element and writes its
        // answer into the provider's own field, which the submission sends (the server verifies it).
        // Kept mounted on every step so the provider's widget is not lost; shown on the last.
        <div
          className="g-recaptcha sw-form-builder__captcha"
          data-slot="captcha"
          hidden={state.step !== last}
        >
          <textarea
            name="g-recaptcha-response"
            className="g-recaptcha-response"
            aria-label="reCAPTCHA response"
            hidden
            defaultValue=""
          />
        </div>
      ) : null}
      <div className="sw-form-builder__buttons">
        {state.step > 0 ? (
          <button
            type="button"
            className="sw-button sw-form-builder__back"
            disabled={finished}
            onClick={() => dispatch({ type: 'back' })}
          >
            Previous
          </button>
        ) : null}
        {state.step < last ? (
          <button
            type="button"
            className="sw-button sw-form-builder__next"
            disabled={uploading}
            onClick={() => dispatch({ type: 'next' })}
          >
            Next
          </button>
        ) : (
          <button
            type="submit"
            className="sw-button sw-form-builder__submit"
            disabled={finished || state.status === 'sending' || uploading}
            aria-describedby={`${idPrefix}message`}
          >
            {view.submitLabel}
          </button>
        )}
        {state.status === 'sending' ? (
          <span className="sw-form-builder__loader" data-slot="loader" role="img" aria-label="Sending" />
        ) : null}
      </div>
      <div
        className="sw-form-builder__message"
        id={`${idPrefix}message`}
        role="status"
        aria-live="polite"
        data-state={state.status === 'success' ? 'success' : state.status === 'error' ? 'error' : 'none'}
      >
        {message}
      </div>
    </form>
  );
}
