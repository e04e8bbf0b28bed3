import { createHash, randomBytes } from 'node:crypto';
import {
  type Confirmation,
  FORM_DEFAULT_MESSAGES,
  FORM_WIRE_FIELDS,
  type FormDefinition,
  type FormErrors,
  type FormSubmissionType,
  type FormValues,
  RESUME_TOKEN_PARAM,
  RESUME_TOKEN_PATTERN,
  UNIQUE_ID_PATTERN,
} from '@site-widgets/contract';
import {
  adjacentShownPage,
  formVisibility,
  isShownByLogic,
  lastShownPage,
} from '@site-widgets/core/forms/embedded-form-visibility.ts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { enqueueMail, type NewMail } from '../outbox/outbox-repository.ts';
import type { CaptchaVerifier } from '../submissions/captcha.ts';
import type { RateLimitCounter, RateLimitRule } from '../submissions/rate-limit.ts';
import type { FormDefinitionRepository, StoredForm } from './form-definition-repository.ts';
import type { FormEntryRepository } from './form-entry-repository.ts';
import { storableValues, withoutSecrets } from './form-inputs.ts';
import {
  displayValues,
  isEmailAddress,
  readFormValues,
  shownValues,
  validatePages,
  valuesFromJson,
} from './form-values.ts';
import { notificationMails } from './notifications.ts';
import type { FormUploadRepository } from './uploads/form-upload-repository.ts';
import { resolveUploadedFiles } from './uploads/uploaded-files.ts';

/** Where a submission leaves the form: what the ajax answer and the postback page are made from. */
export type SubmitOutcome =
  | { kind: 'not-found'; formId: number }
  /** Refused as a whole (no field at fault): the message is shown above the form. */
  | {
      kind: 'refused';
      message: string;
      form?: StoredForm;
      code?: 'SW_FORM_METHOD_REFUSED' | 'SW_RATE_LIMITED';
    }
  | {
      kind: 'form';
      form: StoredForm;
      type: FormSubmissionType;
      valid: boolean;
      values: FormValues;
      errors: FormErrors;
      page: number;
      sourcePage: number;
      uniqueId: string;
      resumeToken?: string;
      resumeUrl?: string;
      linkSentTo?: string;
      /** A form-level refusal (the captcha): shown as the heading, values kept. */
      formError?: string;
    }
  | {
      kind: 'confirmed';
      form: StoredForm;
      confirmation: { type: 'message'; message: string } | { type: 'redirect'; url: string };
      entryId: number;
    };

export interface SubmitFormDeps {
  db: Kysely<DatabaseSchema>;
  forms: FormDefinitionRepository;
  entries: FormEntryRepository;
  rateLimits: RateLimitCounter;
  rateLimit: RateLimitRule;
  captcha?: CaptchaVerifier;
  /** Days a partial entry is kept when the form does not say; default 30. */
  partialEntryDays?: number;
  now: () => number;
  /** Issue 13: the upload rows behind gform_uploaded_files; without it upload fields stay empty. */
  uploads?: FormUploadRepository;
}

export interface SubmitRequest {
  fields: Readonly<Record<string, string | undefined>>;
  clientIp: string;
  /** `https://example.com`: the resume link's origin. */
  origin: string;
}

const DEFAULT_MINIMUM_SECONDS = 3;

/** The page path of `current_page_url` (same origin only; anything odd becomes `/`). */
export function pagePath(currentPageUrl: string | undefined): string {
  try {
    const url = new URL(currentPageUrl ?? '/', 'http://site.invalid');
    return /^\/[\w/.-]{0,300}$/.test(url.pathname) ? url.pathname : '/';
  } catch {
    return '/';
  }
}

/** `gform_submission_speeds`: JSON `{"pages":{"1":[ms,…]}}`, bounded; anything else is an empty map. */
export function parseSubmissionSpeeds(text: string | undefined): Record<string, number[]> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    const pages = (parsed as { pages?: unknown } | null)?.pages;
    if (!pages || typeof pages !== 'object' || Array.isArray(pages)) return {};
    const speeds: Record<string, number[]> = {};
    for (const [page, list] of Object.entries(pages).slice(0, 20)) {
      if (!/^\d{1,2}$/.test(page) || !Array.isArray(list)) continue;
      speeds[page] = list
        .slice(0, 50)
        .filter((ms): ms is number => typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 && ms < 8.64e7)
        .map(Math.round);
    }
    return speeds;
  } catch {
    return {};
  }
}

