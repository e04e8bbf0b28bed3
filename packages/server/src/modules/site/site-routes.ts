import fastifyStatic from '@fastify/static';
import { HomePage, ReviewsPage, snippetFor } from '@site-widgets/site';
import type { ReviewListSettings } from '@site-widgets/widgets';
import { renderFacebookWidget } from '@site-widgets/widgets/content/facebook-sdk/server.ts';
import {
  renderReviewCarouselWidget,
  reviewCarouselAttributes,
} from '@site-widgets/widgets/reviews/review-carousel/server.tsx';
import { reviewCarouselSettings } from '@site-widgets/widgets/reviews/review-carousel/settings.ts';
import {
  renderReviewListWidget,
  reviewListAttributes,
} from '@site-widgets/widgets/reviews/review-list/server.tsx';
import {
  renderReviewSliderWidget,
  reviewSliderAttributes,
} from '@site-widgets/widgets/reviews/review-slider/server.tsx';
import { reviewSliderSettings } from '@site-widgets/widgets/reviews/review-slider/settings.ts';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import type { NonceService } from '../../security/nonce.ts';
import { trimSubresourceHeaders } from '../../security/page-headers.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { type ContentOptions, registerEventsPage } from '../content/events-routes.ts';
import { DEMO_FEED_NAMES } from '../content/feeds/demo-feeds.ts';
import type { FeedPages } from '../content/feeds/feed-pages.ts';
import type { StoryAdditions } from '../content/story-additions.ts';
import type { LoadMoreService } from '../reviews/load-more.ts';
import { firstPage, initialFrom } from './first-page.ts';
import { readPageBoot } from './page-boot.ts';
import { buildVersion, createPageSender, type PageSender } from './page-sender.ts';
import { type ReviewFormRouteDeps, registerReviewFormRoutes } from './review-form-routes.ts';
import { ASSETS_DIR, siteRoot } from './site-files.ts';
import { siteInlineStyles } from './site-page.ts';
import { registerSitePages } from './site-pages-routes.ts';

export { ASSETS_DIR, BUILT_SITE_DIR, SITE_PUBLIC_DIR } from './site-files.ts';

/** Content-hashed file names (`review-list-D0OtZvrU.js`): their content never changes. */
const HASHED_ASSET = /-[\w-]{8}\.(js|css)(\.br|\.gz)?$/;

const BUSINESS = 'Harbour & Hearth Café';
/** The demo's stand-in for the Facebook SDK, served from site/public (no outside request). */
export const DEMO_FACEBOOK_SDK = '/site/third-party/facebook-sdk.js';
const DEMO_FACEBOOK_PAGE = 'https://www.facebook.com/harbourhearthcafe';

export interface SiteRouteDeps {
  loadMore: LoadMoreService;
  nonces: NonceService;
  /** Sends a page with its caching headers, or 304 when the browser's copy is current. */
  sendPage: PageSender;
}

/** What the page sender needs: the reviews revision and a clock. */
export interface PageVersionDeps {
  revision: () => Promise<number>;
  now: () => number;
}

/** What the whole site reads: the review calls, and the owner's forms and floats for their pages. */
export type SiteDeps = Omit<SiteRouteDeps, 'sendPage'> &
  Pick<ReviewFormRouteDeps, 'forms' | 'floats'> &
  PageVersionDeps & {
    /** Issue 16 (T5): the content widgets' oEmbed adapter. */
    content?: ContentOptions | undefined;
    /** Issue 16 (T7): the journal timeline /story adds (content module). */
    story?: StoryAdditions;
    /** Issue 17 item 4: the stored social feeds (the home page's demo ones, by name). */
    feeds?: FeedPages;
    /** Issue 17 item 4: the Facebook SDK's address (FACEBOOK_SDK_URL); default the local stand-in. */
    facebookSdkUrl?: string | undefined;
  };

