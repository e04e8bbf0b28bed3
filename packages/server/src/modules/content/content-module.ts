import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AjaxAction } from '../ajax/ajax-action.ts';
import { createVisitorIdentity, DEFAULT_VISITOR_DAYS } from '../shop/visitor-identity.ts';
import { likeActions } from './like-action.ts';
import { createLikeRepository, type LikeRepository } from './like-repository.ts';
import { createMegaMenuRepository } from './mega-menu-repository.ts';
import { registerMegaMenuRoute } from './mega-menu-route.ts';

export interface ContentDeps {
  database: Database;
  /** The server secret: the shop's visitor cookie is derived from it (the same cookie as the shop's). */
  secret: string;
  now: () => number;
  /** Days the visitor cookie lives (SHOP_VISITOR_DAYS); default the shop's. */
  visitorDays?: number;
}

export interface ContentModule {
  actions: AjaxAction[];
  likes: LikeRepository;
}

/** Issue 16's server parts: the like button's action and the mega menu's REST call. */
export function registerContent(app: FastifyInstance, deps: ContentDeps): ContentModule {
  const likes = createLikeRepository(deps.database.db);
  const identity = createVisitorIdentity({
    secret: deps.secret,
    days: deps.visitorDays ?? DEFAULT_VISITOR_DAYS,
  });
  registerMegaMenuRoute(app, { megaMenu: createMegaMenuRepository(deps.database.db) });
  return { actions: likeActions({ likes, identity, now: deps.now }), likes };
}
