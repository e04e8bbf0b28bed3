import {
  DEFAULT_SUCCESS_MESSAGE,
  RATING_REQUIRED_MESSAGE,
  REVIEW_FORM_FIELDS,
  type SaveReviewResponse,
} from '@site-widgets/contract/reviews/save-review.ts';
import { AjaxHttpError } from '../ajax/ajax-client.ts';
import { createStore } from '../store.ts';
import {
  ALREADY_SUBMITTED_MESSAGE,
  AVATAR_NEEDS_FORM_DATA_MESSAGE,
  OFFLINE_NOT_SAVED_MESSAGE,
  OFFLINE_SAVED_MESSAGE,
  SAVED_REVIEW_SENT_MESSAGE,
} from './form-messages.ts';
import { type FormSessions, type OneSubmissionMode, uniqueIdScope } from './form-sessions.ts';
import type { Outbox, ReviewSubmission } from './outbox.ts';
import { parseSaveAnswer } from './save-answer.ts';

/**
 * spec 000 §4 review form. shown: fields visible · submitting: button hidden, loader shown ·
 * success: the server's message, the form reset and collapsed · error: the server's `dbmsg` ·
 * queued: kept in the browser until the connection is back · already-submitted: one-submission mode
 * found a prior submission (the server is asked whether it still exists).
 */
export type ReviewFormStatus = 'shown' | 'submitting' | 'success' | 'error' | 'queued' | 'already-submitted';

/** A field the form itself refuses (spec 000 §5), with what it says. */
export interface ReviewFormInvalid {
  field: 'rating' | 'avatar';
  message: string;
}

export interface ReviewFormState {
  status: ReviewFormStatus;
  /** The message shown for the status (success, error, queued, already submitted); empty when none. */
  message: string;
  invalid: ReviewFormInvalid | null;
  /** The unique id the next submission carries; empty until `start()` (it is the browser's). */
  uniqueId: string;
  /** A review kept on an earlier page was sent while this one was open. */
  notice: string;
}

export interface ReviewFormOptions {
  formId: number;
  postId: number;
  oneSubmission: OneSubmissionMode;
  ratingRequired: boolean;
  sessions: FormSessions;
  /** Sends a submission (multipart); rejects with AjaxHttpError on HTTP errors, anything else on network ones. */
  save(submission: ReviewSubmission): Promise<string>;
  /** Asks `wprp_check_unbrid` whether the review with this id still exists; resolves to the body text. */
  checkUnbrid(uniqueId: string): Promise<string>;
  /** Keeps reviews written offline; without one, an offline submission is simply refused. */
  outbox?: Outbox;
  isOnline(): boolean;
  /** spec 000 §5: without form-data support a photo cannot be sent. */
  formDataSupported: boolean;
  log?: (message: string, cause?: unknown) => void;
}

/** What the view hands over on submit: the chosen rating and every field of the form element. */
export interface ReviewFormSubmitInput {
  /** 0 when none is checked. */
  rating: number;
  fields: Array<[string, string]>;
  avatar?: { file: Blob; name: string };
}

/**
 * The review form's rules, free of the page: validation, the submit round trip, one-submission mode
 * with its server check, and offline keeping through the outbox. The view renders `getState()`.
 */
