import { REVIEW_FORM_FIELDS as F } from '@site-widgets/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoFeeds } from '../src/modules/content/feeds/demo-feeds.ts';
import { createFeedRepository } from '../src/modules/content/feeds/feed-repository.ts';
import { createFloatRepository } from '../src/modules/floats/float-repository.ts';
import { createModerationRepository } from '../src/modules/reviews/moderation-repository.ts';
import { readPageBoot } from '../src/modules/site/page-boot.ts';
import { issueFormToken } from '../src/security/form-token.ts';
import { DIALECTS } from './support/databases.ts';
import { parseJson, seed } from './support/fixtures.ts';
import { HOSTILE_STRINGS } from './support/hostile-strings.ts';
import { createClock, newUniqueId, seedForm } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** Our own script tags: JSON data blocks, the loader and the pages' start script. Anything else is injected. */
const OWN_SCRIPT =
  /^<script (type="application\/(ld\+)?json"( [\w-]+="[^"]*")*|type="module" src="\/assets\/[\w.-]+"( fetchpriority="low")?|data-loader="\/assets\/loader\.js")>$/i;

/** The pages' inline start script (issue 10) must be exactly the built one; its text is then set aside. */
function withoutOwnStartScript(html: string, where: string): string {
  const boot = readPageBoot();
  return html.replace(
    /(<script data-loader="\/assets\/loader\.js">)([\s\S]*?)(<\/script>)/g,
    (_script, open: string, text: string, close: string) => {
      expect(text, where).toBe(boot?.source);
      return `${open}${close}`;
    },
  );
}

/**
 * The one form a page may hold: the footer's newsletter signup (issue 17 item 6), exactly as the server
 * writes it, posting to our own address. No other form, and not this one twice.
 */
const NEWSLETTER_FORM =
  /^<form class="sw-newsletter" data-state="idle" aria-labelledby="_sw[0-9a-f]{8}-[\w-]+" action="\/newsletter\/subscribe" method="post">$/;

/**
 * Fails on any markup that could run: a script tag that is not ours, a frame or object, an event
 * handler attribute, a javascript:/vbscript:/data: URL in a link or source, or JSON that a review's
 * text broke out of. React escapes `<`, `>`, `"`, `'` and `&` in text and attribute values, so every
 * `<…>` in the HTML is a real tag.
 */
function expectNoExecutableMarkup(page: string, where: string, allowNewsletterForm = false) {
  const html = withoutOwnStartScript(page, where);
  let forms = 0;
  for (const tag of html.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    const name = /^<([a-zA-Z][\w-]*)/.exec(tag)?.[1]?.toLowerCase();
    if (name === 'script') expect(tag, where).toMatch(OWN_SCRIPT);
    if (name === 'form' && allowNewsletterForm && forms++ === 0) expect(tag, where).toMatch(NEWSLETTER_FORM);
    else
      expect(['iframe', 'frame', 'object', 'embed', 'base', 'form'], `${where}: ${tag}`).not.toContain(name);
    expect(tag.replace(/"[^"]*"/g, '""'), where).not.toMatch(/\son[a-z]+\s*=/i);
    for (const [, , value = ''] of tag.matchAll(
      /\s(href|src|action|formaction|xlink:href|poster)="([^"]*)"/gi,
    )) {
      const url = decodeEntities(value)
        .replace(/[\p{Cc}\s]/gu, '')
        .toLowerCase();
      expect(url, `${where}: ${tag}`).not.toMatch(/^(javascript|vbscript|data):/);
    }
  }
  expect(html.match(/<\/script/gi)?.length ?? 0, where).toBe(html.match(/<script/gi)?.length ?? 0);
  for (const [, json = ''] of html.matchAll(
    /<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    expect(() => JSON.parse(json), where).not.toThrow();
  }
}

const cut = (value: string, max: number) => [...value].slice(0, max).join('');

describe.each(DIALECTS)('reviews stored with hostile text on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('render no executable markup on the home page or in any load-more page', async () => {
    const clock = createClock();
    t = await createTestApp(dialect, {
      now: clock.now,
      submissions: { rateLimit: { limit: 1_000_000, windowSeconds: 600 } },
    });
    const { templateId } = await seed(t.database, [], { perRow: 3, rows: 2 });
    expect(templateId).toBe(1);
    const formId = await seedForm(t.database, {
      fieldsShown: ['name', 'email', 'title', 'text', 'company', 'website', 'consent'],
      requiredFields: [],
      ratingRequired: false,
    });
    const token = issueFormToken(t.nonces, formId);
    clock.advance(5000);

    for (const [index, hostile] of HOSTILE_STRINGS.entries()) {
      const response = await t.ajax({
        action: 'wprp_save_review',
        [F.formId]: String(formId),
        [F.uniqueId]: newUniqueId(),
        [F.shownAt]: token,
        [F.rating]: String((index % 5) + 1),
        [F.name]: cut(hostile, 100),
        [F.title]: cut(hostile, 200),
        [F.text]: hostile,
        [F.company]: cut(hostile, 200),
        [F.pageName]: cut(hostile, 200),
        [F.urlTag]: hostile,
        [F.website]: `https://example.test/${encodeURIComponent(cut(hostile, 40))}`,
      });
      expect(response.status, `string ${index}: ${response.body}`).toBe(200);
    }
    const ids = (await t.database.db.selectFrom('reviews').select('id').execute()).map((row) => row.id);
    expect(ids).toHaveLength(HOSTILE_STRINGS.length);
    await createModerationRepository(t.database.db).moderate(ids, 'approved');

    // Issue 17 item 4: the home page's feeds, one of them holding every hostile string as a post.
    await seedDemoFeeds(t.database.db);
    const feeds = createFeedRepository(t.database.db);
    const newsId = (await feeds.widgets.list())[0]?.id ?? 0;
    await feeds.addPosts(
      newsId,
      HOSTILE_STRINGS.map((hostile, index) => ({
        author: cut(hostile, 100) || 'x',
        text: cut(hostile, 2000),
        mediaUrl: '/site/images/cake.svg',
        mediaAlt: cut(hostile, 300),
        postedAt: new Date(Date.UTC(2030, 0, 1) - index * 1000).toISOString(),
      })),
      new Date(),
    );

    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body.match(/class="outerrevdiv/g)).toHaveLength(6);
    expect(home.body).toContain('data-widget="social-feed"');
    expectNoExecutableMarkup(home.body, 'home page', true);
    for (let index = 3; index < HOSTILE_STRINGS.length + 10; index += 3) {
      const page = await t.ajax({
        action: 'wpr_load_more_tweets',
        nonce: t.nonce,
        wpr_load_more_settings: JSON.stringify({ widget_id: newsId }),
        next_post_index: String(index),
      });
      expect(page.status).toBe(200);
      expectNoExecutableMarkup(page.body, `feed page at ${index}`);
      expect(page.body).not.toMatch(/<script/i);
    }

    let shown = '';
    let everything = '';
    for (let call = 1; call < 100; call++) {
      const response = await t.ajax({
        action: 'wprp_load_more_revs',
        revid: String(templateId),
        perrow: '10',
        nrows: '5',
        callnum: String(call),
        notinstring: shown,
      });
      // The JSON text itself holds no markup at all: a browser made to render it finds no tag.
      expect(response.body, `load-more call ${call}`).not.toMatch(/[<>\u2028\u2029]/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      const answer = parseJson(response.body);
      expectNoExecutableMarkup(String(answer.innerhtml), `load-more call ${call}`);
      expect(String(answer.innerhtml)).not.toMatch(/<script/i);
      everything += String(answer.innerhtml);
      shown = String(answer.newnotinstring);
      if (answer.hideldbtn === 'yes') break;
    }
    expect(shown.split(',')).toHaveLength(HOSTILE_STRINGS.length);

    // Every stored review read back through a pop-up float's HTML answer.
    const floatId = await createFloatRepository(t.database.db).insert('Float', { templateId });
    for (let offset = 0; offset < HOSTILE_STRINGS.length; offset++) {
      const float = await t.ajax({
        action: 'wprp_get_float',
        fid: String(floatId),
        wtfid: String(templateId),
        wtftype: 'pop',
        innerdivonly: 'yes',
        startoffset: String(offset),
      });
      expectNoExecutableMarkup(float.body, `float offset ${offset}`);
      expect(float.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
    // The hostile text is there, as text.
    expect(everything).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(everything).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });
});
