import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inspectAvatar, MAX_INPUT_PIXELS } from '../uploads/avatar-image.ts';

/** URL path under which media files are served (media-routes.ts). */
export const MEDIA_PATH = '/media/';
/** Names the store makes: a content hash, a rendition suffix, `.webp`. Only these are ever served. */
export const MEDIA_NAME = /^[a-f0-9]{24}(-(thumbnail|medium))?\.webp$/;

/** spec 001 §1: 150×150 thumbnails; a medium rendition for grids. */
export const THUMBNAIL_SIZE = 150;
export const MEDIUM_WIDTH = 600;
/** Originals are kept at most this wide (a 6000 px photo is not needed on a site). */
export const LARGE_WIDTH = 2048;

export interface Rendition {
  name: 'thumbnail' | 'medium';
  width: number;
  height: number;
  file_name: string;
}

export interface StoredImage {
  fileName: string;
  mimeType: 'image/webp';
  width: number;
  height: number;
  bytes: number;
  renditions: Rendition[];
}

export type StoreOutcome = { ok: true; image: StoredImage } | { ok: false; message: string };

/**
 * Media images on disk under `<dataDir>/media`: every image, imported or generated, is decoded and
 * re-encoded as WebP by sharp (upright, metadata dropped: sharp writes none unless asked), with a
 * 150×150 cover thumbnail and a 600-wide medium rendition. Names are the hash of the re-encoded
 * original, so the same image stored twice is one file and a name can be cached forever.
 */
export function createMediaStore(directory: string) {
  return {
    directory,

    /** The file a served name points to, or undefined if the name is not one the store makes. */
    fileOf(name: string): string | undefined {
      return MEDIA_NAME.test(name) ? path.join(directory, name) : undefined;
    },

    /**
     * Deletes stored files by name (those no item uses any more, content-repository.ts). Names the
     * store does not make are ignored, so nothing outside the directory can be reached; a file
     * already gone is not an error. Returns the names deleted.
     */
    async remove(names: readonly string[]): Promise<string[]> {
      const removed: string[] = [];
      for (const name of names) {
        if (!MEDIA_NAME.test(name)) continue;
        const gone = await fs.rm(path.join(directory, name)).then(
          () => true,
          (error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return false;
            throw error;
          },
        );
        if (gone) removed.push(name);
      }
      return removed;
    },

    async store(input: Buffer): Promise<StoreOutcome> {
      // Type sniffed from the bytes and pixels counted from the header before any decode.
      const refused = await inspectAvatar(input);
      if (refused)
        return {
          ok: false,
          message:
            refused.ok === false && refused.reason === 'type'
              ? 'not a JPEG, PNG, WebP or GIF image'
              : refused.ok === false && refused.reason === 'too-many-pixels'
                ? `more than ${MAX_INPUT_PIXELS / 1e6} megapixels`
                : 'the image cannot be read',
        };
      try {
        const decode = () =>
          sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 }).rotate();
        const original = await decode()
          .resize({ width: LARGE_WIDTH, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        const hash = createHash('sha256').update(original.data).digest('hex').slice(0, 24);
        const thumbnail = await decode()
          .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        const medium = await decode()
          .resize({ width: MEDIUM_WIDTH, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        await fs.mkdir(directory, { recursive: true });
        const files: Array<[string, Buffer]> = [
          [`${hash}.webp`, original.data],
          [`${hash}-thumbnail.webp`, thumbnail.data],
          [`${hash}-medium.webp`, medium.data],
        ];
        for (const [name, data] of files) await writeOnce(path.join(directory, name), data);
        return {
          ok: true,
          image: {
            fileName: `${hash}.webp`,
            mimeType: 'image/webp',
            width: original.info.width,
            height: original.info.height,
            bytes: original.data.length,
            renditions: [
              {
                name: 'thumbnail',
                width: thumbnail.info.width,
                height: thumbnail.info.height,
                file_name: `${hash}-thumbnail.webp`,
              },
              {
                name: 'medium',
                width: medium.info.width,
                height: medium.info.height,
                file_name: `${hash}-medium.webp`,
              },
            ],
          },
        };
      } catch {
        return { ok: false, message: 'the image cannot be read' };
      }
    },
  };
}

/** Written under a temporary name and renamed, so a reader never sees half a file. */
async function writeOnce(file: string, data: Buffer): Promise<void> {
  const exists = await fs.stat(file).then(
    () => true,
    () => false,
  );
  if (exists) return;
  // A name of its own: two stores of the same image at once must not share a temporary file.
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

export type MediaStore = ReturnType<typeof createMediaStore>;

/** `<dataDir>/media`, beside `<dataDir>/uploads` (the same default data directory as visitor-calls.ts). */
export function mediaDirectoryOf(dataDir: string | undefined): string {
  return path.join(dataDir ?? path.join(os.tmpdir(), `site-widgets-${process.pid}`), 'media');
}