export function createReviewForm(options: ReviewFormOptions) {
  const { sessions } = options;
  const log = options.log ?? ((message, cause) => console.error(message, cause));
  const scope = uniqueIdScope(options.formId, options.postId, options.oneSubmission);
  const store = createStore<ReviewFormState>({
    status: 'shown',
    message: '',
    invalid: null,
    uniqueId: '',
    notice: '',
  });
  const queuedHere = new Set<string>();
  let unsubscribe: (() => void) | undefined;
  let started = false;

  const update = (change: Partial<ReviewFormState>) => store.setState({ ...store.getState(), ...change });

  function accepted(uniqueId: string, answer: SaveReviewResponse) {
    sessions.record(options.formId, options.postId, uniqueId);
    update({
      status: 'success',
      message: answer.successmsg || DEFAULT_SUCCESS_MESSAGE,
      invalid: null,
      uniqueId: sessions.uniqueIdFor(scope),
    });
  }

  function apply(uniqueId: string, answer: SaveReviewResponse | undefined) {
    if (!answer) {
      // spec 000 §5: an answer that cannot be read hides the loader and does nothing else.
      log('[site-widgets] review-form: the answer to the review could not be read');
      update({ status: 'shown' });
      return;
    }
    if (answer.error === 'no') accepted(uniqueId, answer);
    else update({ status: 'error', message: answer.dbmsg, invalid: null });
  }

  async function keep(submission: ReviewSubmission) {
    const kept = options.outbox ? await options.outbox.add(submission) : false;
    if (!kept) {
      update({ status: 'error', message: OFFLINE_NOT_SAVED_MESSAGE, invalid: null });
      return;
    }
    queuedHere.add(submission.uniqueId);
    // The kept review owns its id now; the next review written on this page gets a new one.
    sessions.forgetPending(submission.uniqueId);
    update({
      status: 'queued',
      message: OFFLINE_SAVED_MESSAGE,
      invalid: null,
      uniqueId: sessions.uniqueIdFor(scope),
    });
    if (options.isOnline()) void options.outbox?.flush();
  }

  function onOutboxResult() {
    const result = options.outbox?.lastResult();
    if (!result) return;
    const { entry, outcome, answer } = result;
    if (queuedHere.delete(entry.uniqueId)) {
      if (outcome === 'sent' && answer) accepted(entry.uniqueId, answer);
      else if (outcome === 'refused' && answer) update({ status: 'error', message: answer.dbmsg });
      else update({ status: 'shown', message: '' });
      return;
    }
    if (outcome === 'sent' && entry.formId === options.formId && entry.postId === options.postId) {
      update({ notice: SAVED_REVIEW_SENT_MESSAGE });
      if (store.getState().status === 'shown') checkPrior();
    }
  }

  function checkPrior() {
    const prior = sessions.prior(options.formId, options.postId, options.oneSubmission);
    if (!prior) return;
    update({ status: 'already-submitted', message: ALREADY_SUBMITTED_MESSAGE });
    options.checkUnbrid(prior.unbrid).then(
      (text) => {
        // spec 000 §4: `notfound` means the review is gone; the visitor may write again.
        if (text.trim() !== 'notfound') return;
        sessions.forget(prior.unbrid);
        if (store.getState().status === 'already-submitted') update({ status: 'shown', message: '' });
      },
      (error) => log('[site-widgets] review-form: could not check the earlier review', error),
    );
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    /** Runs in the browser once the view is live: storage, the prior-submission check, kept reviews. */
    start() {
      if (started) return;
      started = true;
      update({ uniqueId: sessions.uniqueIdFor(scope) });
      unsubscribe = options.outbox?.subscribe(onOutboxResult);
      checkPrior();
    },
    /** The visitor changed the rating or the photo: the message about it goes. */
    clearInvalid(field: ReviewFormInvalid['field']) {
      if (store.getState().invalid?.field === field) update({ invalid: null });
    },
    /** Resolves to the invalid field when the form refused the submission itself. */
    async submit(input: ReviewFormSubmitInput): Promise<ReviewFormInvalid | null> {
      const state = store.getState();
      if (state.status === 'submitting' || state.status === 'already-submitted') return null;
      // spec 000 §5: a required rating must be a checked rating other than 0.
      if (options.ratingRequired && !(input.rating >= 1)) {
        const invalid: ReviewFormInvalid = { field: 'rating', message: RATING_REQUIRED_MESSAGE };
        update({ invalid });
        return invalid;
      }
      if (input.avatar && !options.formDataSupported) {
        const invalid: ReviewFormInvalid = { field: 'avatar', message: AVATAR_NEEDS_FORM_DATA_MESSAGE };
        update({ invalid });
        return invalid;
      }
      const uniqueId = state.uniqueId || sessions.uniqueIdFor(scope);
      const submission: ReviewSubmission = {
        uniqueId,
        formId: options.formId,
        postId: options.postId,
        fields: [
          ...input.fields.filter(([name]) => name !== REVIEW_FORM_FIELDS.uniqueId),
          [REVIEW_FORM_FIELDS.uniqueId, uniqueId],
        ],
        ...(input.avatar ? { avatar: input.avatar } : {}),
      };
      update({ invalid: null, notice: '', uniqueId });
      if (!options.isOnline()) {
        await keep(submission);
        return null;
      }
      update({ status: 'submitting', message: '' });
      let text: string;
      try {
        text = await options.save(submission);
      } catch (error) {
        if (error instanceof AjaxHttpError) {
          apply(uniqueId, parseSaveAnswer(error.body));
          return null;
        }
        await keep(submission);
        return null;
      }
      apply(uniqueId, parseSaveAnswer(text));
      return null;
    },
    destroy() {
      unsubscribe?.();
      unsubscribe = undefined;
      started = false;
    },
  };
}

export type ReviewForm = ReturnType<typeof createReviewForm>;
