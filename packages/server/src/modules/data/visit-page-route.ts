import { VisitPage } from '@site-widgets/site';
import { renderMapWidget } from '@site-widgets/widgets/data/map/server.tsx';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { renderSitePage } from '../site/site-page.ts';
import type { DataService } from './data-service.ts';
import type { DataWidgetRepository } from './data-widget-repository.ts';
import { DEMO_VISIT_MAP_NAME } from './demo-data-widgets.ts';

export const VISIT_PATH = '/visit';
const VISIT_PAGE_ID = 71;

/** `/visit` (issue 17 item 2): the café's address as text and the map of it and its suppliers. */
export function registerVisitPage(
  app: FastifyInstance,
  deps: { data: DataService; records: DataWidgetRepository; nonces: NonceService },
) {
  app.get(VISIT_PATH, async (_request, reply) => {
    // The demo's record by name (seedDemoDataWidgets), so an owner's own ids never collide with it.
    const id = (await deps.records.list()).find((record) => record.name === DEMO_VISIT_MAP_NAME)?.id;
    const map = id === undefined ? undefined : await deps.data.map(id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return renderSitePage(
      createElement(VisitPage, {
        pageVars: {
          ajaxurl: '/wp-admin/admin-ajax.php',
          nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
          pageId: VISIT_PAGE_ID,
        },
        mapHtml: map ? renderMapWidget(map) : undefined,
      }),
    );
  });
}
