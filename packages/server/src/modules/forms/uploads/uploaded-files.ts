import {
  FORM_UPLOAD_FILES_PATH,
  type FormDefinition,
  type FormValues,
  UPLOAD_FIELD_TYPE,
  uploadedFilesSchema,
  uploadPolicyOf,
} from '@site-widgets/contract';
import { allFields } from '../form-values.ts';
import type { FormUploadRepository } from './form-upload-repository.ts';

/** The URL an entry keeps for a file: its stored name, then the visitor's name (shown in the entry). */
export const uploadUrl = (storedName: string, originalName: string) =>
  `${FORM_UPLOAD_FILES_PATH}${storedName}/${encodeURIComponent(originalName)}`;

/** The visitor's file name of an entry's upload URL. */
export function uploadNameOf(url: string): string {
  const last = url.slice(url.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export interface ResolvedUploads {
  /** Upload field id → the URLs of its files. */
  values: FormValues;
  /** Upload field id → the upload ids behind them (attached to the entry in its transaction). */
  ids: Map<number, string[]>;
}

/**
 * `gform_uploaded_files` (JSON keyed per input, issue 13 §3) read against the database: only complete
 * uploads of this form, this field and this filling-in that no entry holds yet count, at most the
 * field's maximum. Anything else the browser names (another form's id, a made-up one) is ignored.
 */
export async function resolveUploadedFiles(
  uploads: FormUploadRepository,
  definition: FormDefinition,
  uniqueId: string,
  json: string | undefined,
): Promise<ResolvedUploads> {
  const resolved: ResolvedUploads = { values: {}, ids: new Map() };
  if (!json) return resolved;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json.slice(0, 64 * 1024));
  } catch {
    return resolved;
  }
  const files = uploadedFilesSchema.safeParse(parsed);
  if (!files.success) return resolved;
  for (const field of allFields(definition)) {
    if (field.type !== UPLOAD_FIELD_TYPE) continue;
    const named = files.data[`input_${field.id}`] ?? [];
    const wanted = [...new Set(named.map((file) => file.temp_filename))];
    const found = (await uploads.attachable(definition.id, uniqueId, wanted)).filter(
      (upload) => upload.fieldId === field.id && upload.storedName !== null,
    );
    const kept = wanted
      .map((id) => found.find((upload) => upload.id === id))
      .filter((upload) => upload !== undefined)
      .slice(0, uploadPolicyOf(field).maxFiles);
    if (kept.length === 0) continue;
    resolved.values[field.id] = kept.map((upload) => uploadUrl(upload.storedName ?? '', upload.originalName));
    resolved.ids.set(
      field.id,
      kept.map((upload) => upload.id),
    );
  }
  return resolved;
}
