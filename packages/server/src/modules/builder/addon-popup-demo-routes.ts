import { AddonPopupDemoPage, addonDemoPopupHtml } from '@site-widgets/site';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import * as z from 'zod/mini';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { SiteRouteDeps } from '../site/site-routes.ts';

const querySchema = z.object({ popup: z._default(z.string().check(z.maxLength(40)), 'load') });

/**
 * `/addon-popup-demo?popup={id}` (issue 17 item 7): one of the demo's add-on popups (ADDON_DEMO_POPUPS)
 * on a tall page. The settings are the server's, by id; an unknown id is a 404, never a 500.
 */
export function registerAddonPopupDemoPage(
  app: FastifyInstance,
  deps: Pick<SiteRouteDeps, 'nonces' | 'sendPage'>,
) {
  app.get('/addon-popup-demo', (request, reply) => {
    const query = querySchema.safeParse(request.query);
    const id = query.success ? query.data.popup : '';
    const popupHtml = addonDemoPopupHtml(id);
    if (!popupHtml) return reply.code(404).type('text/plain').send('No such popup');
    return deps.sendPage(request, reply, { popup: id }, () =>
      createElement(AddonPopupDemoPage, {
        pageVars: {
          ajaxurl: '/wp-admin/admin-ajax.php',
          nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
          pageId: 31,
        },
        popupHtml,
      }),
    );
  });
}
