import fs from 'node:fs';
import {
  FORM_UPLOAD_FILES_PATH,
  FORM_UPLOAD_PATH,
  type FormUploadAnswer,
  formUploadFieldsSchema,
  formUploadStatusQuerySchema,
  GFORM_NONCE_FIELD,
  MAX_UPLOAD_CHUNK_BYTES,
} from '@site-widgets/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { inertJson } from '../../../security/inert-json.ts';
import type { NonceService } from '../../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../../ajax/ajax-action.ts';
import { AJAX_ANSWER_HEADERS } from '../../ajax/ajax-route.ts';
import type { FormUploadFiles } from './form-upload-files.ts';
import { STORED_NAME } from './form-upload-files.ts';
import type { FormUploadRepository } from './form-upload-repository.ts';
import type { ReceiveChunk } from './receive-chunk.ts';

export interface FormUploadRoutesDeps {
  nonces: NonceService;
  receiveChunk: ReceiveChunk;
  uploads: FormUploadRepository;
  files: FormUploadFiles;
}

/** The chunk's text fields: a handful, short (the file name is the longest, at 255). */
const MAX_CHUNK_FIELDS = 20;

function answer(reply: FastifyReply, body: FormUploadAnswer, status = 200) {
  return reply
    .code(status)
    .headers(AJAX_ANSWER_HEADERS)
    .type('application/json; charset=utf-8')
    .send(inertJson(body));
}

const UNKNOWN_UPLOAD: FormUploadAnswer = {
  status: 'error',
  error: { code: 'SW_UPLOAD_UNKNOWN', message: 'This upload is not known.' },
};

const badRequest = (message: string): FormUploadAnswer => ({
  status: 'error',
  error: { code: 'SW_UPLOAD_BAD_REQUEST', message },
});

/**
 * POST /form-uploads: one chunk (multipart; the fields first, then the `file` part, as plupload sends
 * them). The page nonce travels in gform_ajax_nonce. The file part is streamed to disk, never buffered.
 * GET /form-uploads/<id>?form_id=&gform_unique_id=: the bytes the server holds, to resume at.
 * DELETE /form-uploads/<id>?form_id=&gform_unique_id= (nonce in `x-gform-nonce`): a removed file.
 * GET /form-uploads/files/<name>/<visitor's name>: a file attached to an entry, never run or rendered.
 */
export function registerFormUploadRoutes(app: FastifyInstance, deps: FormUploadRoutesDeps) {
  app.post(FORM_UPLOAD_PATH, async (request, reply) => {
    if (!request.isMultipart()) return answer(reply, badRequest('The upload must be multipart.'), 400);
    const fields: Record<string, string> = Object.create(null);
    let result: FormUploadAnswer | undefined;
    let status = 200;
    const options = {
      limits: { fileSize: MAX_UPLOAD_CHUNK_BYTES, files: 1, fields: MAX_CHUNK_FIELDS, fieldSize: 1024 },
      throwFileSizeLimit: true,
    };
    try {
      for await (const part of request.parts(options as Parameters<typeof request.parts>[0])) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (result || part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        if (!deps.nonces.verify(PAGE_NONCE_SCOPE, fields[GFORM_NONCE_FIELD])) {
          part.file.resume();
          result = badRequest('The page has expired. Please reload it.');
          status = 403;
          continue;
        }
        const parsed = formUploadFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          part.file.resume();
          const issue = parsed.error.issues[0];
          result = badRequest(`${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid'}`);
          status = 400;
          continue;
        }
        result = await deps.receiveChunk(parsed.data, part.file, request.ip);
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        return answer(reply, badRequest(`A chunk holds at most ${MAX_UPLOAD_CHUNK_BYTES} bytes.`), 413);
      if (error instanceof Error && !('statusCode' in error))
        return answer(reply, badRequest('The upload could not be read.'), 400);
      throw error;
    }
    return answer(reply, result ?? badRequest('The upload holds no file part.'), result ? status : 400);
  });

  /** The upload `id`, if it is the named filling-in's and no entry holds it yet (else unknown: 404). */
  async function pendingUpload(id: string, owner: { form_id: number; gform_unique_id: string }) {
    const upload = await deps.uploads.find(id);
    const pending =
      upload?.formId === owner.form_id &&
      upload.uniqueId === owner.gform_unique_id &&
      upload.entryId === null;
    return pending ? upload : undefined;
  }

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    `${FORM_UPLOAD_PATH}/:id`,
    async (request, reply) => {
      const query = formUploadStatusQuerySchema.safeParse(request.query);
      const { id } = request.params;
      if (!query.success || !/^[0-9a-f]{32}$/.test(id))
        return answer(reply, badRequest('form_id and gform_unique_id are required.'), 400);
      const upload = await pendingUpload(id, query.data);
      if (!upload) return answer(reply, UNKNOWN_UPLOAD, 404);
      return answer(reply, {
        status: 'ok',
        data: {
          id: upload.id,
          uploaded_filename: upload.originalName,
          received: upload.status === 'complete' ? upload.declaredBytes : upload.receivedBytes,
          complete: upload.status === 'complete',
        },
      });
    },
  );

  // The visitor removed the file before submitting: it no longer counts towards the field's maximum.
  app.delete<{ Params: { id: string }; Querystring: Record<string, string> }>(
    `${FORM_UPLOAD_PATH}/:id`,
    async (request, reply) => {
      const query = formUploadStatusQuerySchema.safeParse(request.query);
      const { id } = request.params;
      if (!query.success || !/^[0-9a-f]{32}$/.test(id))
        return answer(reply, badRequest('form_id and gform_unique_id are required.'), 400);
      if (!deps.nonces.verify(PAGE_NONCE_SCOPE, request.headers['x-gform-nonce'] as string | undefined))
        return answer(reply, badRequest('The page has expired. Please reload it.'), 403);
      const upload = await pendingUpload(id, query.data);
      if (!upload) return answer(reply, UNKNOWN_UPLOAD, 404);
      await deps.uploads.remove(id);
      await deps.files.removePart(id);
      await deps.files.removeStored(upload.storedName);
      return answer(reply, {
        status: 'ok',
        data: { id, uploaded_filename: upload.originalName, received: 0, complete: false },
      });
    },
  );

  app.get<{ Params: { name: string; visitorName: string } }>(
    `${FORM_UPLOAD_FILES_PATH}:name/:visitorName`,
    async (request, reply) => {
      const { name } = request.params;
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      const upload = STORED_NAME.test(name) ? await deps.uploads.attachedByStoredName(name) : undefined;
      const file = upload ? deps.files.storedFile(name) : undefined;
      const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
      if (!upload || !file || !stat)
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const ascii = upload.originalName.replace(/[^\w.-]/g, '_');
      return reply
        .type(upload.mimeType ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `${upload.mimeType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(upload.originalName)}`,
        )
        .send(fs.createReadStream(file));
    },
  );
}
