import { SustainabilityPage } from '@site-widgets/site';
import { renderChartWidget } from '@site-widgets/widgets/data/chart/server.tsx';
import { renderDataTableWidget } from '@site-widgets/widgets/data/data-table/server.tsx';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { renderSitePage } from '../site/site-page.ts';
import type { DataService } from './data-service.ts';
import type { DataWidgetRepository } from './data-widget-repository.ts';
import { DEMO_CHART_NAMES, DEMO_ORIGINS_TABLE_NAME } from './demo-data-widgets.ts';

export const SUSTAINABILITY_PATH = '/sustainability';
const SUSTAINABILITY_PAGE_ID = 70;

/** `/sustainability` (issue 17 item 8): the café's coffee origins as charts and an exportable table. */
export function registerSustainabilityPage(
  app: FastifyInstance,
  deps: { data: DataService; records: DataWidgetRepository; nonces: NonceService },
) {
  app.get(SUSTAINABILITY_PATH, async (_request, reply) => {
    // The demo's records by name (seedDemoDataWidgets), so an owner's own ids never collide with them.
    const ids = new Map((await deps.records.list()).map((record) => [record.name, record.id]));
    const charts: string[] = [];
    for (const name of DEMO_CHART_NAMES) {
      const id = ids.get(name);
      const chart = id === undefined ? undefined : await deps.data.chart(id);
      if (chart) charts.push(renderChartWidget(chart));
    }
    const tableId = ids.get(DEMO_ORIGINS_TABLE_NAME);
    const content = tableId === undefined ? undefined : await deps.data.table(tableId);
    const tableHtml = content
      ? renderDataTableWidget(
          {
            content,
            options: {
              rowsPerPage: 4,
              search: true,
              sort: true,
              exports: ['xlsx', 'csv'],
              fileName: 'coffee-origins',
            },
          },
          tableId,
        )
      : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return renderSitePage(
      createElement(SustainabilityPage, {
        pageVars: {
          ajaxurl: '/wp-admin/admin-ajax.php',
          nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
          pageId: SUSTAINABILITY_PAGE_ID,
        },
        charts,
        tableHtml,
      }),
    );
  });
}
