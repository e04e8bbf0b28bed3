import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { NonceService } from '../../security/nonce.ts';
import { createCatalogueWidgetRepository } from './catalogue-widget-repository.ts';
import { searchActions } from './search-actions.ts';
import { configureHeaderSearch, registerSearchPage } from './search-page-route.ts';
import { createSearchRepository } from './search-repository.ts';
import { createSearchService } from './search-service.ts';

/**
 * The live search (issue 11 item 6): the `wpr_data_fetch` action (returned, for the ajax route), the
 * no-JavaScript results page `/search`, and the header's search box.
 */
export async function registerLiveSearch(
  app: FastifyInstance,
  deps: { database: Database; nonces: NonceService },
) {
  const widgets = createCatalogueWidgetRepository(deps.database.db);
  const searches = createSearchRepository(deps.database.db, deps.database.dialect);
  const search = createSearchService({ widgets, search: searches });
  registerSearchPage(app, { nonces: deps.nonces, widgets, searches, search });
  await configureHeaderSearch(widgets, searches);
  return searchActions(search);
}
