import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';
import type { NonceService } from '../../../security/nonce.ts';
import { createRateLimitCounter, type RateLimitRule } from '../../submissions/rate-limit.ts';
import { createDecodeSlots } from '../../uploads/decode-slots.ts';
import type { FormDefinitionRepository } from '../form-definition-repository.ts';
import { createFormUploadFiles } from './form-upload-files.ts';
import { createFormUploadRepository, type FormUploadRepository } from './form-upload-repository.ts';
import { registerFormUploadRoutes } from './form-upload-routes.ts';
import { createReceiveChunk } from './receive-chunk.ts';

export interface FormUploadsDeps {
  db: Kysely<DatabaseSchema>;
  forms: FormDefinitionRepository;
  nonces: NonceService;
  now: () => number;
  dataDir: string;
  rateLimit?: RateLimitRule;
}

/** `<dataDir>/form-uploads`: where chunks and checked files live (also read by the background jobs). */
export const formUploadsDirectory = (dataDir: string) => path.join(dataDir, 'form-uploads');

/** Issue 13 §3: the upload call's routes; returns the repository the submit reads uploads from. */
export function registerFormUploads(app: FastifyInstance, deps: FormUploadsDeps): FormUploadRepository {
  const uploads = createFormUploadRepository(deps.db);
  const files = createFormUploadFiles(formUploadsDirectory(deps.dataDir));
  const receiveChunk = createReceiveChunk({
    db: deps.db,
    forms: deps.forms,
    uploads,
    files,
    decodeSlots: createDecodeSlots(),
    rateLimits: createRateLimitCounter(deps.db),
    rateLimit: deps.rateLimit ?? { limit: 60, windowSeconds: 600 },
    now: deps.now,
  });
  registerFormUploadRoutes(app, { nonces: deps.nonces, receiveChunk, uploads, files });
  return uploads;
}
