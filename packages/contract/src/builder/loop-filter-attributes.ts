import * as z from 'zod/mini';
import { LOOP_WIDGET_ID_PATTERN } from './loop-constants.ts';

/**
 * `<div data-widget="loop-filter">` (issue 14 item 6): a taxonomy filter for one loop grid on the page.
 * The server renders its form (a GET form that works without JavaScript); these attributes tell the
 * script which grid it drives and where the refresh call goes.
 */
export const loopFilterAttributesSchema = z.object({
  /** `data-loop`: the loop grid's widget id (the owner's record id), as in `e-filter-{id}-…`. Required. */
  loop: z.string().check(z.regex(LOOP_WIDGET_ID_PATTERN, 'must be a loop grid id')),
  /** `data-rest`: the REST base the refresh call goes under; must start with `/`; default `/wp-json/`. */
  rest: z.optional(
    z.string().check(z.regex(/^\/(?!\/)[A-Za-z0-9._~/-]{0,200}$/, 'must be a site path starting with /')),
  ),
  /** `data-rest-nonce`: sent as `X-WP-Nonce` in the page builder's edit mode; default none. */
  restNonce: z.optional(z.string().check(z.maxLength(200))),
  /** `data-post-id`: the page's id, sent as `post_id`; default the page variable `pageId`. */
  postId: z.optional(
    z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'must be a whole number')), z.transform(Number)),
  ),
});

export type LoopFilterAttributes = z.output<typeof loopFilterAttributesSchema>;
