import fs from 'node:fs';
import { FORM_BUILDER_FILES_PATH } from '@site-widgets/contract';
import type { FastifyInstance } from 'fastify';
import type { FormUploadFiles } from '../uploads/form-upload-files.ts';
import type { FormBuilderRepository } from './form-builder-repository.ts';

/**
 * `GET /form-builder/files/<stored name>/<visitor's name>`: an upload a submission holds (one no
 * submission holds is not served, so the upload call is no file host), with its sniffed type, nosniff
 * and a sandboxing CSP; a PDF as an attachment.
 */
export function registerFormBuilderFiles(
  app: FastifyInstance,
  deps: { repository: FormBuilderRepository; files: FormUploadFiles },
) {
  app.get<{ Params: { name: string; visitorName: string } }>(
    `${FORM_BUILDER_FILES_PATH}:name/:visitorName`,
    async (request, reply) => {
      const { name } = request.params;
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      const file = deps.files.storedFile(name);
      const upload = file ? await deps.repository.servedUpload(name) : undefined;
      const stat = file && upload ? await fs.promises.stat(file).catch(() => undefined) : undefined;
      if (!file || !upload || !stat)
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type(upload.mime_type)
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `${upload.mime_type === 'application/pdf' ? 'attachment' : 'inline'}; filename="${upload.original_name.replace(/[^\w.-]/g, '_')}"`,
        )
        .send(fs.createReadStream(file));
    },
  );
}
