import type { FormField } from '@site-widgets/contract/forms/form-definition.ts';
import { type UploadedFiles, uploadPolicyOf } from '@site-widgets/contract/forms/form-uploads.ts';
import { createUploadQueue, type UploadQueue } from '@site-widgets/core/forms/upload-queue.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { createUploadTransport } from './upload-transport.ts';

export interface FormUploadsOptions {
  formId: number;
  uniqueId: string;
  nonce: string | undefined;
}

const randomId = () => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * The `gform-fileupload` chunk (issue 13 §3): loaded only by forms with an upload field. The upload
 * queues of one form, one per upload field, made when the field first renders in the
 * browser. The form asks it whether anything is still uploading (submission is blocked then) and for
 * `gform_uploaded_files`.
 */
export function createFormUploads(options: FormUploadsOptions) {
  const queues = new Map<number, UploadQueue>();
  return {
    queueFor(field: FormField): UploadQueue {
      let queue = queues.get(field.id);
      if (!queue) {
        queue = createUploadQueue({
          policy: uploadPolicyOf(field),
          transport: createUploadTransport({
            formId: options.formId,
            fieldId: field.id,
            uniqueId: options.uniqueId,
            nonce: options.nonce,
          }),
          clock: systemClock,
          newId: randomId,
        });
        queues.set(field.id, queue);
      }
      return queue;
    },
    /** spec 001 §5: true while any file is queued or uploading. */
    busy(): boolean {
      return [...queues.values()].some((queue) => queue.getState().busy);
    },
    /** gform_uploaded_files: JSON keyed per input (`input_7`), uploaded files only. */
    wireJson(): string {
      const files: UploadedFiles = {};
      for (const [fieldId, queue] of queues) {
        const uploaded = queue.uploadedFiles();
        if (uploaded.length > 0) files[`input_${fieldId}`] = uploaded;
      }
      return JSON.stringify(files);
    },
    destroy() {
      for (const queue of queues.values()) queue.destroy();
    },
  };
}

export type FormUploads = ReturnType<typeof createFormUploads>;
