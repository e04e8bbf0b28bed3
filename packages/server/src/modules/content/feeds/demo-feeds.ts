import type { FeedPostInput } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';
import { checkFeedSettings, createFeedRepository } from './feed-repository.ts';

/**
 * The café's demo feeds on the home page (issue 17 item 4), found there by name: news as a list,
 * pictures as masonry, and pictures of the harbour as a carousel that moves by itself.
 */
export const DEMO_FEED_NAMES = ['Harbour news', 'From our counter', 'Around the harbour'] as const;

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 8, 30)).toISOString();

const NEWS = [
  'Our new autumn menu starts on Monday: pumpkin soup, harbour chowder and a fig and walnut cake.',
  'The fishing fleet is back early today, so the crab sandwiches are on from noon.',
  'Thank you to everyone who came to the open-mic night. Next one is on the first Friday of the month.',
  'Closed on Tuesday morning for a deep clean of the espresso machine. Open again from 12:00.',
  'Our barista Ana placed third at the regional latte art throwdown!',
  'Tip: ask for the "harbour view" table upstairs when you book.',
  'Fresh sourdough from Hill Farm Bakery every day from 8:00.',
];

const PICTURES: ReadonlyArray<readonly [string, string]> = [
  ['Flat white with a leaf in the foam', '/site/images/coffee.svg'],
  ['A slice of fig and walnut cake', '/site/images/cake.svg'],
  ['The harbour at dawn, boats at their moorings', '/site/images/gallery/harbour-dawn.svg'],
  ['Crab sandwich on sourdough', '/site/images/sandwich.svg'],
  ['Our counter with the day’s pastries', '/site/images/gallery/counter.svg'],
  ['The terrace in the afternoon sun', '/site/images/gallery/terrace.svg'],
  ['A window seat with a view of the quay', '/site/images/gallery/window-seat.svg'],
  ['The quay from the café door', '/site/images/harbour.svg'],
  ['Tonight’s menu card', '/site/images/menu/menu-card.svg'],
];

/** The carousel's pictures: the site's own (site/public/images), captioned for the harbour. */
const HARBOUR: ReadonlyArray<readonly [string, string]> = [
  ['The harbour at dawn, boats at their moorings', '/site/images/gallery/harbour-dawn.svg'],
  ['The quay from the café door', '/site/images/harbour.svg'],
  ['The terrace in the afternoon sun', '/site/images/gallery/terrace.svg'],
  ['A window seat with a view of the quay', '/site/images/gallery/window-seat.svg'],
  ['A flat white on the harbour wall', '/site/images/coffee.svg'],
  ['Crab sandwiches for the fishing crews', '/site/images/sandwich.svg'],
  ['Cake on the terrace while the ferry comes in', '/site/images/cake.svg'],
  ['The counter, seen from the quay', '/site/images/gallery/counter.svg'],
];

const DEMO_SETTINGS = [
  { kind: 'twitter', layout: 'list', columns: 1, postsPerPage: 3, lightbox: false, title: 'Harbour news' },
  {
    kind: 'instagram',
    layout: 'masonry',
    columns: 4,
    gutterX: 16,
    gutterY: 16,
    postsPerPage: 4,
    lightbox: true,
    title: 'From our counter',
  },
  {
    kind: 'instagram',
    layout: 'carousel',
    postsPerPage: 6,
    lightbox: true,
    title: 'Around the harbour',
    carouselAutoplay: true,
    carouselDelay: 5000,
    carouselLoop: true,
    carouselSlidesDesktop: 3,
    carouselSlidesTablet: 2,
    carouselSlidesMobile: 1,
    carouselSpaceBetween: 16,
    carouselSpeed: 500,
    carouselPagination: true,
    carouselPaginationType: 'bullets',
  },
] as const;

const pictures = (list: readonly (readonly [string, string])[], firstLink: number): FeedPostInput[] =>
  list.map(([alt, path], n) => ({
    author: 'harbourhearth',
    text: alt,
    mediaUrl: path,
    mediaAlt: alt,
    link: `https://photos.example/p/${firstLink + n}`,
    postedAt: day(n),
  }));

/**
 * Writes the demo feeds that are missing (by name) with their posts; feeds already there (an owner's
 * edits) are left as they are. One news post keeps a link an old import let through (`javascript:`):
 * the page must show it without the link (spec 001 §8 logs it).
 */
export async function seedDemoFeeds(db: Kysely<DatabaseSchema>) {
  const feeds = createFeedRepository(db);
  const names = new Set((await feeds.widgets.list()).map((record) => record.name));
  const now = new Date();
  for (const [index, name] of DEMO_FEED_NAMES.entries()) {
    if (names.has(name)) continue;
    const checked = checkFeedSettings(DEMO_SETTINGS[index]);
    if (!checked.ok) throw new Error(`demo feed ${name}: ${checked.message}`);
    const id = await feeds.widgets.insert(name, checked.settings);
    const posts: FeedPostInput[] =
      index === 0
        ? NEWS.map((text, n) => ({
            author: 'Harbour & Hearth',
            handle: 'harbourhearth',
            text,
            link: `https://social.example/harbourhearth/status/${1000 + n}`,
            postedAt: day(n),
          }))
        : index === 1
          ? pictures(PICTURES, 2000)
          : pictures(HARBOUR, 3000);
    const ids = await feeds.addPosts(id, posts, now);
    if (index === 0 && ids[1] !== undefined) {
      await db
        .updateTable('feed_posts')
        .set({ link: 'javascript:alert(1)' })
        .where('id', '=', ids[1])
        .execute();
    }
  }
}
