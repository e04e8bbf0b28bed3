import * as z from 'zod/mini';

/** spec 001 §7: the like button's call (POST to its `data-ajax` URL, the ajax endpoint). */
export const LIKES_ACTION = 'wpr_likes_init';

/** The largest post id accepted (a 32-bit key on both databases). */
export const MAX_POST_ID = 2_147_483_647;

/** A required whole number from 1 to `max`, written in decimal digits (form fields are strings). */
export const requiredId = (max: number) =>
  z.pipe(
    z.string('is required').check(z.regex(/^[1-9]\d{0,9}$/, 'must be a whole number from 1')),
    z.transform(Number).check(z.refine((value) => value <= max, `must be at most ${max}`)),
  );

/** `wpr_likes_init` fields besides the nonce: the post to like or unlike. */
export const likesRequestSchema = z.object({ post_id: requiredId(MAX_POST_ID) });
export type LikesRequest = z.output<typeof likesRequestSchema>;

/**
 * The answer: `count` as text (the original answers the count's HTML; ours is digits only, so it is
 * safe to show as text), and whether this visitor now likes the post.
 */
export interface LikesAnswer {
  count: string;
  liked: boolean;
  post_id: number;
}

export const likesAnswerSchema = z.object({
  count: z.string().check(z.regex(/^\d{1,12}$/)),
  liked: z.boolean(),
  post_id: z.number(),
});
