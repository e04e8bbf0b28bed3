import fsp from 'node:fs/promises';
import type { UploadExtension } from '@site-widgets/contract';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../uploads/avatar-image.ts';
import type { FormUploadFiles } from './form-upload-files.ts';

/** Sniffed types a field may accept, by the extensions an owner allows. */
const TYPE_OF_EXTENSION: Record<UploadExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** What a complete upload becomes: re-encoded images keep their kind (a GIF becomes its first frame as PNG). */
const STORED_AS: Record<string, { extension: 'jpg' | 'png' | 'webp' | 'pdf'; mimeType: string }> = {
  'image/jpeg': { extension: 'jpg', mimeType: 'image/jpeg' },
  'image/png': { extension: 'png', mimeType: 'image/png' },
  'image/gif': { extension: 'png', mimeType: 'image/png' },
  'image/webp': { extension: 'webp', mimeType: 'image/webp' },
  'application/pdf': { extension: 'pdf', mimeType: 'application/pdf' },
};

export type InspectOutcome =
  | { ok: true; extension: 'jpg' | 'png' | 'webp' | 'pdf'; mimeType: string; sniffed: string }
  | { ok: false; reason: 'type' | 'unreadable' };

/**
 * The type by content (never by the visitor's name or MIME type), and whether the field allows it.
 * A script, page or SVG renamed .jpg has no image signature and is refused here.
 */
export async function inspectUpload(
  file: string,
  allowed: readonly UploadExtension[],
): Promise<InspectOutcome> {
  const type = await fileTypeFromFile(file).catch(() => undefined);
  const allowedTypes = new Set(allowed.map((extension) => TYPE_OF_EXTENSION[extension]));
  if (!type || !allowedTypes.has(type.mime)) return { ok: false, reason: 'type' };
  const stored = STORED_AS[type.mime];
  if (!stored) return { ok: false, reason: 'type' };
  if (type.mime.startsWith('image/')) {
    try {
      const { width, height } = await sharp(file, { limitInputPixels: false }).metadata();
      if (!width || !height || width * height > MAX_INPUT_PIXELS) return { ok: false, reason: 'unreadable' };
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
  }
  return { ok: true, ...stored, sniffed: type.mime };
}

/**
 * Writes the stored copy. Images are decoded and re-encoded (turned upright, metadata dropped, the first
 * frame only): whatever rode along with the pixels — a script after the image data, a polyglot's other
 * half — does not survive. A PDF is copied as sent; it is only ever served as an attachment in a sandbox.
 */
export async function storeUpload(
  source: string,
  target: string,
  inspected: Extract<InspectOutcome, { ok: true }>,
): Promise<number> {
  if (inspected.extension === 'pdf') {
    await fsp.copyFile(source, target);
  } else {
    const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 }).rotate();
    const encoded =
      inspected.extension === 'jpg'
        ? image.jpeg({ quality: 85 })
        : inspected.extension === 'png'
          ? image.png()
          : image.webp({ quality: 85 });
    await encoded.toFile(target);
  }
  return (await fsp.stat(target)).size;
}

/**
 * Sniffs a complete file and writes its checked copy under a fresh name in `files` (run it inside a
 * decode slot): the outcome with the stored name and size, or the refusal. A copy that fails to encode
 * is removed.
 */
export async function sniffAndStore(
  part: string,
  allowed: readonly UploadExtension[],
  files: Pick<FormUploadFiles, 'ensure' | 'newStoredPath' | 'removeStored'>,
): Promise<
  | (Extract<InspectOutcome, { ok: true }> & { name: string; bytes: number })
  | Extract<InspectOutcome, { ok: false }>
> {
  const inspected = await inspectUpload(part, allowed);
  if (!inspected.ok) return inspected;
  await files.ensure();
  const target = files.newStoredPath(inspected.extension);
  try {
    const bytes = await storeUpload(part, target.file, inspected);
    return { ...inspected, name: target.name, bytes };
  } catch {
    await files.removeStored(target.name);
    return { ok: false, reason: 'unreadable' };
  }
}
