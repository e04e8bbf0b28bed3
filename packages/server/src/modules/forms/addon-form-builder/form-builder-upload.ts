import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import {
  FORM_BUILDER_FILES_PATH,
  type FormBuilderAnswer,
  type FormBuilderUploadRequest,
} from '@site-widgets/contract';
import type { ReceivedFile } from '../../ajax/read-fields.ts';
import type { RateLimitCounter, RateLimitRule } from '../../submissions/rate-limit.ts';
import { DECODE_BUSY, type DecodeSlots } from '../../uploads/decode-slots.ts';
import type { FormUploadFiles } from '../uploads/form-upload-files.ts';
import { sniffAndStore } from '../uploads/inspect-upload.ts';
import type { FormBuilderRepository } from './form-builder-repository.ts';

export interface FormBuilderUploadDeps {
  repository: FormBuilderRepository;
  files: FormUploadFiles;
  decodeSlots: DecodeSlots;
  rateLimits: RateLimitCounter;
  rateLimit: RateLimitRule;
  now: () => number;
}

/** The URL an upload is known by (in the answer, then in the submission's content). */
export const formBuilderFileUrl = (storedName: string, visitorName: string) =>
  `${FORM_BUILDER_FILES_PATH}${storedName}/${encodeURIComponent(visitorName)}`;

/** The stored name inside one of our URLs, or undefined when the value is not one. */
export function storedNameOf(url: string): string | undefined {
  if (!url.startsWith(FORM_BUILDER_FILES_PATH)) return undefined;
  const match = /^([0-9a-f]{32}\.(?:jpg|png|webp|pdf))\/[^/]{1,200}$/.exec(
    url.slice(FORM_BUILDER_FILES_PATH.length),
  );
  return match?.[1];
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

type Refusal = { cause: 'filesize' | 'filetype'; message: string };
const refuse = ({ cause, message }: Refusal): FormBuilderAnswer => ({
  success: false,
  data: { cause, message },
});

/**
 * `wpr_addons_upload_file` (spec 001 §5, §7). The field's stored policy decides the largest size and the
 * types; the request's `max_file_size` and `allowed_file_types` are never read (the add-on's CVE let a
 * visitor allow `.php` by sending it). The type is judged by content (inspect-upload.ts: sniffed, images
 * re-encoded), never by the name or MIME type the browser claims. Answers `success`, `data.url`, or
 * `data.cause` (filesize, filetype) and `data.message`.
 */
export function createFormBuilderUpload(deps: FormBuilderUploadDeps) {
  return async function upload(
    policy: {
      allowedTypes: readonly ('jpg' | 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf')[];
      maxFileBytes: number;
    },
    request: FormBuilderUploadRequest,
    file: ReceivedFile,
    clientIp: string,
  ): Promise<{ status: number; answer: FormBuilderAnswer }> {
    const allowed = `Only ${policy.allowedTypes.join(', ')} files are allowed.`;
    if (file.tooLarge || file.bytes.length > policy.maxFileBytes)
      return {
        status: 200,
        answer: refuse({
          cause: 'filesize',
          message: `The file is larger than ${megabytes(policy.maxFileBytes)}.`,
        }),
      };
    if (file.bytes.length === 0)
      return { status: 200, answer: refuse({ cause: 'filetype', message: allowed }) };
    const decision = await deps.rateLimits.peek(
      `form-builder-upload:${clientIp}`,
      deps.rateLimit,
      deps.now(),
    );
    if (!decision.allowed)
      return {
        status: 429,
        answer: {
          success: false,
          data: { code: 'SW_RATE_LIMITED', message: 'Too many uploads. Please try again later.' },
        },
      };
    await deps.rateLimits.countFailure(`form-builder-upload:${clientIp}`, deps.rateLimit, deps.now());
    await deps.files.ensure();
    const part = deps.files.partOf(randomBytes(16).toString('hex'));
    await fsp.writeFile(part, file.bytes, { mode: 0o600 });
    try {
      const outcome = await deps.decodeSlots.run(() => sniffAndStore(part, policy.allowedTypes, deps.files));
      if (outcome === DECODE_BUSY)
        return {
          status: 503,
          answer: {
            success: false,
            data: { code: 'SW_SERVER_BUSY', message: 'The server is busy. Please try again.' },
          },
        };
      if (!outcome.ok) return { status: 200, answer: refuse({ cause: 'filetype', message: allowed }) };
      const visitorName = `${request.field_id}.${outcome.extension}`;
      await deps.repository.insertUpload({
        storedName: outcome.name,
        formId: request.wpr_form_id,
        fieldId: request.field_id,
        originalName: visitorName,
        mimeType: outcome.mimeType,
        bytes: outcome.bytes,
        now: new Date(deps.now()),
      });
      return {
        status: 200,
        answer: { success: true, data: { url: formBuilderFileUrl(outcome.name, visitorName) } },
      };
    } finally {
      await fsp.rm(part, { force: true });
    }
  };
}
