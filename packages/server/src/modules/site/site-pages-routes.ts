import { AboutPage, ContactPage, renderDocument } from '@site-widgets/site';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createElement, type ReactElement } from 'react';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { SiteRouteDeps } from './site-routes.ts';

/** The demo's fake third-party reviews script, served from site/public (issue 5 §7). */
export const THIRD_PARTY_REVIEWS_SCRIPT = '/site/third-party/reviewhub.js';

/** The demo site's plain pages (issue 5): about and contact, rendered on the server. */
export async function registerSitePages(app: FastifyInstance, deps: Pick<SiteRouteDeps, 'nonces'>) {
  const pageVars = (pageId: number) => ({
    ajaxurl: '/wp-admin/admin-ajax.php',
    nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
    pageId,
  });

  function sendPage(reply: FastifyReply, page: ReactElement) {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return renderDocument(page);
  }

  // The one page that configures the third-party reviews script; every other page requests nothing.
  app.get('/about', async (_request, reply) =>
    sendPage(
      reply,
      createElement(AboutPage, { pageVars: pageVars(4), thirdPartyScriptUrl: THIRD_PARTY_REVIEWS_SCRIPT }),
    ),
  );

  app.get('/contact', async (_request, reply) =>
    sendPage(reply, createElement(ContactPage, { pageVars: pageVars(5) })),
  );
}
