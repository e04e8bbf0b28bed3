import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PATH, type MediaStore } from './media-store.ts';

/**
 * `GET /media/<hash>[-thumbnail|-medium].webp`: a catalogue image. As `/uploads`: only names the store
 * makes, always image/webp with nosniff and a sandboxing CSP, so nothing stored can run as a page.
 * Names are content hashes, so an answer never changes and is cached for a year.
 */
export function registerMediaRoutes(app: FastifyInstance, media: MediaStore) {
  app.get<{ Params: { name: string } }>(`${MEDIA_PATH}:name`, async (request, reply) => {
    const file = media.fileOf(request.params.name);
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
