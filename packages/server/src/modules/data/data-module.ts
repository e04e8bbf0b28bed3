import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { NonceService } from '../../security/nonce.ts';
import { SITE_PUBLIC_DIR } from '../site/site-routes.ts';
import { createCsvSource } from './csv-source.ts';
import { registerDataRoutes } from './data-routes.ts';
import { createDataService } from './data-service.ts';
import { createDataWidgetRepository } from './data-widget-repository.ts';
import { DEFAULT_TILE_CACHE_BYTES, type MapOptions } from './map-options.ts';
import { registerMapRoutes } from './map-routes.ts';
import { createTileSource } from './map-tiles.ts';
import { createRemoteCsv, type RemoteCsvOptions } from './remote-csv.ts';
import { registerSustainabilityPage } from './sustainability-page-route.ts';
import { registerVisitPage } from './visit-page-route.ts';

export interface DataWidgetsOptions {
  /** Limits of CSV files fetched from other sites (remote-csv.ts). */
  remoteCsv?: RemoteCsvOptions;
  /** Where `/site/…csv` sources are read from; default site/public. */
  siteDir?: string;
  /** Issue 17 item 2: the maps' tile server and tile cache (MAP_TILE_*). */
  map?: MapOptions;
}

/**
 * Charts, data tables and maps (issue 17 items 1, 2, 3, 8): `/data/chart`, `/data/table`, `/data/map`,
 * `/data/map-image`, `/map-tiles/…`, `/sustainability` and `/visit`.
 */
export function registerDataWidgets(
  app: FastifyInstance,
  deps: { database: Database; nonces: NonceService; options?: DataWidgetsOptions },
) {
  // The owner's records (table data_widgets, `npm run data-widgets`; the demo's are seeded at start).
  const records = createDataWidgetRepository(deps.database.db);
  const readCsv = createCsvSource({
    remote: createRemoteCsv(deps.options?.remoteCsv),
    siteDir: deps.options?.siteDir ?? SITE_PUBLIC_DIR,
  });
  const data = createDataService({
    records,
    readCsv,
    log: (message) => app.log.error(message),
    map: deps.options?.map,
  });
  registerDataRoutes(app, data);
  registerSustainabilityPage(app, { data, records, nonces: deps.nonces });
  const tiles = createTileSource({
    cacheBytes: deps.options?.map?.tileCacheBytes ?? DEFAULT_TILE_CACHE_BYTES,
  });
  registerMapRoutes(app, { data, tiles });
  registerVisitPage(app, { data, records, nonces: deps.nonces });
  return data;
}
