import {
  extensionOf,
  type FormField,
  type FormUploadAnswer,
  type FormUploadFields,
  ILLEGAL_UPLOAD_EXTENSIONS,
  invalidExtensionMessage,
  safeUploadName,
  UPLOAD_FIELD_TYPE,
  UPLOAD_MESSAGES,
  type UploadErrorCode,
  uploadPolicyOf,
} from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';
import type { RateLimitCounter, RateLimitRule } from '../../submissions/rate-limit.ts';
import { DECODE_BUSY, type DecodeSlots } from '../../uploads/decode-slots.ts';
import type { FormDefinitionRepository } from '../form-definition-repository.ts';
import { allFields } from '../form-values.ts';
import { ChunkTooLong, type FormUploadFiles } from './form-upload-files.ts';
import type { FormUploadRepository } from './form-upload-repository.ts';
import { sniffAndStore } from './inspect-upload.ts';

export interface ReceiveChunkDeps {
  db: Kysely<DatabaseSchema>;
  forms: FormDefinitionRepository;
  uploads: FormUploadRepository;
  files: FormUploadFiles;
  decodeSlots: DecodeSlots;
  rateLimits: RateLimitCounter;
  /** New uploads per client address; default 60 per 600 s. */
  rateLimit: RateLimitRule;
  now: () => number;
}

const refuse = (code: UploadErrorCode, message: string, received?: number): FormUploadAnswer => ({
  status: 'error',
  error: { code, message },
  ...(received === undefined ? {} : { data: { received } }),
});

const drain = async (stream: NodeJS.ReadableStream & { readableEnded?: boolean; destroyed?: boolean }) => {
  if (stream.readableEnded || stream.destroyed) return;
  stream.resume();
  await new Promise<void>((resolve) => {
    stream.once('end', resolve);
    stream.once('error', () => resolve());
    stream.once('close', resolve);
  });
};

/**
 * One chunk of the upload call (issue 13 §3). The first chunk binds the upload id to form, field and
 * filling-in, after the field's policy (from the stored definition, never from the request) allows the
 * name, the declared size and one more file. A chunk must start at or before the bytes the server holds
 * (a repeat is written over itself); one starting later is refused with `received`, where the browser
 * resumes. After the last byte the content is sniffed, images re-encoded, and the upload is complete.
 */
