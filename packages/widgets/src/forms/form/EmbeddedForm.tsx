import { FORM_DEFAULT_MESSAGES, fieldInputName } from '@site-widgets/contract/forms/form-definition.ts';
import { FORM_WIRE_FIELDS } from '@site-widgets/contract/forms/gform-actions.ts';
import type { SubmissionType } from '@site-widgets/core/forms/embedded-form-honeypot.ts';
import { sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';
import type { FormEvent, KeyboardEvent, Ref } from 'react';
import { FormButtons } from './FormButtons.tsx';
import { FormFieldView, inputId } from './FormFieldView.tsx';
import type { FormStatus, FormWidgetProps } from './form-props.ts';

export interface EmbeddedFormProps extends FormWidgetProps {
  status?: FormStatus;
  hydrated?: boolean;
  /** A form-level error (unknown error, server refusal) shown above the form. */
  formError?: string;
  onValueChange?(fieldId: number, value: string | string[]): void;
  onSubmissionType?(type: SubmissionType): void;
  onFormSubmit?(event: FormEvent<HTMLFormElement>): void;
  onFormKeyDown?(event: KeyboardEvent<HTMLFormElement>): void;
  onResumeEmailChange?(email: string): void;
  resumeEmail?: string;
  formRef?: Ref<HTMLFormElement>;
  confirmationRef?: Ref<HTMLDivElement>;
  errorsRef?: Ref<HTMLDivElement>;
}

const noop = () => {};

/**
 * The embedded form (issue 12 §2) with the spec's parts (spec 001 §2): wrapper, heading, validation
 * error container, form element, one container per page (every page in the markup, one shown), the
 * hidden source-page, target-page and unique-id fields, and the confirmation wrapper that replaces it
 * all after a final submit. The server renders it for the page and for ajax answers; the client
 * hydrates it. Errors are announced by an always-present live region.
 */
export function EmbeddedForm(props: EmbeddedFormProps) {
  const { definition, values, errors, currentPage, hydrated = false, status = 'idle' } = props;
  const formId = definition.id;
  const onChange = props.onValueChange ?? noop;
  const onType = props.onSubmissionType ?? noop;

  if (props.confirmationMessage !== undefined) {
    return (
      <div
        id={`gform_confirmation_wrapper_${formId}`}
        className="gform_confirmation_wrapper sw-embedded-form__confirmation"
        data-slot="confirmation-wrapper"
        tabIndex={-1}
        ref={props.confirmationRef}
      >
        <div className="gform_confirmation_message" id={`gform_confirmation_message_${formId}`}>
          {props.confirmationMessage}
        </div>
      </div>
    );
  }

  const visibleFields = new Set(props.visibleFields);
  const shownPages = definition.pages
    .map((_, index) => index + 1)
    .filter((n) => props.visiblePages.includes(n));
  const fieldErrors = Object.entries(errors)
    .map(([id, message]) => ({ id: Number(id), message }))
    .filter(({ id }) => Number.isInteger(id));
  const fieldOf = (id: number) =>
    definition.pages.flatMap((page) => page.fields).find((field) => field.id === id);
  const labelOf = (id: number) => fieldOf(id)?.label ?? '';
  // Choice fields have no input of their own id: the summary links to their first choice.
  const anchorOf = (id: number) => {
    const type = fieldOf(id)?.type;
    return type === 'radio' || type === 'checkbox' || type === 'consent'
      ? inputId(formId, id, 1)
      : inputId(formId, id);
  };
  // The send-link address is not a form field: its error (`resume_email`) shows beside its input.
  const resumeEmailError = (errors as Record<string, string>).resume_email;
  const hasErrors = fieldErrors.length > 0 || props.formError !== undefined || resumeEmailError !== undefined;
  const heading =
    props.formError ??
    props.validationHeading ??
    definition.validationHeading ??
    FORM_DEFAULT_MESSAGES.validationHeading;
  const preview = status === 'preview';
  const captcha = definition.antiSpam.captcha ?? 'none';
  const paginated = definition.pages.length > 1;
  const stepNumber = shownPages.indexOf(currentPage) + 1;

  return (
    <div
      id={`gform_wrapper_${formId}`}
      className="gform_wrapper sw-embedded-form"
      data-slot="form-wrapper"
      data-state={status}
      data-hydrated={hydrated ? 'true' : undefined}
    >
      {(props.displayTitle !== false || props.displayDescription !== false) && (
        <div className="gform_heading" data-slot="form-heading">
          {props.displayTitle !== false && <h2 className="gform_title">{definition.title}</h2>}
          {props.displayDescription !== false && definition.description && (
            <p className="gform_description">{definition.description}</p>
          )}
        </div>
      )}
      <div
        className="gform_validation_errors sw-embedded-form__errors"
        id={`gform_${formId}_validation_container`}
        data-slot="validation-errors"
        aria-live="assertive"
        aria-atomic="true"
        tabIndex={-1}
        ref={props.errorsRef}
      >
        {hasErrors && (
          <>
            <h2 className="gform_submission_error">{heading}</h2>
            {fieldErrors.length > 0 && (
              <ol>
                {fieldErrors.map(({ id, message }) => (
                  <li key={id}>
                    <a href={`#${anchorOf(id)}`}>
                      {labelOf(id)}: {message}
                    </a>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
      {props.resumeUrl !== undefined && (
        <div className="gform_save_message sw-embedded-form__saved" data-slot="save-message" role="status">
          <p>{FORM_DEFAULT_MESSAGES.savedMessage.replace('{resume_url}', '').trim()}</p>
          <p>
            <a href={sanitiseUrl(props.resumeUrl)} className="resume_form_link">
              {props.resumeUrl}
            </a>
          </p>
          {props.linkSentTo !== undefined && (
            <p>{FORM_DEFAULT_MESSAGES.linkSent.replace('{email}', props.linkSentTo)}</p>
          )}
        </div>
      )}
      <form
        id={`gform_${formId}`}
        className="sw-embedded-form__form"
        data-slot="form"
        method="post"
        action={props.actionUrl}
        noValidate
        ref={props.formRef}
        aria-busy={status === 'submitting' ? true : undefined}
        onSubmit={props.onFormSubmit}
        onKeyDown={props.onFormKeyDown}
      >
        {paginated && (
          <p className="gf_progressbar_title sw-embedded-form__steps" data-slot="steps">
            Step {Math.max(1, stepNumber)} of {shownPages.length}
          </p>
        )}
        {definition.pages.map((page, index) => {
          const number = index + 1;
          const position = shownPages.indexOf(number);
          const shown = number === currentPage;
          return (
            <div
              key={number}
              id={`gform_page_${formId}_${number}`}
              className="gform_page sw-embedded-form__page"
              data-slot="form-page"
              data-page={number}
              hidden={!shown}
            >
              {page.title && <h3 className="gf_step_title">{page.title}</h3>}
              <div className="gform_fields">
                {page.fields.map((field) => (
                  <FormFieldView
                    key={field.id}
                    formId={formId}
                    field={field}
                    value={values[field.id]}
                    error={errors[field.id]}
                    hidden={!visibleFields.has(field.id)}
                    disabled={preview}
                    onChange={onChange}
                    currency={definition.currency}
                  />
                ))}
              </div>
              {captcha !== 'none' && number === shownPages[shownPages.length - 1] && (
                // The captcha provider's script renders into this element and writes its token into
                // the textarea (the provider's own field name), which posts with the form.
                <div
                  className="g-recaptcha sw-embedded-form__captcha"
                  id={`gform_captcha_${formId}`}
                  data-slot="captcha"
                  data-size={captcha === 'invisible' ? 'invisible' : 'normal'}
                >
                  <textarea
                    name={FORM_WIRE_FIELDS.captchaResponse}
                    className="g-recaptcha-response"
                    aria-label="Captcha response"
                    hidden
                    defaultValue=""
                  />
                </div>
              )}
              <FormButtons
                definition={definition}
                page={number}
                previousPage={position > 0 ? shownPages[position - 1] : undefined}
                nextPage={position >= 0 ? shownPages[position + 1] : undefined}
                current={shown}
                hydrated={hydrated}
                disabled={preview || status === 'submitting'}
                onSubmissionType={onType}
              />
            </div>
          );
        })}
        {props.resumeUrl !== undefined && (
          <div className="gform_resume_send sw-embedded-form__send-link" data-slot="send-link">
            <label htmlFor={`gform_resume_email_${formId}`}>{FORM_DEFAULT_MESSAGES.sendLinkLabel}</label>
            <input
              type="email"
              id={`gform_resume_email_${formId}`}
              name={FORM_WIRE_FIELDS.resumeEmail}
              autoComplete="email"
              value={props.resumeEmail ?? ''}
              onChange={(event) => props.onResumeEmailChange?.(event.target.value)}
              aria-invalid={resumeEmailError ? true : undefined}
              aria-describedby={resumeEmailError ? `validation_message_${formId}_resume_email` : undefined}
              disabled={preview}
            />
            <button
              type={hydrated ? 'button' : 'submit'}
              className="sw-button"
              name={FORM_WIRE_FIELDS.sendResumeLink}
              value="1"
              data-submission-type="send-link"
              disabled={preview || status === 'submitting'}
              onClick={hydrated ? () => onType('send-link') : undefined}
            >
              {FORM_DEFAULT_MESSAGES.sendLinkButton}
            </button>
            {resumeEmailError && (
              <div
                className="gfield_validation_message"
                id={`validation_message_${formId}_resume_email`}
                data-slot="field-error"
              >
                {resumeEmailError}
              </div>
            )}
          </div>
        )}
        <input type="hidden" name={FORM_WIRE_FIELDS.submit} value={formId} />
        <input type="hidden" name={FORM_WIRE_FIELDS.formId} value={formId} />
        <input type="hidden" name={FORM_WIRE_FIELDS.uniqueId} value={props.uniqueId} />
        <input type="hidden" name={FORM_WIRE_FIELDS.submissionMethod} value="postback" />
        <input type="hidden" name={FORM_WIRE_FIELDS.sourcePage(formId)} value={currentPage} />
        {/* Disabled: without JavaScript the clicked button's own name and value carry the target page. */}
        <input type="hidden" name={FORM_WIRE_FIELDS.targetPage(formId)} value={currentPage} disabled />
        {props.resumeToken !== undefined && (
          <input type="hidden" name={FORM_WIRE_FIELDS.resumeToken} value={props.resumeToken} />
        )}
      </form>
    </div>
  );
}

/** The wire name of every input a field posts (for tests and the server's reading). */
export { fieldInputName };