const pageNumber = (text: string | undefined, fallback: number) =>
  text !== undefined && /^\d{1,3}$/.test(text) ? Number(text) : fallback;

export function submissionTypeOf(
  fields: Readonly<Record<string, string | undefined>>,
  formId: number,
): FormSubmissionType {
  if (fields[FORM_WIRE_FIELDS.sendResumeLink] === '1') return 'send-link';
  if (fields[FORM_WIRE_FIELDS.save] === '1') return 'save-continue';
  const source = pageNumber(fields[FORM_WIRE_FIELDS.sourcePage(formId)], 1);
  const target = pageNumber(fields[FORM_WIRE_FIELDS.targetPage(formId)], 0);
  if (target === 0) return 'submit';
  return target < source ? 'previous' : 'next';
}

/** The confirmation that applies: the first whose logic matches (spec: the last has none). */
function chooseConfirmation(definition: FormDefinition, values: FormValues): Confirmation | undefined {
  return definition.confirmations.find((confirmation) =>
    isShownByLogic(confirmation.conditionalLogic, (id) => values[id]),
  );
}

function confirmationMessage(definition: FormDefinition, values: FormValues, template: string): string {
  const shown = new Map(displayValues(definition, values).map((one) => [one.id, one.value]));
  return template.replace(/\{field:(\d{1,3})\}/g, (_match, id: string) => shown.get(Number(id)) ?? '');
}