export function createReceiveChunk(deps: ReceiveChunkDeps) {
  async function fieldOf(formId: number, fieldId: number): Promise<FormField | undefined> {
    const form = await deps.forms.find(formId);
    const field = form ? allFields(form.definition).find((one) => one.id === fieldId) : undefined;
    return field?.type === UPLOAD_FIELD_TYPE ? field : undefined;
  }

  async function discard(id: string) {
    await deps.uploads.remove(id);
    await deps.files.removePart(id);
  }

  return async function receiveChunk(
    fields: FormUploadFields,
    chunk: NodeJS.ReadableStream,
    clientIp: string,
  ): Promise<FormUploadAnswer> {
    const field = await fieldOf(fields.form_id, fields.field_id);
    if (!field) {
      await drain(chunk);
      return refuse('SW_UPLOAD_NOT_FOUND', `Form ${fields.form_id} has no upload field ${fields.field_id}.`);
    }
    const policy = uploadPolicyOf(field);
    const name = safeUploadName(fields.original_filename);
    const now = new Date(deps.now());
    let upload = await deps.uploads.find(fields.name);

    if (!upload) {
      const extension = extensionOf(name);
      const refusal: FormUploadAnswer | undefined = (ILLEGAL_UPLOAD_EXTENSIONS as readonly string[]).includes(
        extension,
      )
        ? refuse('SW_UPLOAD_ILLEGAL_EXTENSION', UPLOAD_MESSAGES.illegalExtension)
        : !(policy.extensions as readonly string[]).includes(extension)
          ? refuse('SW_UPLOAD_INVALID_EXTENSION', invalidExtensionMessage(policy.extensions))
          : fields.size > policy.maxFileBytes || fields.size === 0
            ? refuse('SW_UPLOAD_TOO_LARGE', UPLOAD_MESSAGES.fileExceedsLimit)
            : fields.offset !== 0
              ? refuse('SW_UPLOAD_OFFSET', 'The upload starts at byte 0.', 0)
              : undefined;
      if (refusal) {
        await drain(chunk);
        return refusal;
      }
      const held = await deps.uploads.countForField(fields.form_id, fields.gform_unique_id, field.id);
      if (held >= policy.maxFiles) {
        await drain(chunk);
        return refuse('SW_UPLOAD_MAX_REACHED', UPLOAD_MESSAGES.maxReached);
      }
      const limited = await deps.db.transaction().execute(async (trx) => {
        const decision = await deps.rateLimits.count(
          trx,
          `form-upload:${clientIp}`,
          deps.rateLimit,
          now.getTime(),
        );
        if (!decision.allowed) return true;
        await deps.uploads.create(
          trx,
          {
            id: fields.name,
            formId: fields.form_id,
            fieldId: field.id,
            uniqueId: fields.gform_unique_id,
            originalName: name,
            declaredBytes: fields.size,
          },
          now,
        );
        return false;
      });
      if (limited) {
        await drain(chunk);
        return refuse('SW_UPLOAD_FAILED', 'Too many uploads from this address. Please try again later.');
      }
      upload = await deps.uploads.find(fields.name);
      if (!upload) {
        await drain(chunk);
        return refuse('SW_UPLOAD_FAILED', UPLOAD_MESSAGES.unknownError);
      }
    }

    // Another form's, field's or filling-in's id (guessed or replayed) is unknown here.
    if (
      upload.formId !== fields.form_id ||
      upload.fieldId !== field.id ||
      upload.uniqueId !== fields.gform_unique_id ||
      upload.declaredBytes !== fields.size
    ) {
      await drain(chunk);
      return refuse('SW_UPLOAD_UNKNOWN', 'This upload is not known.');
    }
    const ok = (received: number, complete: boolean): FormUploadAnswer => ({
      status: 'ok',
      data: { id: upload.id, uploaded_filename: upload.originalName, received, complete },
    });
    if (upload.status === 'complete') {
      await drain(chunk);
      return ok(upload.declaredBytes, true);
    }
    if (fields.offset > upload.receivedBytes) {
      await drain(chunk);
      return refuse('SW_UPLOAD_OFFSET', 'This chunk starts after the bytes received.', upload.receivedBytes);
    }

    let written: number;
    try {
      written = await deps.files.writeChunk(upload.id, fields.offset, upload.declaredBytes, chunk);
    } catch (error) {
      if (error instanceof ChunkTooLong) {
        await discard(upload.id);
        return refuse('SW_UPLOAD_TOO_LARGE', UPLOAD_MESSAGES.fileExceedsLimit);
      }
      throw error;
    }
    const received = Math.max(upload.receivedBytes, fields.offset + written);
    await deps.uploads.received(upload.id, received, now);
    if (received < upload.declaredBytes) return ok(received, false);

    // The last byte is in: judge the content, then store the checked copy.
    const part = deps.files.partOf(upload.id);
    const outcome = await deps.decodeSlots.run(() => sniffAndStore(part, policy.extensions, deps.files));
    // Every decode slot taken: the browser sends the last chunk again (it is written over itself).
    if (outcome === DECODE_BUSY)
      return refuse('SW_UPLOAD_OFFSET', 'The server is busy; send the chunk again.', fields.offset);
    if (!outcome.ok) {
      await discard(upload.id);
      return refuse('SW_UPLOAD_ILLEGAL_EXTENSION', UPLOAD_MESSAGES.illegalExtension);
    }
    await deps.uploads.complete(
      upload.id,
      { name: outcome.name, mimeType: outcome.mimeType, bytes: outcome.bytes },
      new Date(deps.now()),
    );
    await deps.files.removePart(upload.id);
    return ok(received, true);
  };
}

export type ReceiveChunk = ReturnType<typeof createReceiveChunk>;
