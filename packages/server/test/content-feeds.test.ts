import { FEED_END_MARKER, type FeedPostInput } from '@site-widgets/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoFeeds } from '../src/modules/content/feeds/demo-feeds.ts';
import { checkFeedSettings, createFeedRepository } from '../src/modules/content/feeds/feed-repository.ts';
import { DIALECTS } from './support/databases.ts';
import { seed } from './support/fixtures.ts';
import { XSS_VECTORS } from './support/hostile-strings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const NOW = new Date('2026-11-01T10:00:00.000Z');

/** A stored feed of `count` posts (newest first: post 1 is the newest) with the given settings. */
async function addFeed(
  test: TestApp,
  settings: Record<string, unknown>,
  count: number,
  post: (n: number) => Partial<FeedPostInput> = () => ({}),
) {
  const feeds = createFeedRepository(test.database.db);
  const checked = checkFeedSettings(settings);
  if (!checked.ok) throw new Error(checked.message);
  const id = await feeds.widgets.insert(`feed ${Math.random()}`, checked.settings);
  const posts = Array.from({ length: count }, (_, index) => ({
    author: `Author ${index + 1}`,
    handle: 'cafe',
    text: `Post ${index + 1}`,
    postedAt: new Date(Date.UTC(2026, 0, 1) - index * 3_600_000).toISOString(),
    ...post(index + 1),
  }));
  const ids = await feeds.addPosts(id, posts, NOW);
  return { id, ids };
}

const tweets = (test: TestApp, widgetId: string | number, index: string | number, extra = {}) =>
  test.ajax({
    action: 'wpr_load_more_tweets',
    wpr_load_more_settings: JSON.stringify({ widget_id: String(widgetId) }),
    next_post_index: String(index),
    ...extra,
  });

const instagram = (test: TestApp, widgetId: string | number, index: string | number, extra = {}) =>
  test.ajax({
    action: 'wpr_load_more_instagram_posts',
    wpr_insta_feed_widget_id: String(widgetId),
    next_post_index: String(index),
    ...extra,
  });

const postTexts = (html: string) => [...html.matchAll(/class="sw-feed__text">([^<]*)</g)].map((m) => m[1]);

