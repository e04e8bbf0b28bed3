/** spec 001 §9: the like count fades in 500 ms when it changes. */
export const LIKE_FADE_MS = 500;

/** spec 001 §4: the button's title: `Unlike` once liked, `Like` before. */
export function likeTitle(liked: boolean): string {
  return liked ? 'Unlike' : 'Like';
}

/** spec 001 §4: a zero count shows the configured text (when there is one); otherwise the digits. */
export function likeCountText(count: number, zeroText: string | undefined): string {
  return count === 0 && zeroText ? zeroText : String(count);
}

/** The server's count (digits only, at most 12); anything else is not a count. */
export function parseLikeCount(text: unknown): number | undefined {
  return typeof text === 'string' && /^\d{1,12}$/.test(text) ? Number(text) : undefined;
}