/** `gform_submit_form` (spec 001 §3, §4; issue 12 §3, §5, §6, §7), apart from its markup. */
export function createSubmitFormService(deps: SubmitFormDeps) {
  const partialDays = deps.partialEntryDays ?? 30;

  async function expiry(definition: FormDefinition, now: number) {
    return new Date(now + (definition.saveAndContinue.expiryDays ?? partialDays) * 86_400_000).toISOString();
  }

  return {
    async submit(request: SubmitRequest): Promise<SubmitOutcome> {
      const { fields } = request;
      const formId = Number(fields[FORM_WIRE_FIELDS.formId]);
      const form = Number.isInteger(formId) ? await deps.forms.find(formId) : undefined;
      if (!form) return { kind: 'not-found', formId };
      const { definition } = form;
      if (fields[FORM_WIRE_FIELDS.submissionMethod] === 'iframe')
        return {
          kind: 'refused',
          message: 'The iframe submission method is not supported.',
          form,
          code: 'SW_FORM_METHOD_REFUSED',
        };
      const uniqueId = fields[FORM_WIRE_FIELDS.uniqueId] ?? '';
      if (!UNIQUE_ID_PATTERN.test(uniqueId))
        return { kind: 'refused', message: FORM_DEFAULT_MESSAGES.validationHeading, form };
      const type = submissionTypeOf(fields, definition.id);
      const pageCount = definition.pages.length;
      const sourcePage = Math.min(
        Math.max(pageNumber(fields[FORM_WIRE_FIELDS.sourcePage(definition.id)], 1), 1),
        pageCount,
      );
      const values = readFormValues(definition, fields);
      const uploaded = deps.uploads
        ? await resolveUploadedFiles(
            deps.uploads,
            definition,
            uniqueId,
            fields[FORM_WIRE_FIELDS.uploadedFiles],
          )
        : undefined;
      if (uploaded) Object.assign(values, uploaded.values);
      const tokenField = fields[FORM_WIRE_FIELDS.resumeToken] ?? '';
      const resumeToken = RESUME_TOKEN_PATTERN.test(tokenField) ? tokenField : undefined;
      // Markup echoed back never carries a password or a card number (issue 13 §5, §6).
      const echoed = withoutSecrets(definition, values);
      const base = { kind: 'form' as const, form, type, values: echoed, uniqueId, sourcePage, resumeToken };
      const now = deps.now();
      const path = pagePath(fields[FORM_WIRE_FIELDS.currentPageUrl]);

      if (type === 'previous') {
        const page = adjacentShownPage(formVisibility(definition, values), sourcePage, 'previous', pageCount);
        return { ...base, valid: true, errors: {}, page };
      }

      if (type === 'next') {
        const visibility = formVisibility(definition, values);
        const requested = Math.min(
          pageNumber(fields[FORM_WIRE_FIELDS.targetPage(definition.id)], sourcePage + 1),
          pageCount,
        );
        const passed: number[] = [];
        for (let page = sourcePage; page < Math.max(requested, sourcePage + 1) && page <= pageCount; page++)
          passed.push(page);
        const errors = validatePages(definition, values, passed);
        const failing = passed.find((page) =>
          (definition.pages[page - 1]?.fields ?? []).some((field) => errors[field.id]),
        );
        if (failing !== undefined) return { ...base, valid: false, errors, page: failing };
        let page =
          visibility.pages.has(requested) && requested > sourcePage
            ? requested
            : adjacentShownPage(visibility, sourcePage, 'next', pageCount);
        if (page < 1) page = 1;
        return { ...base, valid: true, errors: {}, page };
      }

      if (type === 'save-continue') {
        if (!definition.saveAndContinue.enabled)
          return { kind: 'refused', message: 'This form cannot be saved.', form };
        const existing = resumeToken
          ? await deps.entries.findPartial(definition.id, resumeToken, new Date(now))
          : undefined;
        const token = existing?.token ?? randomBytes(16).toString('hex');
        await deps.entries.savePartial(
          {
            token,
            formId: definition.id,
            uniqueId,
            values: JSON.stringify(echoed), // a partial entry never holds a secret
            pageNumber: sourcePage,
            pageUrl: path,
            expiresAt: await expiry(definition, now),
          },
          new Date(now),
        );
        const resumeUrl = `${request.origin}${path}?${RESUME_TOKEN_PARAM}=${token}`;
        return { ...base, valid: true, errors: {}, page: sourcePage, resumeToken: token, resumeUrl };
      }

      if (type === 'send-link') {
        const email = (fields[FORM_WIRE_FIELDS.resumeEmail] ?? '').trim();
        const partial = resumeToken
          ? await deps.entries.findPartial(definition.id, resumeToken, new Date(now))
          : undefined;
        if (!partial) return { kind: 'refused', message: FORM_DEFAULT_MESSAGES.resumeExpired, form };
        const resumeUrl = `${request.origin}${partial.pageUrl}?${RESUME_TOKEN_PARAM}=${partial.token}`;
        const restored = valuesFromJson(definition, partial.values);
        const savedBase = {
          ...base,
          values: restored,
          resumeToken: partial.token,
          resumeUrl,
          page: partial.pageNumber,
        };
        if (!isEmailAddress(email))
          return { ...savedBase, valid: false, errors: { 0: FORM_DEFAULT_MESSAGES.invalidEmail } };
        const bucket = `form-link:${definition.id}|${request.clientIp}`;
        const limited = await deps.db.transaction().execute(async (trx) => {
          const decision = await deps.rateLimits.count(trx, bucket, deps.rateLimit, now);
          if (!decision.allowed) return true;
          await deps.entries.setPartialEmail(trx, partial.token, email);
          const mail: NewMail = {
            reviewId: null,
            recipient: email,
            subject: `Your saved form: ${definition.title}`,
            body: `Use this link to return to "${definition.title}" and finish it:\n\n${resumeUrl}\n\nThe link works until ${partial.expiresAt.slice(0, 10)}.`,
          };
          await enqueueMail(trx, mail, new Date(now));
          return false;
        });
        if (limited)
          return {
            kind: 'refused',
            message: 'Too many links were sent from this address. Please try again later.',
            form,
            code: 'SW_RATE_LIMITED',
          };
        return { ...savedBase, valid: true, errors: {}, linkSentTo: email };
      }

      // Final submit: every shown page is validated again, whatever the client says it checked.
      const visibility = formVisibility(definition, values);
      const allPages = definition.pages.map((_page, index) => index + 1);
      const errors = validatePages(definition, values, allPages);
      const failing = allPages.find((page) =>
        (definition.pages[page - 1]?.fields ?? []).some((field) => errors[field.id]),
      );
      if (failing !== undefined) return { ...base, valid: false, errors, page: failing };
      const captchaMode = definition.antiSpam.captcha ?? 'none';
      if (captchaMode !== 'none') {
        const answer = fields[FORM_WIRE_FIELDS.captchaResponse] ?? '';
        const verdict =
          !deps.captcha || !answer
            ? 'failed'
            : await deps.captcha.verify(answer.slice(0, 4_000), request.clientIp);
        if (verdict !== 'passed')
          return {
            ...base,
            valid: false,
            errors: {},
            formError:
              verdict === 'unavailable'
                ? 'The captcha could not be checked. Please try again.'
                : 'Please complete the captcha.',
            page: lastShownPage(visibility, pageCount),
          };
      }
      // A password is stored as its scrypt hash, a card number as its type only (form-inputs.ts).
      const kept = await storableValues(definition, shownValues(definition, values));
      const speeds = parseSubmissionSpeeds(fields[FORM_WIRE_FIELDS.submissionSpeeds]);
      const totalMs = Object.values(speeds)
        .flat()
        .reduce((sum, ms) => sum + ms, 0);
      const honeypot = fields[FORM_WIRE_FIELDS.versionHash];
      const minimumMs = (definition.antiSpam.minimumSecondsToComplete ?? DEFAULT_MINIMUM_SECONDS) * 1000;
      // Spam is stored and flagged, never refused silently: the owner can look at it.
      const isSpam =
        (honeypot !== undefined && honeypot !== '' && honeypot !== form.versionHash) ||
        (Object.keys(speeds).length > 0 && totalMs < minimumMs);
      const shown = displayValues(definition, kept);
      const outcome = await deps.entries.store({
        entry: {
          formId: definition.id,
          uniqueId,
          submissionHash: createHash('sha256').update(JSON.stringify(kept)).digest('hex'),
          values: kept,
          displayValues: shown,
          submissionSpeeds: speeds,
          isSpam,
          pageUrl: path,
          clientIp: request.clientIp,
          createdAt: new Date(now),
        },
        mails: isSpam ? [] : notificationMails(definition, kept, shown),
        ...(resumeToken ? { resumeToken } : {}),
        uploadIds: [...(uploaded?.ids ?? [])].flatMap(([fieldId, ids]) => (kept[fieldId] ? ids : [])),
        rateLimit: {
          counter: deps.rateLimits,
          bucket: `embedded-form:${definition.id}|${request.clientIp}`,
          rule: deps.rateLimit,
          now,
        },
      });
      if (outcome.kind === 'rate-limited')
        return {
          kind: 'refused',
          message: 'Too many submissions from this address. Please try again later.',
          form,
          code: 'SW_RATE_LIMITED',
        };
      const confirmation = chooseConfirmation(definition, kept);
      if (confirmation?.type === 'redirect' && confirmation.url)
        return {
          kind: 'confirmed',
          form,
          confirmation: { type: 'redirect', url: confirmation.url },
          entryId: outcome.id,
        };
      if (confirmation?.type === 'page' && confirmation.page)
        return {
          kind: 'confirmed',
          form,
          confirmation: { type: 'redirect', url: confirmation.page },
          entryId: outcome.id,
        };
      return {
        kind: 'confirmed',
        form,
        confirmation: {
          type: 'message',
          message: confirmationMessage(
            definition,
            kept,
            confirmation?.message ?? FORM_DEFAULT_MESSAGES.defaultConfirmation,
          ),
        },
        entryId: outcome.id,
      };
    },

    /** A saved form restored from its resume link, or undefined when the token is unknown or expired. */
    async resume(formId: number, token: string) {
      if (!RESUME_TOKEN_PATTERN.test(token)) return undefined;
      const form = await deps.forms.find(formId);
      if (!form) return undefined;
      const partial = await deps.entries.findPartial(formId, token, new Date(deps.now()));
      if (!partial) return undefined;
      return {
        form,
        values: valuesFromJson(form.definition, partial.values),
        page: Math.min(Math.max(partial.pageNumber, 1), form.definition.pages.length),
        uniqueId: partial.uniqueId,
        token: partial.token,
      };
    },
  };
}

export type SubmitFormService = ReturnType<typeof createSubmitFormService>;
