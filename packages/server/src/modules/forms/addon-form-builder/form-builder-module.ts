import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import type { NonceService } from '../../../security/nonce.ts';
import type { AjaxAction } from '../../ajax/ajax-action.ts';
import type { CaptchaVerifier } from '../../submissions/captcha.ts';
import { createRateLimitCounter, type RateLimitRule } from '../../submissions/rate-limit.ts';
import { createDecodeSlots } from '../../uploads/decode-slots.ts';
import { createFormUploadFiles } from '../uploads/form-upload-files.ts';
import { registerCateringPage } from './catering-page-route.ts';
import { formBuilderActions } from './form-builder-actions.ts';
import { type FormBuilderDeliveries, SERVER_DELIVERIES } from './form-builder-deliveries.ts';
import { registerFormBuilderFiles } from './form-builder-files-route.ts';
import { createFormBuilderRepository } from './form-builder-repository.ts';
import { createFormBuilderUpload } from './form-builder-upload.ts';
import { registerNoScriptSubmit } from './no-script-submit-route.ts';
import { createSubmissionTokens } from './submission-token.ts';
import { createSubmitFormBuilder } from './submit-form-builder.ts';

export interface FormBuilderOptions {
  /** Where webhooks and list subscriptions go; default SERVER_DELIVERIES (the webhook outbox). */
  deliveries?: FormBuilderDeliveries;
  captcha?: CaptchaVerifier;
  /** Submissions per client address and form; default 5 per 600 s. */
  rateLimit?: RateLimitRule;
  /** Uploads per client address; default 60 per 600 s. */
  uploadRateLimit?: RateLimitRule;
  /** Uploads go to `<dataDir>/form-builder-uploads`; default `<os temp dir>/site-widgets-<pid>`. */
  dataDir?: string;
}

/** `<dataDir>/form-builder-uploads`: the add-on form builder's checked files. */
export const formBuilderUploadsDirectory = (dataDir: string) => path.join(dataDir, 'form-builder-uploads');

/** Issue 17 item 5: the add-on form builder's eight actions (returned), its files route and `/catering`. */
export function registerFormBuilder(
  app: FastifyInstance,
  deps: {
    database: Database;
    nonces: NonceService;
    secret: string;
    now: () => number;
    options?: FormBuilderOptions;
  },
): { actions: AjaxAction[] } {
  const { db } = deps.database;
  const options = deps.options ?? {};
  const repository = createFormBuilderRepository(db, (message) => app.log.error(message));
  const files = createFormUploadFiles(
    formBuilderUploadsDirectory(options.dataDir ?? path.join(os.tmpdir(), `site-widgets-${process.pid}`)),
  );
  const rateLimits = createRateLimitCounter(db);
  const upload = createFormBuilderUpload({
    repository,
    files,
    decodeSlots: createDecodeSlots(),
    rateLimits,
    rateLimit: options.uploadRateLimit ?? { limit: 60, windowSeconds: 600 },
    now: deps.now,
  });
  const submit = createSubmitFormBuilder({
    db,
    repository,
    deliveries: options.deliveries ?? SERVER_DELIVERIES,
    rateLimits,
    rateLimit: options.rateLimit ?? { limit: 5, windowSeconds: 600 },
    now: deps.now,
    log: (message) => app.log.error(message),
  });
  registerFormBuilderFiles(app, { repository, files });
  registerCateringPage(app, { repository, nonces: deps.nonces });
  registerNoScriptSubmit(app, { repository, submit, nonces: deps.nonces });
  return {
    actions: formBuilderActions({
      repository,
      submit,
      upload,
      tokens: createSubmissionTokens(deps.secret),
      nonces: deps.nonces,
      captcha: options.captcha,
    }),
  };
}
