import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file's name: 128 random bits and the extension of its sniffed type. */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;
const PART_NAME = /^[0-9a-f]{32}\.part$/;

export class ChunkTooLong extends Error {
  constructor() {
    super('chunk runs past the declared size');
  }
}

/**
 * Form uploads on disk under `DATA_DIR/form-uploads/`: `parts/<upload id>.part` while chunks arrive,
 * `files/<random>.<ext>` once checked. Chunks are streamed into the part file at their offset (memory
 * stays at the stream's buffer, whatever the file's size); writing at the offset makes a repeated chunk
 * harmless. Nothing of the visitor's file name reaches a path.
 */
export function createFormUploadFiles(directory: string) {
  const parts = path.join(directory, 'parts');
  const files = path.join(directory, 'files');
  let ready: Promise<unknown> | undefined;
  const ensure = () => {
    ready ??= Promise.all([fsp.mkdir(parts, { recursive: true }), fsp.mkdir(files, { recursive: true })]);
    return ready;
  };
  const partOf = (id: string) => {
    if (!/^[0-9a-f]{32}$/.test(id)) throw new Error('bad upload id');
    return path.join(parts, `${id}.part`);
  };

  return {
    directory,
    partOf,

    /**
     * Streams one chunk into the part file at `offset`; refuses (and stops reading) once it would run
     * past `limit` bytes of file. Returns the bytes written.
     */
    async writeChunk(
      id: string,
      offset: number,
      limit: number,
      chunk: NodeJS.ReadableStream,
    ): Promise<number> {
      await ensure();
      const file = partOf(id);
      if (offset === 0) await (await fsp.open(file, 'a')).close();
      let written = 0;
      let tooLong = false;
      // Bytes past the limit are read and dropped (the part stays whole for the multipart parser, and a
      // chunk is at most 2 MiB), then the chunk is refused.
      const guard = new Transform({
        transform(data: Buffer, _encoding, done) {
          if (tooLong || offset + written + data.length > limit) {
            tooLong = true;
            done();
            return;
          }
          written += data.length;
          done(null, data);
        },
      });
      await pipeline(chunk, guard, fs.createWriteStream(file, { flags: 'r+', start: offset }));
      if (tooLong) throw new ChunkTooLong();
      return written;
    },

    /** A fresh name in files/ for a checked upload of this extension. */
    newStoredPath(extension: 'jpg' | 'png' | 'webp' | 'pdf') {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      return { name, file: path.join(files, name) };
    },

    async ensure() {
      await ensure();
    },

    storedFile(name: string): string | undefined {
      return STORED_NAME.test(name) ? path.join(files, name) : undefined;
    },

    async removePart(id: string) {
      await fsp.rm(partOf(id), { force: true });
    },

    async removeStored(name: string | null) {
      if (name && STORED_NAME.test(name)) await fsp.rm(path.join(files, name), { force: true });
    },

    /** Part files with no row (a crash between the two), older than `graceMs`: removed. */
    async sweepParts(isKnown: (id: string) => Promise<boolean>, graceMs: number, now = Date.now()) {
      let removed = 0;
      const entries = await fsp.readdir(parts).catch(() => [] as string[]);
      for (const entry of entries) {
        if (!PART_NAME.test(entry)) continue;
        const stat = await fsp.stat(path.join(parts, entry)).catch(() => undefined);
        if (!stat || now - stat.mtimeMs < graceMs) continue;
        if (await isKnown(entry.slice(0, 32))) continue;
        await fsp.rm(path.join(parts, entry), { force: true });
        removed++;
      }
      return removed;
    },
  };
}

export type FormUploadFiles = ReturnType<typeof createFormUploadFiles>;
