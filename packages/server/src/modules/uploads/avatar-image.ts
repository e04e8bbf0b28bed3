import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Image types accepted as an avatar, by their content (never by the client's name or MIME type). */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** Avatars are stored as a 256×256 WebP. */
export const AVATAR_SIZE = 256;

/**
 * Refuse decompression bombs: an image of more pixels than this is not decoded. 24 MP holds a 6000×4000
 * photo; its dimensions are read from the header first, so a larger one costs no decode at all.
 */
export const MAX_INPUT_PIXELS = 24_000_000;

export type AvatarOutcome =
  | { ok: true; webp: Buffer }
  | { ok: false; reason: 'type' | 'unreadable' | 'too-many-pixels' };

/**
 * The cheap half of the checks: the type sniffed from the first bytes, and the dimensions from the
 * header (no pixel is decoded). Run for every upload, even one whose form already failed.
 */
export async function inspectAvatar(bytes: Buffer): Promise<AvatarOutcome | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) return { ok: false, reason: 'type' };
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!width || !height) return { ok: false, reason: 'unreadable' };
    if (width * height > MAX_INPUT_PIXELS) return { ok: false, reason: 'too-many-pixels' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return undefined;
}

/**
 * Sniffs the type from the bytes (JPEG, PNG, WebP, GIF only), then decodes and re-encodes: turned
 * upright by its EXIF orientation, cropped to a 256×256 square, WebP, all metadata (EXIF, GPS, ICC,
 * XMP) dropped — sharp writes none unless asked. Only the first frame of an animation is kept.
 * Whatever else the file carried (a script appended after the image data, a polyglot) does not survive
 * a decode and re-encode.
 */
export async function prepareAvatar(bytes: Buffer): Promise<AvatarOutcome> {
  const refused = await inspectAvatar(bytes);
  if (refused) return refused;
  try {
    const webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, webp };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
