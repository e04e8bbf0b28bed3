import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { NonceService } from '../security/nonce.ts';
import type { AjaxAction } from './ajax/ajax-action.ts';
import { floatActions } from './floats/actions.ts';
import { createFloatRepository } from './floats/float-repository.ts';
import { createGetFloatService } from './floats/get-float.ts';
import { createFormRepository } from './review-forms/form-repository.ts';
import { registerFormTokenRoute } from './review-forms/form-token-route.ts';
import type { ReviewRepository } from './reviews/review-repository.ts';
import { submissionActions } from './submissions/actions.ts';
import type { CaptchaVerifier } from './submissions/captcha.ts';
import { createRateLimitCounter, type RateLimitRule } from './submissions/rate-limit.ts';
import { createSaveReviewService } from './submissions/save-review.ts';
import { createSubmissionRepository } from './submissions/submission-repository.ts';
import { createDecodeSlots, type DecodeSlotsOptions } from './uploads/decode-slots.ts';
import { registerUploadRoutes } from './uploads/upload-routes.ts';
import { createUploadStore } from './uploads/upload-store.ts';

/** How visitor submissions behave; main.ts fills it from the environment, tests as they need. */
export interface SubmissionOptions {
  /** Uploads go to `<dataDir>/uploads`; default `<os temp dir>/site-widgets-<pid>`. */
  dataDir?: string;
  /** Default undefined: captcha off, and a form that asks for one refuses submissions. */
  captcha?: CaptchaVerifier;
  /** Default 5 per 600 s per client address and form. */
  rateLimit?: RateLimitRule;
  /** Largest avatar in bytes; default 5 MiB. */
  avatarMaxBytes?: number;
  /** Avatar decodes at once and waiting; default one per core, four waiting per slot. */
  decodes?: DecodeSlotsOptions;
}

export interface VisitorCallDeps {
  database: Database;
  nonces: NonceService;
  reviews: ReviewRepository;
  now: () => number;
  options: SubmissionOptions | undefined;
}

export const DEFAULT_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 600 };
export const DEFAULT_AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Issue 4's calls: `wprp_save_review`, `wprp_check_unbrid`, `wprp_get_float` (returned, for the ajax
 * dispatcher), and the form-token and uploads routes (registered here).
 */
export function registerVisitorCalls(app: FastifyInstance, deps: VisitorCallDeps): { actions: AjaxAction[] } {
  const { db } = deps.database;
  const options = deps.options ?? {};
  const dataDir = options.dataDir ?? path.join(os.tmpdir(), `site-widgets-${process.pid}`);
  const uploads = createUploadStore(path.join(dataDir, 'uploads'));
  const forms = createFormRepository(db);
  const submissions = createSubmissionRepository(db);
  const avatarMaxBytes = options.avatarMaxBytes ?? DEFAULT_AVATAR_MAX_BYTES;
  const saveReview = createSaveReviewService({
    forms,
    submissions,
    rateLimits: createRateLimitCounter(db),
    uploads,
    nonces: deps.nonces,
    captcha: options.captcha,
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    decodeSlots: createDecodeSlots(options.decodes),
    now: deps.now,
    log: app.log,
  });
  registerFormTokenRoute(app, forms, deps.nonces);
  registerUploadRoutes(app, uploads);
  const getFloat = createGetFloatService(createFloatRepository(db), deps.reviews);
  return {
    actions: [...submissionActions(saveReview, submissions, avatarMaxBytes), ...floatActions(getFloat)],
  };
}
