import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { NonceService } from '../../security/nonce.ts';
import { createCatalogueWidgetRepository } from '../catalogue/catalogue-widget-repository.ts';
import { createLoopGridService } from './loop-grid-service.ts';
import { registerLoopPage } from './loop-page-route.ts';
import { registerRefreshLoopRoute } from './loop-refresh-route.ts';

/** The loop grid and its filter (issue 14 item 6): the refresh-loop call and the /topics page. */
export function registerLoopGrids(app: FastifyInstance, deps: { database: Database; nonces: NonceService }) {
  const loops = createLoopGridService(
    deps.database.db,
    createCatalogueWidgetRepository(deps.database.db),
    deps.database.dialect,
  );
  registerRefreshLoopRoute(app, { loops, nonces: deps.nonces });
  registerLoopPage(app, { db: deps.database.db, loops, nonces: deps.nonces });
}
