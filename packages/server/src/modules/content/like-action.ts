import { LIKES_ACTION, type LikesAnswer, likesRequestSchema, NONCE_FIELD } from '@site-widgets/contract';
import { defineAction, PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { fieldError } from '../ajax/ajax-route.ts';
import type { VisitorIdentity } from '../shop/visitor-identity.ts';
import type { LikeRepository } from './like-repository.ts';

/**
 * spec 001 §7 `wpr_likes_init` (post_id, nonce): likes the post for this visitor, or takes the like
 * back. The visitor is the shop's signed cookie (set on this first write if missing). Answers the
 * post's count as text and the visitor's state; an unknown or unpublished post is 404, nothing written.
 */
export function likeActions(deps: { likes: LikeRepository; identity: VisitorIdentity; now: () => number }) {
  return [
    defineAction({
      name: LIKES_ACTION,
      fields: likesRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: ['nonce', NONCE_FIELD],
      async handle(fields, { request, reply }) {
        const postId = fields.post_id;
        // The cookie is only set once the post is known to exist: a refused call leaves no trace.
        const known = deps.identity.read(request);
        const visitor = known ?? deps.identity.ensure(request, reply);
        const state = await deps.likes.toggle(postId, visitor, new Date(deps.now()));
        if (!state) {
          if (known === null) reply.removeHeader('set-cookie');
          return fieldError(
            404,
            'SW_UNKNOWN_POST',
            'post_id',
            `${LIKES_ACTION}: post_id: no published post has this id`,
          );
        }
        // Renew the cookie's lifetime on every like (ensure's contract), once.
        if (known !== null) deps.identity.ensure(request, reply);
        const body: LikesAnswer = { count: String(state.count), liked: state.liked, post_id: postId };
        return { kind: 'json', body };
      },
    }),
  ];
}
