import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PATH } from '@site-widgets/contract';

/** A stored upload's name: 128 random bits in hex, always WebP. Nothing of the client's name is kept. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.webp$/;
const TEMP_PREFIX = '.tmp-';

/** A file written under a temporary name, waiting for the database commit that refers to it. */
export interface StagedUpload {
  /** The URL the review stores: `/uploads/<name>`. */
  url: string;
  /** After the commit: give the file its real name, so it can be served. */
  commit(): Promise<void>;
  /** After a failure: remove it, so no orphan stays. */
  discard(): Promise<void>;
}

/**
 * Avatar files in `DATA_DIR/uploads/` (a data directory, never a served-as-HTML or executable path;
 * only the `/uploads/<name>.webp` route reads it, with `image/webp` and `nosniff`).
 * Write order: temporary name → database commit → rename. A crash between the commit and the rename
 * leaves a temporary file whose name the committed row refers to; `recover` finishes those and removes
 * the others.
 */
export function createUploadStore(directory: string) {
  let ready: Promise<unknown> | undefined;
  const ensureDirectory = () => {
    ready ??= fs.mkdir(directory, { recursive: true });
    return ready;
  };
  const pathOf = (name: string) => path.join(directory, name);

  return {
    directory,

    async stage(bytes: Buffer): Promise<StagedUpload> {
      await ensureDirectory();
      const name = `${randomBytes(16).toString('hex')}.webp`;
      const temporary = pathOf(`${TEMP_PREFIX}${name}`);
      const handle = await fs.open(temporary, 'wx', 0o644);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      return {
        url: `${UPLOADS_PATH}${name}`,
        commit: () => fs.rename(temporary, pathOf(name)),
        discard: () => fs.rm(temporary, { force: true }),
      };
    },

    /** The file of a stored URL, or undefined when the URL is not one of ours. */
    fileOf(url: string | null): string | undefined {
      if (!url?.startsWith(UPLOADS_PATH)) return undefined;
      const name = url.slice(UPLOADS_PATH.length);
      return UPLOAD_NAME.test(name) ? pathOf(name) : undefined;
    },

    /** Removes the file of a stored URL (when a review is deleted); a missing file is not an error. */
    async remove(url: string | null): Promise<void> {
      const file = this.fileOf(url);
      if (file) await fs.rm(file, { force: true });
    },

    /**
     * Finishes or removes temporary files older than `graceMs` (younger ones may belong to a request
     * still running on another instance): renamed when a committed review refers to the name, else
     * removed. Returns how many of each.
     */
    async recover(
      isReferenced: (url: string) => Promise<boolean>,
      graceMs: number,
      now = Date.now(),
    ): Promise<{ completed: number; removed: number }> {
      let entries: string[];
      try {
        entries = await fs.readdir(directory);
      } catch {
        return { completed: 0, removed: 0 };
      }
      let completed = 0;
      let removed = 0;
      for (const entry of entries) {
        if (!entry.startsWith(TEMP_PREFIX)) continue;
        const name = entry.slice(TEMP_PREFIX.length);
        const temporary = pathOf(entry);
        const stat = await fs.stat(temporary).catch(() => undefined);
        if (!stat || now - stat.mtimeMs < graceMs) continue;
        if (UPLOAD_NAME.test(name) && (await isReferenced(`${UPLOADS_PATH}${name}`))) {
          await fs.rename(temporary, pathOf(name)).catch(() => undefined);
          completed++;
        } else {
          await fs.rm(temporary, { force: true });
          removed++;
        }
      }
      return { completed, removed };
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
