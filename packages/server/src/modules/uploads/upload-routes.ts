import fs from 'node:fs/promises';
import { UPLOADS_PATH } from '@site-widgets/contract';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_NAME, type UploadStore } from './upload-store.ts';

/**
 * `GET /uploads/<name>.webp`: a stored avatar. Only names the store makes are served, always as
 * image/webp with nosniff and a sandboxing CSP, so no upload can ever be read as a page or a script.
 * Names are random and never reused, so the answer is cached for a year.
 */
export function registerUploadRoutes(app: FastifyInstance, uploads: UploadStore) {
  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}:name`, async (request, reply) => {
    const { name } = request.params;
    const file = UPLOAD_NAME.test(name) ? uploads.fileOf(`${UPLOADS_PATH}${name}`) : undefined;
    const bytes = file ? await fs.readFile(file).catch(() => undefined) : undefined;
    reply.header('x-content-type-options', 'nosniff');
    if (!bytes) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
}
