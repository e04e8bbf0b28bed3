import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { HomePage, renderDocument } from '@site-widgets/site';
import { renderReviewListWidget } from '@site-widgets/widgets/reviews/review-list/server.tsx';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { LoadMoreService } from '../reviews/load-more.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
export const SITE_PUBLIC_DIR = path.join(root, 'site/public');
export const ASSETS_DIR = path.join(root, 'dist/assets');

/** The demo template shown on the home page. */
const HOME_TEMPLATE_ID = 1;

export interface SiteRouteDeps {
  loadMore: LoadMoreService;
  nonces: NonceService;
}

/** The demo marketing site: server-rendered pages, its static files, and the built widget assets. */
export async function registerSiteRoutes(app: FastifyInstance, deps: SiteRouteDeps) {
  await app.register(fastifyStatic, {
    root: SITE_PUBLIC_DIR,
    prefix: '/site/',
    decorateReply: false,
    index: false,
  });
  await app.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    // Hashed chunk names never change content; the loader's name is stable, so it revalidates.
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        /-[\w-]{8}\.(js|css)$/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  await app.register(fastifyStatic, {
    root: SITE_PUBLIC_DIR,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: false,
    allowedPath: (p) => p.endsWith('.html'),
  });

  app.get('/', async (_request, reply) => {
    const outcome = await deps.loadMore({
      revid: HOME_TEMPLATE_ID,
      perrow: undefined,
      nrows: undefined,
      callnum: 0,
      clickedpnum: 0,
      notinstring: [],
      onereview: undefined,
      cpostid: 1,
      shortcodepageid: undefined,
      shortcodelang: undefined,
      shortcodetag: undefined,
      textsearch: undefined,
      textsort: undefined,
      textrating: undefined,
      textsource: undefined,
      textlang: undefined,
      textrtype: undefined,
      filterbar: undefined,
    });
    if (!outcome.ok) throw new Error(`home page: ${outcome.message}`);
    const answer = outcome.response;
    const perRow = 3;
    const reviewListHtml = renderReviewListWidget({
      settings: {
        templateId: HOME_TEMPLATE_ID,
        perRow,
        rows: answer.reviewsperpage / perRow,
        loadMore: 'button',
        heading: 'What our guests say',
      },
      initial: {
        reviews: answer.reviews,
        hasMore: answer.hideldbtn !== 'yes',
        totalInDb: answer.totalreviewsindb,
        aggregate: answer.aggregate,
      },
    });
    const pageVars = {
      ajaxurl: '/wp-admin/admin-ajax.php',
      nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
      pageId: 1,
    };
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return renderDocument(createElement(HomePage, { pageVars, reviewListHtml }));
  });
}
