import * as z from 'zod/mini';

/**
 * `GET /wp-json/site-widgets/v1/video-playlist?playlist_id={id}` (issue 16): a playlist's videos with
 * the titles our server looked up, for a playlist placed on a page our server did not render.
 */
export const VIDEO_PLAYLIST_PATH = '/wp-json/site-widgets/v1/video-playlist';

export const videoPlaylistQuerySchema = z.object({
  playlist_id: z.string().check(z.regex(/^[A-Za-z][\w-]{0,63}$/, 'must be a playlist id')),
});

export const playlistItemSchema = z.object({
  kind: z.enum(['youtube', 'vimeo', 'file']),
  id: z.optional(z.string().check(z.regex(/^[\w-]{1,20}$/))),
  url: z.string().check(z.maxLength(2048)),
  title: z.string().check(z.minLength(1), z.maxLength(300)),
});

/** The answer: `{heading, items}`; an unknown playlist is the site's 404 (`SW_NOT_FOUND`). */
export const videoPlaylistAnswerSchema = z.object({
  heading: z.string().check(z.maxLength(200)),
  items: z.array(playlistItemSchema).check(z.maxLength(100)),
});

export type VideoPlaylistAnswer = z.output<typeof videoPlaylistAnswerSchema>;
