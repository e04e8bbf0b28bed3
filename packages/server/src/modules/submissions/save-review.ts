import { type ErrorCode, REVIEW_FORM_FIELDS, type SaveReviewResponse } from '@site-widgets/contract';
import { checkFormToken } from '../../security/form-token.ts';
import type { NonceService } from '../../security/nonce.ts';
import type { ReceivedFile } from '../ajax/read-fields.ts';
import type { FormRepository } from '../review-forms/form-repository.ts';
import type { ReviewForm } from '../review-forms/form-settings.ts';
import { inspectAvatar, prepareAvatar } from '../uploads/avatar-image.ts';
import { DECODE_BUSY, type DecodeSlots } from '../uploads/decode-slots.ts';
import type { StagedUpload, UploadStore } from '../uploads/upload-store.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { notificationMail } from './notification-mail.ts';
import { type RateLimitCounter, type RateLimitRule, rateLimitBucket } from './rate-limit.ts';
import { readSubmission, type SubmissionValues, unwrapSerializedForm } from './submission-fields.ts';
import { submissionFingerprint } from './submission-fingerprint.ts';
import { SUBMISSION_MESSAGES as M } from './submission-messages.ts';
import type { SubmissionRepository } from './submission-repository.ts';

export interface SaveReviewDeps {
  forms: FormRepository;
  submissions: SubmissionRepository;
  rateLimits: RateLimitCounter;
  uploads: UploadStore;
  nonces: NonceService;
  /** Off (undefined) unless CAPTCHA_VERIFY_URL is configured; a form with captcha on then refuses. */
  captcha: CaptchaVerifier | undefined;
  rateLimit: RateLimitRule;
  /** Bounds concurrent avatar decodes (uploads/decode-slots.ts). */
  decodeSlots: DecodeSlots;
  now: () => number;
  log: { info(object: unknown, message: string): void; error(object: unknown, message: string): void };
}

export interface SaveReviewRequest {
  fields: Record<string, string>;
  avatar: ReceivedFile | undefined;
  /** As the server saw it (Fastify's request.ip, behind TRUST_PROXY): never a field of the form. */
  clientIp: string;
}

export interface SaveReviewOutcome {
  status: number;
  body: SaveReviewResponse;
  retryAfterSeconds?: number;
}

const success = (form: ReviewForm): SaveReviewOutcome => ({
  status: 200,
  body: { error: 'no', successmsg: form.successMessage, dbmsg: '' },
});

const refusal = (status: number, code: ErrorCode, reasons: string[]): SaveReviewOutcome => ({
  status,
  body: { error: 'yes', successmsg: '', dbmsg: reasons.join(' '), code, reasons },
});

/**
 * A refusal the visitor must read: 200 with `error: "yes"` and the reasons in `dbmsg`, as WordPress
 * answers. The original front end throws on any non-2xx answer and shows nothing; 4xx/5xx are kept for
 * faults of the transport (nonce, body size, rate limit, a busy server).
 */
const rejection = (code: ErrorCode, reasons: string[]): SaveReviewOutcome => refusal(200, code, reasons);

const AVATAR_REASONS = {
  type: M.avatarType,
  unreadable: M.avatarUnreadable,
  'too-many-pixels': M.avatarTooManyPixels,
} as const;

/** Seconds a client is asked to wait when every decode slot is taken. */
const BUSY_RETRY_SECONDS = 5;

const TOKEN_REASONS = {
  missing: M.tokenMissing,
  invalid: M.tokenMissing,
  expired: M.tokenExpired,
  'too-fast': M.tooFast,
} as const;

/**
 * spec 000 §7 `wprp_save_review` (reviews-protocol.md). In order:
 * 1. read the fields; a retry of a stored submission (same unique id, same content) gets the same
 *    success answer at once, a different submission under a used unique id is refused (409);
 * 2. the client's address over the form's rate limit → 429 before any expensive check;
 * 3. every cheap check, every failing reason collected → 200 with `error: "yes"`, nothing written, the
 *    attempt counted toward the rate limit; the avatar is decoded only when all of them pass, in a
 *    bounded number of decode slots (busy → 503 with Retry-After);
 * 4. the avatar is written under a temporary name, then one transaction stores the review, the rate
 *    count and the notification; only after the commit is the file renamed and the answer sent.
 */
