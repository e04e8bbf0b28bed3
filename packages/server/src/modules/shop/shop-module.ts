import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { NonceService } from '../../security/nonce.ts';
import type { AjaxAction } from '../ajax/ajax-action.ts';
import { createVisitorIdentity, DEFAULT_VISITOR_DAYS } from './visitor-identity.ts';

export interface ShopOptions {
  /** Days a visitor's wishlist, compare list and cart are kept after their last change (SHOP_VISITOR_DAYS). */
  visitorDays?: number;
}

export interface ShopDeps {
  database: Database;
  nonces: NonceService;
  /** The server secret; the visitor cookie's key is derived from it. */
  secret: string;
  now: () => number;
  options?: ShopOptions;
}

/**
 * The shop (issue 15): the anonymous visitor's identity, and the wishlist, compare and cart actions and
 * pages that stand on it. Returns the ajax actions for the one ajax endpoint.
 */
export async function registerShop(_app: FastifyInstance, deps: ShopDeps): Promise<AjaxAction[]> {
  const visitors = createVisitorIdentity({
    secret: deps.secret,
    days: deps.options?.visitorDays ?? DEFAULT_VISITOR_DAYS,
  });
  void visitors;
  return [];
}
