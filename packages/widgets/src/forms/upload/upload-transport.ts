import { NONCE_PATH } from '@site-widgets/contract/ajax.ts';
import { FORM_UPLOAD_PATH, type FormUploadAnswer } from '@site-widgets/contract/forms/form-uploads.ts';
import { GFORM_NONCE_FIELD } from '@site-widgets/contract/forms/gform-actions.ts';
import type { ChunkToSend, UploadTransport } from '@site-widgets/core/forms/upload-queue.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';

export interface UploadTransportOptions {
  formId: number;
  fieldId: number;
  uniqueId: string;
  /** The page's nonce; a 403 fetches a fresh one once. */
  nonce: string | undefined;
  fetch?: typeof fetch;
}

/**
 * The upload call over fetch (issue 13 §3): one multipart POST per chunk, the fields first and the
 * `file` part last, as plupload sends them; a status GET to resume. We wrote this small chunker instead
 * of using plupload: plupload 3 needs its moxie runtime (about 30 KB gzip, Flash/Silverlight shims a
 * browser of today does not need) and has no way to ask the server where to resume; `Blob.slice` and
 * fetch do all of it in a few lines. A failed connection rejects; any answer resolves.
 */
export function createUploadTransport(options: UploadTransportOptions): UploadTransport {
  const request = options.fetch ?? ((input, init) => fetch(input, init));
  let nonce = options.nonce;
  const freshNonce = async () => {
    const response = await request(serverUrl(NONCE_PATH), { credentials: 'same-origin', cache: 'no-store' });
    const body = (await response.json()) as { nonce?: unknown };
    nonce = typeof body.nonce === 'string' ? body.nonce : undefined;
  };
  const read = async (response: Response): Promise<FormUploadAnswer> => {
    try {
      return (await response.json()) as FormUploadAnswer;
    } catch {
      throw new Error(`upload answered ${response.status} without JSON`);
    }
  };

  async function post(chunk: ChunkToSend): Promise<Response> {
    if (nonce === undefined) await freshNonce();
    const body = new FormData();
    body.append(GFORM_NONCE_FIELD, nonce ?? '');
    body.append('form_id', String(options.formId));
    body.append('field_id', String(options.fieldId));
    body.append('original_filename', chunk.fileName);
    body.append('gform_unique_id', options.uniqueId);
    body.append('name', chunk.uploadId);
    body.append('chunk', String(chunk.chunk));
    body.append('chunks', String(chunk.chunks));
    body.append('offset', String(chunk.offset));
    body.append('size', String(chunk.size));
    body.append('file', chunk.bytes as Blob, 'blob');
    return request(serverUrl(FORM_UPLOAD_PATH), { method: 'POST', body, credentials: 'same-origin' });
  }

  return {
    async sendChunk(chunk) {
      let response = await post(chunk);
      if (response.status === 403) {
        await freshNonce();
        response = await post(chunk);
      }
      // A server fault (5xx, a proxy's page) is treated like a dropped connection: retried, then 'unknown error'.
      if (response.status >= 500) throw new Error(`upload answered ${response.status}`);
      return read(response);
    },
    async discard(uploadId) {
      const query = new URLSearchParams({
        form_id: String(options.formId),
        gform_unique_id: options.uniqueId,
      });
      return request(serverUrl(`${FORM_UPLOAD_PATH}/${uploadId}?${query}`), {
        method: 'DELETE',
        headers: { 'x-gform-nonce': nonce ?? '' },
        credentials: 'same-origin',
      });
    },
    async status(uploadId) {
      const query = new URLSearchParams({
        form_id: String(options.formId),
        gform_unique_id: options.uniqueId,
      });
      const response = await request(serverUrl(`${FORM_UPLOAD_PATH}/${uploadId}?${query}`), {
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (response.status >= 500) throw new Error(`upload status answered ${response.status}`);
      return read(response);
    },
  };
}
