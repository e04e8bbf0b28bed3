import {
  FORM_BUILDER_TOKEN_ACTION,
  FORM_BUILDER_UPLOAD_ACTION,
  FORM_BUILDER_UPLOAD_NONCE_FIELD,
  type FormBuilderAnswer,
} from '@site-widgets/contract/forms/addon-form-builder/form-builder-actions.ts';

export interface UploadTarget {
  ajaxUrl: string;
  /** The page's nonce; a `-1` answer gets a fresh one (eael_get_token) and sends once more. */
  nonce: () => string | undefined;
  refreshNonce: () => Promise<string | undefined>;
}

export type UploadOutcome = { ok: true; url: string } | { ok: false; message: string };

/**
 * `wpr_addons_upload_file` with progress (XMLHttpRequest: fetch reports no upload progress). Only the
 * form and field are named; the server applies the field's stored types and size (spec 001 §5).
 */
export async function uploadFile(
  target: UploadTarget,
  request: { formId: number; fieldId: string; file: File },
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  const send = (nonce: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const body = new FormData();
      body.append('action', FORM_BUILDER_UPLOAD_ACTION);
      body.append(FORM_BUILDER_UPLOAD_NONCE_FIELD, nonce);
      body.append('wpr_form_id', String(request.formId));
      body.append('field_id', request.fieldId);
      body.append('triggering_event', 'change');
      body.append('uploaded_file', request.file, request.file.name);
      const xhr = new XMLHttpRequest();
      xhr.open('POST', target.ajaxUrl);
      xhr.withCredentials = false;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => resolve({ status: xhr.status, text: xhr.responseText }));
      xhr.addEventListener('error', () => reject(new Error('the upload could not reach the server')));
      xhr.send(body);
    });
  try {
    let answer = await send(target.nonce() ?? (await target.refreshNonce()) ?? '');
    if (answer.status === 403 && answer.text === '-1')
      answer = await send((await target.refreshNonce()) ?? '');
    const parsed = JSON.parse(answer.text) as FormBuilderAnswer;
    if (parsed.success && parsed.data.url) return { ok: true, url: parsed.data.url };
    return { ok: false, message: parsed.data.message ?? 'The file could not be uploaded.' };
  } catch {
    return { ok: false, message: 'The file could not be uploaded. Please try again.' };
  }
}

/** spec 001 §7 `eael_get_token`: a fresh nonce for a page served from a cache. */
export async function freshNonce(post: (action: string, fields: Record<string, string>) => Promise<string>) {
  try {
    const answer = JSON.parse(await post(FORM_BUILDER_TOKEN_ACTION, {})) as FormBuilderAnswer;
    return answer.success ? answer.data.nonce : undefined;
  } catch {
    return undefined;
  }
}
