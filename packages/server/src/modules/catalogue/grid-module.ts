import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { NonceService } from '../../security/nonce.ts';
import { createCatalogueWidgetRepository } from './catalogue-widget-repository.ts';
import { gridActions } from './grid-actions.ts';
import { registerGridPages } from './grid-pages-routes.ts';
import { createGridService } from './grid-service.ts';

/** The grids (issue 11 items 4, 5, 8): their six ajax actions, and the /journal, /gallery, /shop pages. */
export async function registerGrids(
  app: FastifyInstance,
  deps: { database: Database; nonces: NonceService },
) {
  const service = createGridService(
    deps.database.db,
    createCatalogueWidgetRepository(deps.database.db),
    deps.database.dialect,
  );
  await registerGridPages(app, { db: deps.database.db, grids: service, nonces: deps.nonces });
  return gridActions(service);
}
