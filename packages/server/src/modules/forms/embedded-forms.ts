import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { NonceService } from '../../security/nonce.ts';
import type { AjaxAction } from '../ajax/ajax-action.ts';
import type { CaptchaVerifier } from '../submissions/captcha.ts';
import { createRateLimitCounter, type RateLimitRule } from '../submissions/rate-limit.ts';
import { formActions, requestOrigin } from './actions.ts';
import { createFormDefinitionRepository } from './form-definition-repository.ts';
import { createFormEntryRepository } from './form-entry-repository.ts';
import { createFormMarkupRenderer } from './form-markup.ts';
import { registerFormPages } from './form-pages-routes.ts';
import { createSubmitFormService } from './submit-form.ts';
import { registerFormUploads } from './uploads/register-form-uploads.ts';

export interface EmbeddedFormsOptions {
  captcha?: CaptchaVerifier;
  /** Final submits and resume links per client address and form; default 5 per 600 s. */
  rateLimit?: RateLimitRule;
  /** Days a saved form is kept when the form does not say; default 30. */
  partialEntryDays?: number;
  /** The origin of resume links (PUBLIC_ORIGIN); default the request's own. */
  publicOrigin?: string;
  /** Issue 13: uploads go to `<dataDir>/form-uploads`; default `<os temp dir>/site-widgets-<pid>`. */
  dataDir?: string;
  /** New uploads per client address; default 60 per 600 s. */
  uploadRateLimit?: RateLimitRule;
}

export interface EmbeddedFormsDeps {
  database: Database;
  nonces: NonceService;
  now: () => number;
  options?: EmbeddedFormsOptions;
}

/** Issue 12: the embedded forms' ajax actions (returned for the dispatcher) and pages (registered). */
export async function registerEmbeddedForms(
  app: FastifyInstance,
  deps: EmbeddedFormsDeps,
): Promise<{ actions: AjaxAction[] }> {
  const { db } = deps.database;
  const forms = createFormDefinitionRepository(db);
  const uploads = registerFormUploads(app, {
    db,
    forms,
    nonces: deps.nonces,
    now: deps.now,
    dataDir: deps.options?.dataDir ?? path.join(os.tmpdir(), `site-widgets-${process.pid}`),
    ...(deps.options?.uploadRateLimit ? { rateLimit: deps.options.uploadRateLimit } : {}),
  });
  const submitForm = createSubmitFormService({
    uploads,
    db,
    forms,
    entries: createFormEntryRepository(db),
    rateLimits: createRateLimitCounter(db),
    rateLimit: deps.options?.rateLimit ?? { limit: 5, windowSeconds: 600 },
    captcha: deps.options?.captcha,
    partialEntryDays: deps.options?.partialEntryDays,
    now: deps.now,
  });
  const renderer = createFormMarkupRenderer();
  const origin = deps.options?.publicOrigin;
  const originOf = origin ? () => origin : requestOrigin;
  await registerFormPages(app, { forms, submitForm, renderer, nonces: deps.nonces, originOf });
  return { actions: formActions(forms, submitForm, renderer, originOf) };
}
