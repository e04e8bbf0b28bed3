import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { review, seed } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('the demo home page on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('carries the first page of reviews rendered on the server, with the props that hydrate it', async () => {
    t = await createTestApp(dialect);
    await seed(
      t.database,
      Array.from({ length: 8 }, (_, i) => review(i + 1)),
      { perRow: 3, rows: 2 },
    );
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html.match(/class="outerrevdiv/g)).toHaveLength(6);
    expect(html).toContain('Reviewer 8');
    expect(html).not.toContain('Reviewer 2<');
    expect(html).toContain('data-widget="review-list"');
    expect(html).toMatch(
      /<script type="application\/json" data-widget-props="" data-id-prefix="sw[0-9a-f]{8}-">\{/,
    );
    expect(html).toMatch(
      /<script type="application\/json" id="site-widgets-vars">\{"ajaxurl":"\/wp-admin\/admin-ajax.php","nonce":"[\w.-]+","pageId":1\}/,
    );
  });

  it('cannot be broken out of by review text inside the hydration script', async () => {
    t = await createTestApp(dialect);
    await seed(t.database, [
      // The text is shown, so its props read it back from the markup (lean props); the company name is
      // not shown, so it is written in the script: both must stay inert.
      review(1, {
        text: '</script><script>alert(1)</script><!--',
        companyName: '</script><script>alert(2)</script><!--',
        reviewerName: '\u2028</SCRIPT>',
      }),
    ]);
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<script>alert(2)');
    expect(html.toLowerCase().match(/<\/script>/g)).toHaveLength(html.match(/<script/g)?.length ?? 0);
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(2)');
  });
});

describe.each(DIALECTS)('the reviews showcase page on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('renders every review display from the demo templates, each with its snippet', async () => {
    t = await createTestApp(dialect);
    const { seedDemoIfEmpty } = await import('../src/modules/reviews/demo-seed.ts');
    await seedDemoIfEmpty(t.database);
    const response = await t.app.inject({ method: 'GET', url: '/reviews' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.match(/data-widget="review-list"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain('data-load-more="pagenums"');
    expect(html).toContain('data-layout="masonry"');
    expect(html).toContain('data-load-more="scroll"');
    expect(html).toContain('&lt;div data-widget=&quot;review-list&quot;');
    expect(html).not.toContain('example.com');
  });
});
