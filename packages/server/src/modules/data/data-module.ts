import type { FastifyInstance } from 'fastify';
import type { NonceService } from '../../security/nonce.ts';
import { SITE_PUBLIC_DIR } from '../site/site-routes.ts';
import { createCsvSource } from './csv-source.ts';
import { registerDataRoutes } from './data-routes.ts';
import { createDataService } from './data-service.ts';
import { createDataWidgetRecords } from './data-widget-records.ts';
import { DEMO_DATA_WIDGETS } from './demo-data-widgets.ts';
import { createRemoteCsv, type RemoteCsvOptions } from './remote-csv.ts';
import { registerSustainabilityPage } from './sustainability-page-route.ts';

export interface DataWidgetsOptions {
  /** The owner's chart and table records; default the demo café's (demo-data-widgets.ts). */
  records?: ReadonlyArray<{ id: number; name: string; settings: unknown }>;
  /** Limits of CSV files fetched from other sites (remote-csv.ts). */
  remoteCsv?: RemoteCsvOptions;
  /** Where `/site/…csv` sources are read from; default site/public. */
  siteDir?: string;
}

/** Charts and data tables (issue 17 items 1, 3, 8): `/data/chart`, `/data/table` and `/sustainability`. */
export function registerDataWidgets(
  app: FastifyInstance,
  deps: { nonces: NonceService; options?: DataWidgetsOptions },
) {
  const records = createDataWidgetRecords(deps.options?.records ?? DEMO_DATA_WIDGETS);
  const readCsv = createCsvSource({
    remote: createRemoteCsv(deps.options?.remoteCsv),
    siteDir: deps.options?.siteDir ?? SITE_PUBLIC_DIR,
  });
  const data = createDataService({ records, readCsv });
  registerDataRoutes(app, data);
  registerSustainabilityPage(app, { data, nonces: deps.nonces });
  return data;
}
