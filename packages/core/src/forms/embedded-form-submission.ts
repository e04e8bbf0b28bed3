import {
  FORM_WIRE_FIELDS as FORM_FIELD,
  GFORM_MESSAGES,
} from '@site-widgets/contract/forms/gform-actions.ts';
import type { Clock } from '../timing/clock.ts';
import { unwrapFormJson } from './embedded-form-answer.ts';
import { type SubmissionType, shouldAddHoneypot } from './embedded-form-honeypot.ts';
import type { SubmissionSpeedsTimer } from './embedded-form-speeds.ts';

/** spec 001 §4: how a submission travels; postback (a native form post) is the default. */
export const SUBMISSION_METHODS = ['ajax', 'iframe', 'postback'] as const;
export type SubmissionMethod = (typeof SUBMISSION_METHODS)[number];

/** spec 001 §8 console messages. */
export const FORM_CONSOLE = {
  busy: GFORM_MESSAGES.submissionInProgress,
  iframeRefused: GFORM_MESSAGES.iframeRefused,
  unknownError: GFORM_MESSAGES.unknownError,
} as const;

/** What the `before-submit` DOM event carries; a listener may change `submissionMethod`. */
export interface BeforeSubmitDetail {
  formId: number;
  submissionType: SubmissionType;
  submissionMethod: SubmissionMethod;
}

/** spec 001 §3 ajax answer `data`. */
export interface FormSubmissionData {
  confirmation_redirect?: string;
  confirmation_markup?: string;
  confirmation_type?: string;
  page_markup?: string;
  page_number?: number;
  source_page_number?: number;
  form_markup?: string;
  uploaded_files?: unknown;
}

export type SubmissionOutcome =
  | { kind: 'busy' }
  | { kind: 'aborted' }
  /** Let the browser post the form itself (the method was switched to postback). */
  | { kind: 'postback'; fields: Record<string, string> }
  | { kind: 'answer'; data: FormSubmissionData; sourcePage: number; targetPage: number }
  | { kind: 'error'; message: string };

export interface FormSubmissionOptions {
  formId: number;
  /** The method this script uses unless a `before-submit` listener changes it; default ajax. */
  method?: SubmissionMethod;
  /** Dispatches the cancellable `before-submit` event; returns false when a listener cancelled it. */
  beforeSubmit(detail: BeforeSubmitDetail): boolean;
  /** Dispatches the `aborted` event. */
  aborted(): void;
  /** Posts `gform_submit_form` with the fields; resolves to the answer's text. */
  send(fields: Record<string, string>): Promise<string>;
  speeds: SubmissionSpeedsTimer;
  /** The honeypot's value (the form's version hash); undefined leaves the honeypot out. */
  versionHash?: string;
  navigator?: { webdriver?: boolean };
  log?: (message: string) => void;
  /** The configured unknown-error text (spec 001 §8). */
  unknownErrorText?: string;
  clock?: Pick<Clock, 'now'>;
}

/** spec 001 §4: previous lowers the target page by one, next raises it, a final submit targets 0. */
export function targetPageFor(type: SubmissionType, sourcePage: number): number {
  if (type === 'next') return sourcePage + 1;
  if (type === 'previous') return Math.max(1, sourcePage - 1);
  if (type === 'submit') return 0;
  return sourcePage;
}

/**
 * One form's submissions (spec 001 §4): one at a time (the flag is cleared after a result, an abort or
 * an error), a cancellable `before-submit` that may switch the method (never to iframe), the hidden
 * fields of §3, and the answer unwrapped from its JSON comment markers.
 */
export function createFormSubmission(options: FormSubmissionOptions) {
  const log = options.log ?? ((message: string) => console.warn(`[site-widgets] form: ${message}`));
  let submitting = false;

  async function submit(
    type: SubmissionType,
    sourcePage: number,
    values: ReadonlyArray<readonly [string, string]>,
  ): Promise<SubmissionOutcome> {
    if (submitting) {
      log(FORM_CONSOLE.busy);
      return { kind: 'busy' };
    }
    submitting = true;
    try {
      const detail: BeforeSubmitDetail = {
        formId: options.formId,
        submissionType: type,
        submissionMethod: options.method ?? 'ajax',
      };
      const proceed = options.beforeSubmit(detail);
      if (!proceed) {
        options.aborted();
        return { kind: 'aborted' };
      }
      let method: SubmissionMethod = detail.submissionMethod;
      if (method === 'iframe' || !(SUBMISSION_METHODS as readonly string[]).includes(method)) {
        log(FORM_CONSOLE.iframeRefused);
        method = options.method ?? 'ajax';
      }
      const targetPage = targetPageFor(type, sourcePage);
      const fields: Record<string, string> = {};
      for (const [name, value] of values) {
        // Checkbox choices have names of their own (input_7.2), so one value per name.
        fields[name] = value;
      }
      fields[FORM_FIELD.submissionMethod] = method;
      fields[FORM_FIELD.sourcePage(options.formId)] = String(sourcePage);
      fields[FORM_FIELD.targetPage(options.formId)] = String(targetPage);
      fields[FORM_FIELD.submissionSpeeds] = options.speeds.serialize();
      if (type === 'save-continue') fields[FORM_FIELD.save] = '1';
      if (type === 'send-link') fields[FORM_FIELD.sendResumeLink] = '1';
      if (options.versionHash !== undefined && shouldAddHoneypot(type, options.navigator)) {
        fields[FORM_FIELD.versionHash] = options.versionHash;
      }
      if (method === 'postback') return { kind: 'postback', fields };

      let text: string;
      try {
        text = await options.send(fields);
      } catch {
        return { kind: 'error', message: options.unknownErrorText ?? FORM_CONSOLE.unknownError };
      }
      const answer = unwrapFormJson(text) as { success?: unknown; data?: unknown } | undefined;
      if (answer?.success !== true || typeof answer.data !== 'object' || answer.data === null) {
        const message =
          answer && typeof answer.data === 'string' && answer.data.length > 0
            ? answer.data
            : (options.unknownErrorText ?? FORM_CONSOLE.unknownError);
        return { kind: 'error', message };
      }
      return { kind: 'answer', data: answer.data as FormSubmissionData, sourcePage, targetPage };
    } finally {
      submitting = false;
    }
  }

  return {
    submit,
    /** True while a submission is under way. */
    isSubmitting: () => submitting,
  };
}

export type FormSubmission = ReturnType<typeof createFormSubmission>;
