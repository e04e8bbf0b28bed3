import { DEMO_POPUPS, demoPopupHtml, PopupDemoPage } from '@site-widgets/site';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import * as z from 'zod/mini';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { SiteRouteDeps } from '../site/site-routes.ts';

const querySchema = z.object({
  popup: z._default(z.string().check(z.maxLength(40)), 'page-load'),
  edit: z.optional(z.literal('1')),
});

/**
 * `/popup-demo?popup={name}[&edit=1]` (issue 14): one of the demo popups (DEMO_POPUPS) on a tall page;
 * `edit=1` renders it as the builder's editor preview. An unknown name is a 404, never a 500.
 */
export function registerPopupDemoPage(
  app: FastifyInstance,
  deps: Pick<SiteRouteDeps, 'nonces' | 'sendPage'>,
) {
  app.get('/popup-demo', (request, reply) => {
    const query = querySchema.safeParse(request.query);
    const name = query.success ? query.data.popup : '';
    const popupHtml = Object.hasOwn(DEMO_POPUPS, name) ? demoPopupHtml(name) : undefined;
    if (!query.success || !popupHtml) return reply.code(404).type('text/plain').send('No such popup');
    return deps.sendPage(request, reply, { popup: name, edit: query.data.edit ?? null }, () =>
      createElement(PopupDemoPage, {
        pageVars: {
          ajaxurl: '/wp-admin/admin-ajax.php',
          nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
          pageId: 30,
        },
        popupId: `demo-${name}`,
        popupHtml,
        editMode: query.data.edit === '1',
      }),
    );
  });
}
