import { type FormValues, fieldInputName } from '@site-widgets/contract/forms/form-definition.ts';
import { UPLOAD_FIELD_TYPE, UPLOAD_MESSAGES } from '@site-widgets/contract/forms/form-uploads.ts';
import {
  FORM_WIRE_FIELDS,
  GFORM_SUBMIT_ACTION,
  type GformSubmitData,
} from '@site-widgets/contract/forms/gform-actions.ts';
import { waitForCaptchaToken } from '@site-widgets/core/forms/embedded-form-captcha.ts';
import type { SubmissionType } from '@site-widgets/core/forms/embedded-form-honeypot.ts';
import { createSubmissionSpeedsTimer } from '@site-widgets/core/forms/embedded-form-speeds.ts';
import {
  type BeforeSubmitDetail,
  createFormSubmission,
  type SubmissionOutcome,
} from '@site-widgets/core/forms/embedded-form-submission.ts';
import { safeUrl } from '@site-widgets/core/security/safe-url.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { usePost } from '../../runtime/post-context.ts';
import { getRuntime } from '../../runtime/runtime.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { inputWireValues } from '../inputs/input-wire.ts';
import { usePriceRecalculation } from '../priced-fields/use-price-recalculation.ts';
import { moneyOrListWireEntries } from '../priced-fields/wire-values.ts';
import { type FormUploads, FormUploadsContext } from '../upload/form-uploads-context.ts';
import { EmbeddedForm } from './EmbeddedForm.tsx';
import { inputId } from './FormFieldView.tsx';
import { loadConditionalLogic, loadFileUpload, loadPagination } from './form-chunks.ts';
import type { FormStatus, FormWidgetProps } from './form-props.ts';

/** DOM events the form fires on its wrapper's form element (they bubble to the page's own scripts). */
export const FORM_EVENTS = {
  beforeSubmit: 'before-submit',
  aborted: 'aborted',
  postRender: 'post-render',
  pageChange: 'page-change',
} as const;

/** The text of a confirmation's markup, shown as text (never injected as markup). */
function confirmationText(markup: string): string {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const message = template.content.querySelector('.gform_confirmation_message') ?? template.content;
  return (message.textContent ?? '').trim();
}

/** The values as the wire names them: `input_7`, checkbox choices `input_7.2`. */
function wireValues(props: FormWidgetProps, values: FormValues): [string, string][] {
  const entries: [string, string][] = [];
  for (const page of props.definition.pages) {
    for (const field of page.fields) {
      const value = values[field.id];
      if (field.type === 'section' || field.type === 'html' || field.type === UPLOAD_FIELD_TYPE) continue;
      if (value === undefined) continue;
      // issue 13: priced/list fields, password + confirmation, image choices write their own names
      const own =
        moneyOrListWireEntries(field, value, props.definition.currency) ?? inputWireValues(field, value);
      if (own) entries.push(...own);
      else if (field.type === 'checkbox') {
        const checked = Array.isArray(value) ? value : [value];
        (field.choices ?? []).forEach((choice, index) => {
          if (checked.includes(choice.value))
            entries.push([fieldInputName(field.id, index + 1), choice.value]);
        });
      } else if (field.type === 'consent') {
        if (value === '1') entries.push([fieldInputName(field.id, 1), '1']);
      } else {
        entries.push([fieldInputName(field.id), Array.isArray(value) ? value.join(',') : value]);
      }
    }
  }
  return entries;
}

export interface FormWidgetOptions {
  /** Editor preview (spec 001 §2): interactions disabled. */
  preview?: boolean;
}

/**
 * The `form` widget once live: values kept in state, conditional visibility re-evaluated by the lazily
 * loaded chunk, submissions by ajax through the core submission (one at a time, `before-submit` /
 * `aborted`), answers applied (page, errors, confirmation, resume link) and announced, then
 * `post-render` and `page-change` fired.
 */