export function createSaveReviewService(deps: SaveReviewDeps) {
  async function checkCaptcha(form: ReviewForm, values: SubmissionValues, clientIp: string) {
    if (!form.captcha) return undefined;
    if (!values.captchaAnswer) return M.captchaMissing;
    if (!deps.captcha) {
      deps.log.error({ formId: form.id }, 'form asks for a captcha but CAPTCHA_VERIFY_URL is not set');
      return M.captchaUnavailable;
    }
    const verdict = await deps.captcha.verify(values.captchaAnswer, clientIp);
    if (verdict === 'passed') return undefined;
    return verdict === 'failed' ? M.captchaFailed : M.captchaUnavailable;
  }

  /** The cheap checks of the avatar: presence, size, type by content, dimensions from the header. */
  async function inspect(form: ReviewForm | undefined, file: ReceivedFile | undefined) {
    // A browser sends an empty file part when no file was chosen.
    if (!file || (!file.tooLarge && file.bytes.length === 0)) {
      return { reason: form?.requiredFields.includes('avatar') ? M.avatarRequired : undefined };
    }
    if (form && !form.fieldsShown.includes('avatar')) return { reason: M.avatarNotTaken };
    if (file.tooLarge) return { reason: M.avatarTooLarge };
    const refused = await inspectAvatar(file.bytes);
    if (refused && !refused.ok) return { reason: AVATAR_REASONS[refused.reason] };
    return { bytes: file.bytes };
  }

  /** The expensive one, last and only for an otherwise valid submission: decode and re-encode. */
  async function decode(bytes: Buffer) {
    const prepared = await deps.decodeSlots.run(() => prepareAvatar(bytes));
    if (prepared === DECODE_BUSY) return { busy: true as const };
    if (!prepared.ok) return { reason: AVATAR_REASONS[prepared.reason] };
    return { webp: prepared.webp };
  }

  return async function saveReview(request: SaveReviewRequest): Promise<SaveReviewOutcome> {
    const fields = unwrapSerializedForm(request.fields);
    const formIdText = fields[REVIEW_FORM_FIELDS.formId] ?? '';
    const form = /^\d{1,9}$/.test(formIdText) ? await deps.forms.find(Number(formIdText)) : undefined;
    const { values, reasons: fieldReasons } = readSubmission(fields, form);
    const avatarBytes = request.avatar && !request.avatar.tooLarge ? request.avatar.bytes : undefined;
    const fingerprint = submissionFingerprint(values, avatarBytes);

    if (form && values.uniqueId) {
      const earlier = await deps.submissions.compareWithStored(values.uniqueId, fingerprint);
      if (earlier === 'replay') return success(form);
      if (earlier === 'conflict') return rejection('SW_ALREADY_SUBMITTED', [M.alreadySubmitted]);
    }

    const bucket = form ? rateLimitBucket(form.id, request.clientIp) : '';
    if (form) {
      const early = await deps.rateLimits.peek(bucket, deps.rateLimit, deps.now());
      if (!early.allowed)
        return {
          ...refusal(429, 'SW_RATE_LIMITED', [M.rateLimited]),
          retryAfterSeconds: early.retryAfterSeconds,
        };
    }

    const reasons = form ? [...fieldReasons] : [M.unknownForm, ...fieldReasons];
    if (form) {
      const token = checkFormToken(deps.nonces, form.id, values.token, form.minSecondsToSubmit, deps.now);
      if (token !== 'ok') reasons.push(TOKEN_REASONS[token]);
      const captcha = await checkCaptcha(form, values, request.clientIp);
      if (captcha) reasons.push(captcha);
    }
    const inspected = await inspect(form, request.avatar);
    if (inspected.reason) reasons.push(inspected.reason);
    let webp: Buffer | undefined;
    if (form && !reasons.length && values.uniqueId && inspected.bytes) {
      const decoded = await decode(inspected.bytes);
      if ('busy' in decoded) {
        return { ...refusal(503, 'SW_SERVER_BUSY', [M.serverBusy]), retryAfterSeconds: BUSY_RETRY_SECONDS };
      }
      if (decoded.reason) reasons.push(decoded.reason);
      webp = decoded.webp;
    }
    if (!form || reasons.length || !values.uniqueId) {
      // A failed attempt uses up the allowance too, so failing is no way around the rate limit.
      if (form) await deps.rateLimits.countFailure(bucket, deps.rateLimit, deps.now());
      const onlyCaptchaDown = reasons.length === 1 && reasons[0] === M.captchaUnavailable;
      return onlyCaptchaDown
        ? rejection('SW_CAPTCHA_UNAVAILABLE', reasons)
        : rejection('SW_INVALID_REVIEW', reasons);
    }

    let staged: StagedUpload | undefined;
    let committed = false;
    try {
      if (webp) staged = await deps.uploads.stage(webp);
      const now = deps.now();
      const outcome = await deps.submissions.store({
        review: {
          platform: 'Submitted',
          reviewerName: values.name || 'Anonymous',
          reviewerEmail: values.email,
          companyName: values.company,
          companyUrl: values.website,
          rating: values.rating,
          title: values.title,
          text: values.text,
          language: form.language,
          pageId: form.pageId,
          pageName: values.pageName,
          hidden: !form.autoApprove,
          moderation: form.autoApprove ? 'approved' : 'pending',
          avatarUrl: staged?.url ?? null,
          tags: [...form.tags, ...(values.urlTag ? [values.urlTag] : [])],
          createdAt: new Date(now),
          clientIp: request.clientIp,
          browserUid: values.uniqueId,
          formId: form.id,
          postId: values.postId,
          consent: values.consent,
        },
        fingerprint,
        rateLimit: { counter: deps.rateLimits, bucket, rule: deps.rateLimit, now },
        mailFor: form.notifyEmail
          ? (reviewId) => notificationMail(form, values, reviewId, form.autoApprove)
          : undefined,
      });
      switch (outcome.kind) {
        case 'stored':
          committed = true;
          if (staged) {
            // The row is committed: a failed rename leaves the temporary file for recovery to finish.
            await staged.commit().catch((error: unknown) => {
              deps.log.error(
                { err: error, reviewId: outcome.id },
                'avatar rename failed; recovery will retry',
              );
            });
          }
          deps.log.info({ reviewId: outcome.id, formId: form.id }, 'review submitted');
          return success(form);
        case 'replay':
          return success(form);
        case 'conflict':
          return rejection('SW_ALREADY_SUBMITTED', [M.alreadySubmitted]);
        case 'rate-limited':
          return {
            ...refusal(429, 'SW_RATE_LIMITED', [M.rateLimited]),
            retryAfterSeconds: outcome.retryAfterSeconds,
          };
      }
    } finally {
      if (staged && !committed) await staged.discard();
    }
  };
}

export type SaveReviewService = ReturnType<typeof createSaveReviewService>;
