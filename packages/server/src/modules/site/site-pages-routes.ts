import { AboutPage, ContactPage, StoryPage } from '@site-widgets/site';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { registerAddonPopupDemoPage } from '../builder/addon-popup-demo-routes.ts';
import { registerPopupDemoPage } from '../builder/popup-demo-routes.ts';
import { registerMenuPage } from '../content/menu-page-routes.ts';
import { registerSlidesPage } from '../content/slides-page-routes.ts';
import type { StoryAdditions } from '../content/story-additions.ts';
import type { SiteRouteDeps } from './site-routes.ts';

/** The demo's fake third-party reviews script, served from site/public (issue 5 §7). */
export const THIRD_PARTY_REVIEWS_SCRIPT = '/site/third-party/reviewhub.js';

/** The demo site's plain pages (issue 5): about and contact, rendered on the server. */
export async function registerSitePages(
  app: FastifyInstance,
  deps: Pick<SiteRouteDeps, 'nonces' | 'sendPage'> & { story?: StoryAdditions | undefined },
) {
  const pageVars = (pageId: number) => ({
    ajaxurl: '/wp-admin/admin-ajax.php',
    nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
    pageId,
  });

  // The one page that configures the third-party reviews script; every other page requests nothing.
  app.get('/about', (request, reply) =>
    deps.sendPage(request, reply, null, () =>
      createElement(AboutPage, { pageVars: pageVars(4), thirdPartyScriptUrl: THIRD_PARTY_REVIEWS_SCRIPT }),
    ),
  );

  // Issue 14: the page-builder popups, one at a time.
  registerPopupDemoPage(app, deps);
  // Issue 17 item 7: the add-on's popups, one at a time.
  registerAddonPopupDemoPage(app, deps);

  app.get('/contact', (request, reply) =>
    deps.sendPage(request, reply, null, () => createElement(ContactPage, { pageVars: pageVars(5) })),
  );

  // Issue 14 item 9: the one-page "Our story" (scroll spy, sticky chapter list, off-canvas on phones).
  // Issue 16 (T7): with the journal's newest posts on a timeline (they are the page's inputs).
  app.get('/story', async (request, reply) => {
    const posts = (await deps.story?.posts()) ?? null;
    return deps.sendPage(request, reply, posts, () =>
      createElement(StoryPage, {
        pageVars: pageVars(6),
        timelineHtml: posts && deps.story ? deps.story.timelineHtml(posts) : undefined,
      }),
    );
  });
  app.get('/our-story', (_request, reply) => reply.redirect('/story', 301));

  // Issue 16: the café's menu (tabs, accordion with search, before/after, flip boxes, hotspots).
  registerMenuPage(app, deps);
  // Issue 16 "Sliders": /slides.
  registerSlidesPage(app, deps);
}