export function FormWidget(props: FormWidgetProps & FormWidgetOptions) {
  const hydrated = useHydrated();
  const post = usePost();
  const [view, setView] = useState<FormWidgetProps>(props);
  const [status, setStatus] = useState<FormStatus>(props.preview ? 'preview' : 'idle');
  const [formError, setFormError] = useState<string | undefined>(props.formError);
  const [resumeEmail, setResumeEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const errorsRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef(view);
  viewRef.current = view;
  const formId = props.definition.id;
  const prices = usePriceRecalculation(props.definition, setView);
  // After an answer: what to focus, and which events to fire, once React has rendered it.
  const afterRender = useRef<{ focus?: 'error' | 'confirmation' | 'page'; pageChanged?: boolean } | null>(
    null,
  );

  const speeds = useMemo(
    () => createSubmissionSpeedsTimer(systemClock, props.currentPage),
    [props.currentPage],
  );
  const submission = useMemo(
    () =>
      createFormSubmission({
        formId,
        method: 'ajax',
        beforeSubmit(detail: BeforeSubmitDetail) {
          const event = new CustomEvent(FORM_EVENTS.beforeSubmit, {
            bubbles: true,
            cancelable: true,
            detail,
          });
          return formRef.current ? formRef.current.dispatchEvent(event) : true;
        },
        aborted() {
          formRef.current?.dispatchEvent(
            new CustomEvent(FORM_EVENTS.aborted, { bubbles: true, detail: { formId } }),
          );
        },
        send: (fields) => post(GFORM_SUBMIT_ACTION, fields),
        speeds,
        versionHash: props.versionHash,
        navigator: typeof navigator === 'undefined' ? undefined : navigator,
      }),
    [formId, post, speeds, props.versionHash],
  );

  // Issue 13: the upload queues, only in the browser and only for forms with an upload field.
  const hasUploads = props.definition.pages.some((page) =>
    page.fields.some((field) => field.type === UPLOAD_FIELD_TYPE),
  );
  const [uploads, setUploads] = useState<FormUploads | null>(null);
  useEffect(() => {
    if (!hydrated || !hasUploads || props.preview) return;
    let made: FormUploads | undefined;
    let cancelled = false;
    void loadFileUpload()
      .then(({ createFormUploads }) => {
        if (cancelled) return;
        made = createFormUploads({ formId, uniqueId: props.uniqueId, nonce: getRuntime().pageVars.nonce });
        setUploads(made);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      made?.destroy();
    };
  }, [hydrated, hasUploads, formId, props.uniqueId, props.preview]);

  // Forms with more than one page load the pagination chunk; forms with rules, the conditional logic.
  useEffect(() => {
    if (!hydrated) return;
    if (props.definition.pages.length > 1) void loadPagination().catch(() => {});
    if (props.hasConditionalLogic) void loadConditionalLogic().catch(() => {});
  }, [hydrated, props.definition.pages.length, props.hasConditionalLogic]);

  useEffect(() => {
    const pending = afterRender.current;
    if (!pending) return;
    afterRender.current = null;
    const form = formRef.current;
    if (pending.focus === 'confirmation') confirmationRef.current?.focus();
    if (pending.focus === 'error') {
      const first = Object.keys(view.errors)[0];
      const target =
        first === 'resume_email'
          ? document.getElementById(`gform_resume_email_${formId}`)
          : first !== undefined
            ? (document.getElementById(inputId(formId, Number(first))) ??
              document.getElementById(inputId(formId, Number(first), 1)))
            : null;
      (target ?? errorsRef.current)?.focus();
    }
    if (pending.focus === 'page' && form) {
      void loadPagination()
        .then((chunk) => chunk.focusPage(form, formId, viewRef.current.currentPage))
        .catch(() => {});
    }
    const target = form ?? confirmationRef.current;
    target?.dispatchEvent(new CustomEvent(FORM_EVENTS.postRender, { bubbles: true, detail: { formId } }));
    if (pending.pageChanged) {
      target?.dispatchEvent(
        new CustomEvent(FORM_EVENTS.pageChange, {
          bubbles: true,
          detail: { formId, page: viewRef.current.currentPage },
        }),
      );
    }
  });

  function changeValue(fieldId: number, value: string | string[]) {
    const values = { ...viewRef.current.values, [fieldId]: value };
    const errors = { ...viewRef.current.errors };
    delete errors[fieldId];
    setView((current) => ({ ...current, values, errors }));
    prices.changed(fieldId);
    if (!props.hasConditionalLogic) return;
    void loadConditionalLogic()
      .then(({ formVisibility }) => {
        const visibility = formVisibility(props.definition, values);
        setView((current) =>
          current.values === values
            ? { ...current, visibleFields: [...visibility.fields], visiblePages: [...visibility.pages] }
            : current,
        );
      })
      .catch(() => {});
  }

  function apply(outcome: SubmissionOutcome, type: SubmissionType) {
    if (outcome.kind === 'busy' || outcome.kind === 'aborted') return;
    if (outcome.kind === 'postback') {
      // The method was switched to postback: the browser posts the same fields itself.
      const form = document.createElement('form');
      form.method = 'post';
      form.action = viewRef.current.actionUrl;
      form.hidden = true;
      for (const [name, value] of Object.entries(outcome.fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
      return;
    }
    if (outcome.kind === 'error') {
      setFormError(outcome.message);
      afterRender.current = { focus: 'error' };
      setView((current) => ({ ...current }));
      return;
    }
    const data = outcome.data as Partial<GformSubmitData>;
    setFormError(undefined);
    if (data.confirmation_type === 'redirect' && data.confirmation_redirect) {
      const url = safeUrl(data.confirmation_redirect);
      if (url) window.location.assign(url);
      else console.error('[site-widgets] form: Invalid protocol');
      return;
    }
    if (data.confirmation_type === 'message') {
      afterRender.current = { focus: 'confirmation' };
      setStatus('confirmed');
      setView((current) => ({
        ...current,
        confirmationMessage: confirmationText(data.confirmation_markup ?? ''),
      }));
      return;
    }
    const page = typeof data.page_number === 'number' && data.page_number > 0 ? data.page_number : undefined;
    const previousPage = viewRef.current.currentPage;
    const nextPage = page ?? previousPage;
    if (nextPage !== previousPage) speeds.pageShown(nextPage);
    const errors = data.is_valid === false ? { ...(data.validation_errors ?? {}) } : {};
    afterRender.current = {
      focus: data.is_valid === false ? 'error' : nextPage !== previousPage ? 'page' : undefined,
      pageChanged: nextPage !== previousPage,
    };
    setView((current) => ({
      ...current,
      currentPage: nextPage,
      errors: errors as FormWidgetProps['errors'],
      resumeUrl: data.resume_url ?? current.resumeUrl,
      resumeToken: data.resume_token ?? current.resumeToken,
      linkSentTo: type === 'send-link' && data.is_valid !== false ? resumeEmail : current.linkSentTo,
    }));
  }

  /**
   * The captcha's token from the field its provider fills. A visible captcha's is read as it is (the
   * server refuses an empty one with its message); an invisible one is asked for (`captcha-execute` on
   * the captcha element) and the submission stays pending until the token exists (polled every 100 ms).
   */
  async function captchaToken(captcha: 'visible' | 'invisible'): Promise<string> {
    const field = formRef.current?.querySelector<HTMLTextAreaElement>(
      `textarea[name="${FORM_WIRE_FIELDS.captchaResponse}"]`,
    );
    const read = () => field?.value ?? '';
    if (captcha === 'visible' || read() !== '') return read();
    field?.parentElement?.dispatchEvent(
      new CustomEvent('captcha-execute', { bubbles: true, detail: { formId } }),
    );
    return waitForCaptchaToken(read, systemClock).token;
  }

  async function submit(type: SubmissionType) {
    if (status === 'preview') return;
    // spec 001 §5: no submission while uploads are queued or under way.
    if (uploads?.busy()) {
      window.alert(UPLOAD_MESSAGES.currentlyUploading);
      return;
    }
    const current = viewRef.current;
    const entries = wireValues(current, current.values);
    if (uploads) entries.push([FORM_WIRE_FIELDS.uploadedFiles, uploads.wireJson()]);
    entries.push(
      [FORM_WIRE_FIELDS.formId, String(formId)],
      [FORM_WIRE_FIELDS.submit, String(formId)],
      [FORM_WIRE_FIELDS.uniqueId, current.uniqueId],
      [FORM_WIRE_FIELDS.currentPageUrl, window.location.href],
      [FORM_WIRE_FIELDS.displayTitle, props.displayTitle === false ? '0' : '1'],
      [FORM_WIRE_FIELDS.displayDescription, props.displayDescription === false ? '0' : '1'],
    );
    if (current.resumeToken) entries.push([FORM_WIRE_FIELDS.resumeToken, current.resumeToken]);
    if (type === 'send-link') entries.push([FORM_WIRE_FIELDS.resumeEmail, resumeEmail]);
    setStatus('submitting');
    const captcha = current.definition.antiSpam.captcha ?? 'none';
    if (type === 'submit' && captcha !== 'none')
      entries.push([FORM_WIRE_FIELDS.captchaResponse, await captchaToken(captcha)]);
    const outcome = await submission.submit(type, current.currentPage, entries);
    setStatus((now) => (now === 'submitting' ? 'idle' : now));
    apply(outcome, type);
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return; // before hydration the browser posts the form (no-JavaScript path)
    event.preventDefault();
    if (status === 'preview') return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const type = (submitter?.getAttribute('data-submission-type') as SubmissionType | null) ?? 'next';
    const onLast = !view.visiblePages.some((page) => page > view.currentPage);
    // Enter in a field submits: forward on a middle page, the final submit on the last one.
    void submit(submitter ? type : onLast ? 'submit' : 'next');
  }

  // Enter in a one-line field moves forward (on the last page: submits). Once the script is live the
  // next button is a plain button, so the browser's implicit submission would not find it.
  function onFormKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (!hydrated || event.key !== 'Enter' || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (
      !(target instanceof HTMLInputElement) ||
      ['checkbox', 'radio', 'submit', 'button'].includes(target.type)
    )
      return;
    if (target.name === FORM_WIRE_FIELDS.resumeEmail) return;
    event.preventDefault();
    const onLast = !viewRef.current.visiblePages.some((page) => page > viewRef.current.currentPage);
    void submit(onLast ? 'submit' : 'next');
  }

  return (
    <FormUploadsContext.Provider value={uploads}>
      <EmbeddedForm
        onFormKeyDown={onFormKeyDown}
        {...view}
        status={status}
        hydrated={hydrated}
        formError={formError}
        onValueChange={changeValue}
        onSubmissionType={(type) => void submit(type)}
        onFormSubmit={onFormSubmit}
        resumeEmail={resumeEmail}
        onResumeEmailChange={setResumeEmail}
        formRef={formRef}
        confirmationRef={confirmationRef}
        errorsRef={errorsRef}
      />
    </FormUploadsContext.Provider>
  );
}
