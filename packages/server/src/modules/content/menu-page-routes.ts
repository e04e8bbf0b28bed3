import { MenuPage } from '@site-widgets/site';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { SiteRouteDeps } from '../site/site-routes.ts';

/** Longer queries are not ours: the page reads two short parameters from it. */
const MAX_QUERY_LENGTH = 512;

/**
 * `/menu` (issue 16): the café's menu in tabs and an accordion, opened from the server by
 * `?active_tab=N` / `?active_panel=N` (spec 001 §2), so the first paint shows the asked-for panel and
 * nothing moves when the script arrives. The two parameters are part of the page's ETag.
 */
export function registerMenuPage(app: FastifyInstance, deps: Pick<SiteRouteDeps, 'nonces' | 'sendPage'>) {
  app.get('/menu', (request, reply) => {
    const raw = request.url.split('?')[1] ?? '';
    const parameters = new URLSearchParams(raw.length > MAX_QUERY_LENGTH ? '' : raw);
    const query = new URLSearchParams();
    for (const name of ['active_tab', 'active_panel']) {
      const value = parameters.get(name);
      if (value !== null) query.set(name, value.slice(0, 8));
    }
    return deps.sendPage(request, reply, { menu: query.toString() }, () =>
      createElement(MenuPage, {
        pageVars: {
          ajaxurl: '/wp-admin/admin-ajax.php',
          nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
          pageId: 40,
        },
        query: query.toString(),
      }),
    );
  });
}