describe.each(DIALECTS)('social feed load-more on %s', (dialect) => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it('answers the next page of tweets as HTML, newest first, and marks the end', async () => {
    test = await createTestApp(dialect);
    const feed = await addFeed(test, { kind: 'twitter', postsPerPage: 3 }, 7);
    const second = await tweets(test, feed.id, 3);
    expect(second.status).toBe(200);
    expect(second.contentType).toMatch(/^text\/html/);
    expect(postTexts(second.body)).toEqual(['Post 4', 'Post 5', 'Post 6']);
    expect(second.body).not.toContain(FEED_END_MARKER);
    const last = await tweets(test, feed.id, 6);
    expect(postTexts(last.body)).toEqual(['Post 7']);
    expect(last.body.endsWith(FEED_END_MARKER)).toBe(true);
    const past = await tweets(test, feed.id, 50);
    expect(past.body).toBe(FEED_END_MARKER);
  });

  it('takes the page size from the stored widget, never from the request settings', async () => {
    test = await createTestApp(dialect);
    const feed = await addFeed(test, { kind: 'instagram', postsPerPage: 2 }, 6);
    const answer = await instagram(test, feed.id, 0, {
      wpr_load_more_settings: JSON.stringify({ widget_id: feed.id, posts_per_page: 500, layout: 'x' }),
    });
    expect(answer.status).toBe(200);
    expect(postTexts(answer.body)).toEqual(['Post 1', 'Post 2']);
  });

  it('refuses a feed of the other kind, or none, with 404 naming the field', async () => {
    test = await createTestApp(dialect);
    const twitter = await addFeed(test, { kind: 'twitter' }, 2);
    const insta = await addFeed(test, { kind: 'instagram' }, 2);
    const wrongKind = await instagram(test, twitter.id, 0);
    expect(wrongKind.status).toBe(404);
    expect(JSON.parse(wrongKind.body)).toMatchObject({
      code: 'SW_UNKNOWN_FEED',
      field: 'wpr_insta_feed_widget_id',
    });
    const tweetsOfInsta = await tweets(test, insta.id, 0);
    expect(tweetsOfInsta.status).toBe(404);
    expect(JSON.parse(tweetsOfInsta.body)).toMatchObject({ field: 'wpr_load_more_settings' });
    expect((await tweets(test, 999_999, 0)).status).toBe(404);
  });

  it('refuses SQL-ish and malformed fields with 400 naming the field, and reads nothing', async () => {
    test = await createTestApp(dialect);
    const feed = await addFeed(test, { kind: 'instagram' }, 3);
    const hostile = [
      '1; DROP TABLE feed_posts; --',
      "1' OR '1'='1",
      '-1',
      '1e3',
      '0x10',
      ' 1',
      '9999999999999',
      '',
    ];
    for (const value of hostile) {
      const byIndex = await instagram(test, feed.id, value);
      expect(byIndex.status, value).toBe(400);
      expect(JSON.parse(byIndex.body)).toMatchObject({ code: 'SW_BAD_FIELD', field: 'next_post_index' });
      const byId = await instagram(test, value, 0);
      expect(byId.status, value).toBe(400);
      expect(JSON.parse(byId.body)).toMatchObject({ field: 'wpr_insta_feed_widget_id' });
      const bySettings = await test.ajax({
        action: 'wpr_load_more_tweets',
        wpr_load_more_settings: value,
        next_post_index: '0',
      });
      expect(bySettings.status, value).toBe(400);
      expect(JSON.parse(bySettings.body)).toMatchObject({ field: 'wpr_load_more_settings' });
    }
    const settingsInjection = await tweets(test, '1 OR 1=1', 0);
    expect(settingsInjection.status).toBe(400);
    expect(await test.database.db.selectFrom('feed_posts').select('id').execute()).toHaveLength(3);
    expect((await instagram(test, feed.id, '100001')).status).toBe(400);
  });

  it('needs the page nonce', async () => {
    test = await createTestApp(dialect);
    const feed = await addFeed(test, { kind: 'twitter' }, 2);
    const answer = await tweets(test, feed.id, 0, { wpfb_nonce: 'forged' });
    expect(answer.status).toBe(403);
  });

  it('escapes stored-XSS text in every post field: no raw < from a post reaches the answer', async () => {
    test = await createTestApp(dialect);
    const feed = await addFeed(
      test,
      { kind: 'instagram', postsPerPage: 50, lightbox: true },
      XSS_VECTORS.length,
      (n) => ({
        author: XSS_VECTORS[n - 1],
        text: XSS_VECTORS[n - 1],
        mediaAlt: XSS_VECTORS[n - 1],
        mediaUrl: '/site/images/cake.svg',
      }),
    );
    const answer = await instagram(test, feed.id, 0);
    expect(answer.status).toBe(200);
    // Every tag in the answer is one of the feed's own.
    const tags = new Set([...answer.body.matchAll(/<\/?([a-zA-Z][\w-]*)/g)].map((m) => m[1]?.toLowerCase()));
    for (const tag of tags)
      expect(['article', 'a', 'img', 'span', 'div', 'p', 'strong', 'time']).toContain(tag);
    expect(answer.body).not.toMatch(/<(script|svg|iframe|style|body|math|object|base)/i);
    // Every attribute inside a tag is one the feed writes, its value quoted (nothing broke out of one).
    const openTags = [...answer.body.matchAll(/<[a-z]+([^>]*)>/g)].map((m) => m[1] ?? '');
    const allowed = [
      'class',
      'data-slot',
      'data-kind',
      'data-post-id',
      'href',
      'src',
      'alt',
      'loading',
      'decoding',
      'dateTime',
      'hidden',
      'target',
      'rel',
    ];
    for (const attributes of openTags) {
      const names = [...attributes.matchAll(/\s([\w-]+)(="[^"]*")?/g)].map((m) => m[1]);
      for (const name of names) expect(allowed).toContain(name);
    }
    expect(answer.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops an overlay link that is not http(s) from a hand-edited row, and logs it', async () => {
    test = await createTestApp(dialect);
    const feed = await addFeed(test, { kind: 'twitter' }, 3, (n) => ({
      link: `https://social.example/${n}`,
    }));
    const bad = ['javascript:alert(1)', 'data:text/html,x', ' javascript:alert(1)', 'vbscript:x'];
    const [first, second] = feed.ids;
    await test.database.db
      .updateTable('feed_posts')
      .set({ link: bad[0] ?? '' })
      .where('id', '=', first ?? 0)
      .execute();
    await test.database.db
      .updateTable('feed_posts')
      .set({ link: bad[1] ?? '' })
      .where('id', '=', second ?? 0)
      .execute();
    const answer = await tweets(test, feed.id, 0);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toMatch(/javascript:|data:text/);
    const links = [...answer.body.matchAll(/data-slot="feed-overlay-link" href="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual(['https://social.example/3']);
  });

  it('refuses a widget whose stored settings an owner broke by hand, without a 500', async () => {
    test = await createTestApp(dialect);
    const feed = await addFeed(test, { kind: 'twitter' }, 2);
    await test.database.db
      .updateTable('feed_widgets')
      .set({ settings: '{"kind":"twitter","columns":99}' })
      .where('id', '=', feed.id)
      .execute();
    const answer = await tweets(test, feed.id, 0);
    expect(answer.status).toBe(404);
  });
});

describe.each(DIALECTS)('the home page feeds on %s', (dialect) => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it('shows each demo feed’s first page, and one page more for the no-JS link', async () => {
    test = await createTestApp(dialect);
    await seed(test.database, [], { perRow: 3, rows: 2 });
    await seedDemoFeeds(test.database.db);
    const [news] = await createFeedRepository(test.database.db).widgets.list();
    const home = await test.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body.match(/data-widget="social-feed"/g)).toHaveLength(3);
    const newsSection = (body: string) =>
      body.slice(
        body.indexOf(`id="feed-${news?.id}"`),
        body.indexOf('</section>', body.indexOf(`id="feed-${news?.id}"`)),
      );
    expect(newsSection(home.body).match(/data-slot="feed-post"/g)).toHaveLength(3);
    expect(newsSection(home.body)).toContain(`href="/?feed=${news?.id}&amp;pages=2#feed-${news?.id}"`);
    // The stored javascript: link of a demo post never reaches the page.
    expect(home.body).not.toMatch(/href="\s*javascript:/i);
    const more = await test.app.inject({ method: 'GET', url: `/?feed=${news?.id}&pages=2` });
    expect(newsSection(more.body).match(/data-slot="feed-post"/g)).toHaveLength(6);
    expect(newsSection(more.body)).toContain(`pages=3`);
    const all = await test.app.inject({ method: 'GET', url: `/?feed=${news?.id}&pages=3` });
    expect(newsSection(all.body).match(/data-slot="feed-post"/g)).toHaveLength(7);
    expect(newsSection(all.body)).toContain('No more posts to show.');
    // A hostile query is ignored, not an error.
    const odd = await test.app.inject({ method: 'GET', url: '/?feed=1%27%20OR%201=1&pages=-5' });
    expect(odd.statusCode).toBe(200);
  });

  it('shows the harbour pictures as a carousel: its first page as slides, marked to start moving', async () => {
    test = await createTestApp(dialect);
    await seed(test.database, [], { perRow: 3, rows: 2 });
    await seedDemoFeeds(test.database.db);
    const harbour = (await createFeedRepository(test.database.db).widgets.list()).find(
      (record) => record.name === 'Around the harbour',
    );
    expect(harbour).toBeDefined();
    const home = await test.app.inject({ method: 'GET', url: '/' });
    const start = home.body.indexOf(`data-feed-id="${harbour?.id}"`);
    const element = home.body.slice(
      home.body.lastIndexOf('<div', start),
      home.body.indexOf('</section>', start),
    );
    expect(element).toContain('data-layout="carousel" data-autoplay="yes"');
    expect(element).toContain('aria-roledescription="carousel"');
    expect(element.match(/aria-roledescription="slide"/g)).toHaveLength(6);
    expect(element).toContain('aria-label="1 of 6"');
    // The next page of the carousel's posts comes as the Instagram feed's load-more answers it.
    const next = await instagram(test, harbour?.id ?? 0, 6);
    expect(next.status).toBe(200);
    expect(next.body.match(/data-slot="feed-post"/g)).toHaveLength(2);
    expect(next.body.endsWith(FEED_END_MARKER)).toBe(true);
  });

  it('answers a revisit 304 until the owner adds a post, then the page with it', async () => {
    test = await createTestApp(dialect);
    await seed(test.database, [], { perRow: 3, rows: 2 });
    await seedDemoFeeds(test.database.db);
    const feeds = createFeedRepository(test.database.db);
    const [news] = await feeds.widgets.list();
    const first = await test.app.inject({ method: 'GET', url: '/' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await test.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const post = {
      author: 'Harbour & Hearth',
      text: 'Fresh scones at four',
      postedAt: '2030-01-01T00:00:00Z',
    };
    await feeds.addPosts(news?.id ?? 0, [post], NOW);
    const changed = await test.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Fresh scones at four');
  });
});

describe('feed settings', () => {
  it('reads settings stored before columns per device and the carousel with every default', () => {
    const old = checkFeedSettings({ kind: 'twitter', layout: 'grid', columns: 4, title: 'News' });
    expect(old.ok).toBe(true);
    if (!old.ok) return;
    expect(old.settings).toMatchObject({
      columns: 4,
      columnsMobile: 1,
      carouselAutoplay: false,
      carouselDelay: 3000,
      carouselLoop: true,
      carouselSlidesDesktop: 3,
      carouselSlidesTablet: 2,
      carouselSlidesMobile: 1,
      carouselSpaceBetween: 20,
      carouselSpeed: 500,
      carouselPagination: true,
      carouselPaginationType: 'bullets',
    });
    // Unset, the tablet's columns follow the desktop's (2, or fewer): not written as a number.
    expect(old.settings.columnsTablet).toBeUndefined();
  });

  it('takes a carousel with every option the owner may store', () => {
    const checked = checkFeedSettings({
      kind: 'instagram',
      layout: 'carousel',
      columnsTablet: 8,
      columnsMobile: 1,
      carouselAutoplay: true,
      carouselDelay: 60_000,
      carouselLoop: false,
      carouselSlidesDesktop: 8,
      carouselSlidesTablet: 1,
      carouselSlidesMobile: 1,
      carouselSpaceBetween: 0,
      carouselSpeed: 0,
      carouselPagination: false,
      carouselPaginationType: 'progressbar',
    });
    expect(checked.ok).toBe(true);
  });

  it('refuses hostile columns and carousel values, naming the setting', () => {
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ columnsTablet: 0 }, 'settings.columnsTablet: must be at least 1'],
      [{ columnsMobile: 9 }, 'settings.columnsMobile: must be at most 8'],
      [{ columnsTablet: 2.5 }, 'settings.columnsTablet: must be a whole number'],
      [{ carouselDelay: 999 }, 'settings.carouselDelay: must be at least 1000'],
      [{ carouselDelay: 1e9 }, 'settings.carouselDelay: must be at most 60000'],
      [{ carouselSlidesDesktop: 9 }, 'settings.carouselSlidesDesktop: must be at most 8'],
      [{ carouselSlidesMobile: -1 }, 'settings.carouselSlidesMobile: must be at least 1'],
      [{ carouselSpaceBetween: 101 }, 'settings.carouselSpaceBetween: must be at most 100'],
      [{ carouselSpeed: 3001 }, 'settings.carouselSpeed: must be at most 3000'],
      [{ carouselAutoplay: 'yes' }, 'settings.carouselAutoplay: must be true or false'],
      [{ carouselPagination: 1 }, 'settings.carouselPagination: must be true or false'],
      [
        { carouselPaginationType: 'dots' },
        'settings.carouselPaginationType: must be one of: bullets, fraction, progressbar',
      ],
      [{ layout: 'slider' }, 'settings.layout: must be one of: grid, masonry, list, carousel'],
      [{ carouselAutoPlay: true }, 'settings.carouselAutoPlay: is not a setting'],
    ];
    for (const [values, message] of refused) {
      expect(checkFeedSettings({ kind: 'instagram', layout: 'carousel', ...values }), message).toEqual({
        ok: false,
        message,
      });
    }
    expect(checkFeedSettings({ kind: 'instagram', carouselDelay: '3000' }).ok).toBe(false);
    expect(checkFeedSettings({ kind: 'instagram', carouselDelay: Number.NaN }).ok).toBe(false);
    // A key JSON.parse makes an own property is a setting like any other: refused by name.
    expect(
      checkFeedSettings(JSON.parse('{"kind":"instagram","__proto__":{"carouselAutoplay":true}}')),
    ).toEqual({
      ok: false,
      message: 'settings.__proto__: is not a setting',
    });
    expect(checkFeedSettings({ kind: 'instagram', constructor: 1 })).toEqual({
      ok: false,
      message: 'settings.constructor: is not a setting',
    });
  });

  it('caps columns at 8, defaults to 3, and refuses unknown keys', () => {
    const defaults = checkFeedSettings({ kind: 'instagram' });
    expect(defaults.ok && defaults.settings.columns).toBe(3);
    expect(checkFeedSettings({ kind: 'instagram', columns: 8 }).ok).toBe(true);
    expect(checkFeedSettings({ kind: 'instagram', columns: 9 })).toEqual({
      ok: false,
      message: 'settings.columns: must be at most 8',
    });
    expect(checkFeedSettings({ kind: 'instagram', colums: 2 })).toEqual({
      ok: false,
      message: 'settings.colums: is not a setting',
    });
  });
});
