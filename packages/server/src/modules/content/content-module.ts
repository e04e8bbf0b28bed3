import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { NonceService } from '../../security/nonce.ts';
import type { AjaxAction } from '../ajax/ajax-action.ts';
import { createVisitorIdentity, DEFAULT_VISITOR_DAYS } from '../shop/visitor-identity.ts';
import { registerExplorePage } from './explore-route.ts';
import { createFeeds } from './feeds/feed-module.ts';
import type { FeedPages } from './feeds/feed-pages.ts';
import { likeActions } from './like-action.ts';
import { createLikeRepository, type LikeRepository } from './like-repository.ts';
import { createMegaMenuRepository } from './mega-menu-repository.ts';
import { registerMegaMenuRoute } from './mega-menu-route.ts';
import { createPostActions, type PostActions } from './post-actions.ts';
import { createStoryAdditions, type StoryAdditions } from './story-additions.ts';

export interface ContentDeps {
  database: Database;
  nonces: NonceService;
  /** The server secret: the shop's visitor cookie is derived from it (the same cookie as the shop's). */
  secret: string;
  now: () => number;
  /** Days the visitor cookie lives (SHOP_VISITOR_DAYS); default the shop's. */
  visitorDays?: number;
}

export interface ContentModule {
  actions: AjaxAction[];
  likes: LikeRepository;
  /** The like and share buttons under a journal post (the item page's slot). */
  postActions: PostActions;
  /** The timeline /story adds. */
  story: StoryAdditions;
  /** Issue 17 item 4: stored social feeds for pages. */
  feeds: FeedPages;
}

/**
 * Issue 16's server parts (T7): the like button's action, the mega menu's REST call, the /explore page,
 * and what the journal's item pages and /story add.
 */
export function registerContent(app: FastifyInstance, deps: ContentDeps): ContentModule {
  const likes = createLikeRepository(deps.database.db);
  const identity = createVisitorIdentity({
    secret: deps.secret,
    days: deps.visitorDays ?? DEFAULT_VISITOR_DAYS,
  });
  registerMegaMenuRoute(app, { megaMenu: createMegaMenuRepository(deps.database.db) });
  registerExplorePage(app, { db: deps.database.db, nonces: deps.nonces });
  const feeds = createFeeds(deps.database.db, (message) => app.log.error(message));
  return {
    actions: [...likeActions({ likes, identity, now: deps.now }), ...feeds.actions],
    feeds: feeds.pages,
    likes,
    postActions: createPostActions({ db: deps.database.db, likes, identity }),
    story: createStoryAdditions(deps.database.db),
  };
}
