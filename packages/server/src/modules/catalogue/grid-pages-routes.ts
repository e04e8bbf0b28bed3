import type { GridKind } from '@site-widgets/contract';
import { CataloguePage, todaysSpecialPopupHtml } from '@site-widgets/site';
import { renderGridWidget } from '@site-widgets/widgets/catalogue/grid-parts/server.tsx';
import {
  type GridDisplaySettings,
  gridDisplaySettings,
} from '@site-widgets/widgets/catalogue/grid-parts/settings.ts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createElement } from 'react';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { renderSitePage } from '../site/site-page.ts';
import { type DemoGrid, demoGridId } from './demo-grids.ts';
import type { GridService } from './grid-service.ts';

type Display = Partial<Omit<GridDisplaySettings, 'kind' | 'widgetId' | 'taxonomy' | 'perPage'>>;

interface GridPageSpec {
  href: string;
  grid: DemoGrid;
  kind: GridKind;
  pageId: number;
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  gridHeading: string;
  display: Display;
  introLink?: { href: string; text: string };
}

/** The three pages and how each grid shows (spec 001 §3 display settings; the query is the owner's record). */
const PAGES: GridPageSpec[] = [
  {
    href: '/journal',
    grid: 'journal',
    kind: 'post-grid',
    pageId: 20,
    title: 'Journal — Harbour & Hearth Café',
    description: 'News, recipes and stories from the café on the quay.',
    eyebrow: 'Journal',
    heading: 'Notes from the quay',
    intro: 'Recipes, suppliers and what is new on the counter. Choose a topic, or read them all.',
    gridHeading: 'Latest posts',
    // Issue 14 item 9: the journal's loop grid with the category and tag filter.
    introLink: { href: '/topics', text: 'Filter the journal by topic and tag' },
    display: {
      label: 'Journal posts',
      layout: 'fitRows',
      columns: { desktop: 3, tablet: 2, mobile: 1 },
      paginationType: 'load-more',
      filters: true,
      filtersCount: true,
      filtersHideEmpty: true,
      deeplinking: true,
      animation: 'fade-in',
      animationDelay: 60,
      animationDuration: 400,
      stickLastElementToBottom: true,
    },
  },
  {
    href: '/gallery',
    grid: 'gallery',
    kind: 'media-grid',
    pageId: 21,
    title: 'Gallery — Harbour & Hearth Café',
    description: 'Pictures of the café, the harbour and what we bake.',
    eyebrow: 'Gallery',
    heading: 'Pictures from the café',
    intro: 'The harbour, the kitchen and the counter. Open any picture to see it larger.',
    gridHeading: 'All pictures',
    display: {
      label: 'Gallery pictures',
      layout: 'masonry',
      columns: { desktop: 4, tablet: 3, mobile: 2 },
      paginationType: 'load-more',
      filters: true,
      filtersHideEmpty: true,
      deeplinking: true,
      filtersAnimation: 'fade',
      lightbox: true,
    },
  },
  {
    href: '/shop',
    grid: 'shop',
    kind: 'product-grid',
    pageId: 22,
    title: 'Shop — Harbour & Hearth Café',
    description: 'Our coffee beans, brewing kit and gift cards.',
    eyebrow: 'Shop',
    heading: 'Take the café home',
    intro: 'Beans we roast for the café, the kit we brew with, and gift cards. More load as you scroll.',
    gridHeading: 'Beans, kit and gift cards',
    display: {
      label: 'Products',
      layout: 'fitRows',
      columns: { desktop: 4, tablet: 2, mobile: 1 },
      paginationType: 'infinite-scroll',
      filters: true,
      filtersCount: true,
      filtersHideEmpty: true,
      deeplinking: true,
      stickLastElementToBottom: true,
      // The product search box filters this grid (issue 11 item 6), in place of a results panel.
      search: true,
      searchLabel: 'Search the shop',
    },
  },
];

/** /journal, /gallery and /shop: each page's grid rendered with its first page, hydrated in the browser. */
export async function registerGridPages(
  app: FastifyInstance,
  deps: { db: Kysely<DatabaseSchema>; grids: GridService; nonces: NonceService },
) {
  for (const spec of PAGES) {
    app.get(spec.href, async (_request, reply) => {
      const id = await demoGridId(deps.db, spec.grid);
      const first = id === undefined ? undefined : await deps.grids.firstPage(spec.kind, id);
      let gridHtml: string | undefined;
      if (id !== undefined && first) {
        const settings = {
          ...gridDisplaySettings(
            spec.kind,
            { grid: id },
            {
              taxonomy: first.owner.taxonomy,
              perPage: first.owner.postsPerPage,
            },
          ),
          ...spec.display,
        };
        gridHtml = renderGridWidget({
          settings,
          initial: {
            items: first.items,
            queryFound: first.queryFound,
            filter: first.filter,
            terms: first.terms ?? [],
          },
        });
      }
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return renderSitePage(
        createElement(CataloguePage, {
          pageVars: {
            ajaxurl: '/wp-admin/admin-ajax.php',
            nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
            pageId: spec.pageId,
          },
          href: spec.href,
          title: spec.title,
          description: spec.description,
          eyebrow: spec.eyebrow,
          heading: spec.heading,
          intro: spec.intro,
          gridHeading: spec.gridHeading,
          gridHtml,
          introLink: spec.introLink,
          // Issue 14 item 9: the journal's "today's special" popup after 40 % of the page.
          popupHtml: spec.href === '/journal' ? todaysSpecialPopupHtml() : undefined,
        }),
      );
    });
  }
}
