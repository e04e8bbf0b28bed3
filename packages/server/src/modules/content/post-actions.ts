import { renderLikeWidget } from '@site-widgets/widgets/content/like/server.tsx';
import { DEFAULT_SHARE_NETWORKS, renderShareWidget } from '@site-widgets/widgets/content/share/server.tsx';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { VisitorIdentity } from '../shop/visitor-identity.ts';
import type { LikeRepository } from './like-repository.ts';

/** The item an item page shows, as far as its actions need it. */
export interface ActionItem {
  kind: string;
  slug: string;
  title: string;
}

/** A host the page may name in a shared address (the request's own); anything odd shares no address. */
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

/**
 * The like and share buttons under a journal post (issue 16): the like count and whether this visitor
 * (their signed cookie, never set by a page view) likes it, and the post's own address to share.
 * Nothing for other kinds of item.
 */
export function createPostActions(deps: {
  db: Kysely<DatabaseSchema>;
  likes: LikeRepository;
  identity: VisitorIdentity;
}) {
  return async (
    request: FastifyRequest,
    item: ActionItem,
    canonical: string,
  ): Promise<string | undefined> => {
    if (item.kind !== 'post') return undefined;
    const row = await deps.db
      .selectFrom('content_items')
      .select('id')
      .where('kind', '=', 'post')
      .where('slug', '=', item.slug)
      .executeTakeFirst();
    if (!row) return undefined;
    const state = await deps.likes.read(row.id, deps.identity.read(request));
    const like = renderLikeWidget({
      postId: row.id,
      count: state.count,
      liked: state.liked,
      zeroText: 'Be the first to like this',
    });
    const host = request.host;
    const share = HOST.test(host)
      ? renderShareWidget({
          networks: DEFAULT_SHARE_NETWORKS,
          url: `${request.protocol}://${host}${canonical}`,
          title: item.title,
        })
      : '';
    return like + share;
  };
}

export type PostActions = ReturnType<typeof createPostActions>;
