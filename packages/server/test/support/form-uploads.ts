import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FORM_UPLOAD_PATH, type FormUploadAnswer, GFORM_NONCE_FIELD } from '@site-widgets/contract';
import sharp from 'sharp';
import { multipartPayload, type TestApp } from './test-app.ts';

/** The catering form's venue photos field (demo-forms.ts): images, 10 MB, at most three. */
export const CATERING = { formId: 2, fieldId: 30 } as const;

export const newUploadId = () => randomBytes(16).toString('hex');

/** A real photo-like image (noise, so it does not compress to nothing). */
export async function testImage(format: 'jpeg' | 'png' = 'jpeg', size = 96): Promise<Buffer> {
  const pixels = randomBytes(size * size * 3);
  const image = sharp(pixels, { raw: { width: size, height: size, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

export interface ChunkRequest {
  formId?: number;
  fieldId?: number;
  uniqueId: string;
  uploadId: string;
  fileName: string;
  /** The whole file (the chunk is cut from it) … */
  file: Buffer;
  offset: number;
  /** … this many bytes from offset (default: to the end). */
  length?: number;
  /** Declared whole size; default the file's length. */
  size?: number;
  nonce?: string;
  chunk?: number;
  chunks?: number;
}

export interface ChunkResponse {
  status: number;
  body: FormUploadAnswer;
  raw: string;
  headers: Record<string, unknown>;
}

/** POSTs one chunk the way the browser's chunker does: the fields first, then the `file` part. */
export async function sendChunk(t: TestApp, request: ChunkRequest): Promise<ChunkResponse> {
  const bytes = request.file.subarray(
    request.offset,
    request.length === undefined ? undefined : request.offset + request.length,
  );
  const { payload, contentType } = multipartPayload([
    [GFORM_NONCE_FIELD, request.nonce ?? t.nonce],
    ['form_id', String(request.formId ?? CATERING.formId)],
    ['field_id', String(request.fieldId ?? CATERING.fieldId)],
    ['original_filename', request.fileName],
    ['gform_unique_id', request.uniqueId],
    ['name', request.uploadId],
    ['chunk', String(request.chunk ?? 0)],
    ['chunks', String(request.chunks ?? 1)],
    ['offset', String(request.offset)],
    ['size', String(request.size ?? request.file.length)],
    ['file', { file: bytes, filename: 'blob', contentType: 'application/octet-stream' }],
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: FORM_UPLOAD_PATH,
    headers: { 'content-type': contentType },
    payload,
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as FormUploadAnswer,
    raw: response.body,
    headers: response.headers,
  };
}

/** Sends a whole file in chunks of `chunkBytes`, in order; the last answer. */
export async function uploadWhole(
  t: TestApp,
  request: Omit<ChunkRequest, 'offset' | 'length'>,
  chunkBytes = 64 * 1024,
): Promise<ChunkResponse> {
  const chunks = Math.max(1, Math.ceil(request.file.length / chunkBytes));
  let last: ChunkResponse | undefined;
  for (let index = 0; index < chunks; index++) {
    last = await sendChunk(t, {
      ...request,
      offset: index * chunkBytes,
      length: chunkBytes,
      chunk: index,
      chunks,
    });
    if (last.body.status !== 'ok') return last;
  }
  if (!last) throw new Error('no chunk sent');
  return last;
}

/** Names of the stored (checked) files and of the part files on disk. */
export function filesOnDisk(t: TestApp) {
  const list = (folder: string) => {
    try {
      return fs.readdirSync(path.join(t.dataDir, 'form-uploads', folder));
    } catch {
      return [];
    }
  };
  return { stored: list('files'), parts: list('parts') };
}

export const storedBytes = (t: TestApp, name: string) =>
  fs.readFileSync(path.join(t.dataDir, 'form-uploads', 'files', name));
