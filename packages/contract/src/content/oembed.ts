import * as z from 'zod/mini';

/**
 * spec 001 §7: the part of a provider's oEmbed answer the playlist reads: its `title` (a non-empty text
 * of at most 300 characters once trimmed; anything else is a failed lookup).
 */
export const oembedAnswerSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
});
