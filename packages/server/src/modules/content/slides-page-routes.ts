import { SlidesPage } from '@site-widgets/site';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { SiteRouteDeps } from '../site/site-routes.ts';

/** Issue 16 "Sliders": `/slides`, the sliders, carousels and the image gallery, rendered on the server. */
export function registerSlidesPage(app: FastifyInstance, deps: Pick<SiteRouteDeps, 'nonces' | 'sendPage'>) {
  app.get('/slides', (request, reply) =>
    deps.sendPage(request, reply, null, () =>
      createElement(SlidesPage, {
        pageVars: {
          ajaxurl: '/wp-admin/admin-ajax.php',
          nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
          pageId: 40,
        },
      }),
    ),
  );
}