/** The demo marketing site: server-rendered pages, its static files, and the built widget assets. */
export async function registerSiteRoutes(app: FastifyInstance, siteDeps: SiteDeps) {
  const root = siteRoot();
  const deps = {
    ...siteDeps,
    sendPage: createPageSender({
      revision: siteDeps.revision,
      now: siteDeps.now,
      build: buildVersion(ASSETS_DIR, Date.now()),
      boot: readPageBoot(),
      inlineStyles: siteInlineStyles(),
    }),
  };
  await app.register(fastifyStatic, {
    root,
    prefix: '/site/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    // Not content-hashed: revalidated each time (ETag / Last-Modified), a 304 when unchanged.
    setHeaders(res, filePath) {
      res.header('cache-control', 'no-cache');
      trimSubresourceHeaders(res, filePath);
    },
  });
  await app.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    // scripts/compress-assets.mjs writes .br/.gz beside each asset at build time.
    preCompressed: true,
    // Hashed chunk names never change content; the loader's name is stable, so it revalidates.
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      trimSubresourceHeaders(res, filePath);
    },
  });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    preCompressed: true,
    setHeaders(res) {
      res.header('cache-control', 'no-cache');
    },
    decorateReply: false,
    index: false,
    wildcard: false,
    allowedPath: (p) => p.endsWith('.html'),
  });

  const pageVars = (pageId: number) => ({
    ajaxurl: '/wp-admin/admin-ajax.php',
    nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
    pageId,
  });

  /**
   * A review list rendered from its template's first page, and the snippet that places it. A list with
   * the source banner marks up the rating it shows (JSON-LD); others carry none.
   */
  async function list(settings: ReviewListSettings, pageId: number) {
    const answer = await firstPage(
      deps.loadMore,
      settings.templateId,
      settings.perRow,
      settings.rows,
      pageId,
    );
    const props = { settings, initial: initialFrom(answer) };
    return {
      html: renderReviewListWidget(props, { name: BUSINESS }),
      snippet: snippetFor('review-list', reviewListAttributes(settings)),
    };
  }

  /** The own slider over a template's pages: `perPage` reviews a slide on desktop. */
  async function slider(templateId: number, perPage: number, pageId: number) {
    const settings = reviewSliderSettings(
      { template: templateId, autoplay: true, heading: 'Guests in their own words' },
      { perPage, animateHeight: true },
    );
    const answer = await firstPage(deps.loadMore, templateId, perPage, 1, pageId);
    const { facets: _facets, ...initial } = initialFrom(answer);
    return {
      html: renderReviewSliderWidget({ settings, initial }),
      snippet: snippetFor('review-slider', reviewSliderAttributes(settings)),
    };
  }

  /** The carousel with `count` reviews of a template, three to a view on wide screens. */
  async function carousel(templateId: number, count: number, pageId: number) {
    const settings = reviewCarouselSettings({
      template: templateId,
      autoplay: true,
      heading: 'More from our guest book',
    });
    const answer = await firstPage(deps.loadMore, templateId, count, 1, pageId);
    return {
      html: renderReviewCarouselWidget({ settings, initial: { reviews: answer.reviews } }),
      snippet: snippetFor('review-carousel', reviewCarouselAttributes(settings, answer.reviews.length)),
    };
  }

  app.get('/', async (request, reply) => {
    // Without script, a feed's "more posts" link asks for the same page with one page more of it.
    const query = request.query as { feed?: unknown; pages?: unknown };
    const more =
      typeof query.feed === 'string' &&
      /^[1-9]\d{0,9}$/.test(query.feed) &&
      typeof query.pages === 'string' &&
      /^[1-9]\d?$/.test(query.pages)
        ? { feed: Number(query.feed), pages: Number(query.pages) }
        : null;
    const feedIds = (await deps.feeds?.idsByName(DEMO_FEED_NAMES)) ?? [];
    // The feeds' content is part of what the page is made from: an owner's new post changes its ETag.
    const feedsVersion = (await deps.feeds?.version(feedIds)) ?? '';
    return deps.sendPage(request, reply, { more, feedsVersion }, async () => {
      const home = await list(
        { templateId: 1, perRow: 3, rows: 2, loadMore: 'button', heading: 'What our guests say' },
        1,
      );
      const feedsHtml: string[] = [];
      for (const id of feedIds) {
        const html = await deps.feeds?.html(id, {
          pages: more?.feed === id ? more.pages : 1,
          moreHref: (pages) => `/?feed=${id}&pages=${pages}#feed-${id}`,
        });
        if (html) feedsHtml.push(html);
      }
      const facebookHtml = renderFacebookWidget({
        sdkUrl: deps.facebookSdkUrl ?? DEMO_FACEBOOK_SDK,
        pageUrl: DEMO_FACEBOOK_PAGE,
      });
      return createElement(HomePage, {
        pageVars: pageVars(1),
        reviewListHtml: home.html,
        feedsHtml,
        facebookHtml,
      });
    });
  });

  await registerSitePages(app, deps);
  // Issue 16 (T5): /events, the countdowns, counters, ticker, playlist and Lottie.
  registerEventsPage(app, deps);
  await registerReviewFormRoutes(app, deps);

  app.get('/reviews', (request, reply) =>
    deps.sendPage(request, reply, null, async () => {
      const filtered = await list(
        {
          templateId: 5,
          perRow: 1,
          rows: 4,
          loadMore: 'pagenums',
          controls: true,
          banner: true,
          readMore: 'modal',
          heading: 'Search, sort and filter',
        },
        3,
      );
      const masonry = await list(
        { templateId: 4, perRow: 3, rows: 3, loadMore: 'button', layout: 'masonry', heading: 'Guest wall' },
        3,
      );
      const ownSlider = await slider(2, 2, 3);
      const reviewCarousel = await carousel(3, 9, 3);
      const endless = await list(
        { templateId: 1, perRow: 2, rows: 2, loadMore: 'scroll', heading: 'Every review, as you scroll' },
        3,
      );
      const demos = [
        {
          id: 'filter-bar',
          title: 'List with filter bar, source banner and page numbers',
          description:
            'Search waits for you to pause typing; every filter starts again from page one. Long reviews open in a dialog.',
          ...filtered,
        },
        {
          id: 'slider',
          title: 'Own slider',
          description:
            'A page of reviews per slide (one on phones); the next page loads before you reach the end. Pause it any time.',
          ...ownSlider,
        },
        {
          id: 'carousel',
          title: 'Carousel',
          description:
            'Three to a view on wide screens, two on tablets, one on phones; arrows, dots and a pause button.',
          ...reviewCarousel,
        },
        {
          id: 'masonry',
          title: 'Masonry grid with a load-more button',
          description: 'Cards of different heights packed into columns.',
          ...masonry,
        },
        {
          id: 'endless-scroll',
          title: 'Endless scroll',
          description: 'More reviews load as you reach the end of the list.',
          ...endless,
        },
      ];
      return createElement(ReviewsPage, { pageVars: pageVars(3), demos });
    }),
  );
}
