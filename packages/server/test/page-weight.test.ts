import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../src/modules/reviews/demo-seed.ts';
import { ASSETS_DIR } from '../src/modules/site/site-routes.ts';
import { DIALECTS } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every review's text, name and title in a props value, wherever its reviews are. */
function reviewTexts(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) reviewTexts(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('reviewerName' in record) {
      for (const key of ['text', 'reviewerName', 'title']) {
        if (typeof record[key] === 'string') found.push(record[key] as string);
      }
    }
    for (const item of Object.values(record)) reviewTexts(item, found);
  }
  return found;
}

describe.each(DIALECTS)('lean pages on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('no review widget’s props JSON repeats a review text, name or title its HTML already shows', async () => {
    t = await createTestApp(dialect);
    await seedDemoIfEmpty(t.database);
    for (const url of ['/', '/reviews', '/write-a-review']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const props = [
        ...html.matchAll(/<script type="application\/json" data-widget-props=""[^>]*>(.*?)<\/script>/g),
      ];
      expect(props.length, url).toBeGreaterThan(0);
      const reviewProps = props.filter((match) => {
        const widget = html.lastIndexOf('data-widget="', match.index);
        return html.startsWith('data-widget="review-', widget);
      });
      expect(reviewProps.length, url).toBeGreaterThan(0);
      const shownTwice = reviewProps
        .flatMap((match) => reviewTexts(JSON.parse(match[1] as string)))
        .filter((text) => text.length >= 24 && html.includes(`>${escapeText(text)}<`));
      expect(shownTwice, url).toEqual([]);
      // The reviews are still there to read back: every card's text is in the markup.
      expect(html.match(/data-review-id="/g)?.length ?? 0, url).toBeGreaterThan(0);
    }
  });

  it('a page carries the styles its markup uses: no stylesheet request stands between it and first paint', async () => {
    t = await createTestApp(dialect);
    await seedDemoIfEmpty(t.database);
    const widgetsCss = fs.readFileSync(`${ASSETS_DIR}/widgets.css`, 'utf8').trim();
    for (const url of ['/', '/reviews', '/about']) {
      const answer = await t.app.inject({ method: 'GET', url });
      const head = answer.body.slice(0, answer.body.indexOf('</head>'));
      expect(head, url).not.toContain('rel="stylesheet"');
      const inline = head.match(
        /<style data-href="\/assets\/widgets.css" data-critical="">([^<]*)<\/style>/,
      )?.[1];
      // Part of the widgets' styles: what this page's widgets use, not the rules of other pages' widgets.
      expect(inline, url).toBeDefined();
      expect(inline?.length ?? 0, url).toBeLessThan(widgetsCss.length);
      // The review form's dialog opens from a script: its rules come with the whole file.
      expect(widgetsCss, url).toContain('}.sw-form-dialog__close{');
      expect(inline, url).not.toContain('}.sw-form-dialog__close{');
      expect(head, url).toMatch(/<style data-href="\/site\/site.css"[^>]*>[^<]*\.site-header/);
      // The policy for styles is unchanged (its inline allowance already covers style attributes).
      expect(answer.headers['content-security-policy'], url).toContain("style-src 'self' 'unsafe-inline'");
    }
    // The review list's cards are styled from the first paint.
    const reviews = (await t.app.inject({ method: 'GET', url: '/reviews' })).body;
    expect(reviews).toMatch(/<style data-href="\/assets\/widgets.css"[^>]*>[^<]*\.sw-review-card\b/);
  });

  it('the pages not sent through sendPage (shop, cart, checkout, forms, catalogue…) carry their CSS and the start script too', async () => {
    t = await createTestApp(dialect);
    await seedDemoIfEmpty(t.database);
    const pages = [
      '/shop',
      '/cart',
      '/checkout',
      '/my-account',
      '/wishlist',
      '/compare',
      '/explore',
      '/visit',
    ];
    for (const url of [...pages, '/sustainability', '/catering', '/forms']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      const html = answer.body;
      expect(html, url).not.toContain('<link rel="stylesheet"');
      expect(html, url).toContain('<style data-href="/site/site.css"');
      expect(html, url).toContain('<style data-href="/assets/widgets.css"');
      // The loader's tag became the start script the CSP allows by its hash.
      expect(html, url).not.toContain('<script type="module" src="/assets/loader.js"');
      expect(html, url).toContain('<script data-loader="/assets/loader.js">');
    }
  });
});
