import { renderDocument, SustainabilityPage } from '@site-widgets/site';
import { renderChartWidget } from '@site-widgets/widgets/data/chart/server.tsx';
import { renderDataTableWidget } from '@site-widgets/widgets/data/data-table/server.tsx';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { DataService } from './data-service.ts';
import { DEMO_CHART_IDS, DEMO_ORIGINS_TABLE_ID } from './demo-data-widgets.ts';

export const SUSTAINABILITY_PATH = '/sustainability';
const SUSTAINABILITY_PAGE_ID = 70;

/** `/sustainability` (issue 17 item 8): the café's coffee origins as charts and an exportable table. */
export function registerSustainabilityPage(
  app: FastifyInstance,
  deps: { data: DataService; nonces: NonceService },
) {
  app.get(SUSTAINABILITY_PATH, async (_request, reply) => {
    const charts: string[] = [];
    for (const id of DEMO_CHART_IDS) {
      const chart = await deps.data.chart(id);
      if (chart) charts.push(renderChartWidget(chart));
    }
    const content = await deps.data.table(DEMO_ORIGINS_TABLE_ID);
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
          DEMO_ORIGINS_TABLE_ID,
        )
      : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return renderDocument(
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
