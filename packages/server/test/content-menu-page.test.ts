import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The `hidden` state of the panel with this id in the server's HTML. */
const panelHidden = (html: string, id: string) => {
  const tag = html.match(new RegExp(`<(?:div|section)[^>]*id="${id}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no element #${id}`);
  return /\shidden=""/.test(tag);
};

describe.each(DIALECTS)('the /menu page on %s (issue 16)', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('renders every panel widget on the server, the first tab open and every panel closed', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/menu' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    for (const widget of [
      'content-tabs',
      'content-toggle',
      'content-accordion',
      'content-image-accordion',
      'content-flip-box',
      'content-hotspots',
      'content-before-after',
      'content-image-scroll',
      'content-feature-list',
    ])
      expect(html).toContain(`data-widget="${widget}"`);
    expect(panelHidden(html, 'menu-breakfast-panel')).toBe(false);
    expect(panelHidden(html, 'menu-lunch-panel')).toBe(true);
    expect(panelHidden(html, 'dish-crab-sandwich-panel')).toBe(true);
    // Without JavaScript every panel shows.
    expect(html).toContain('<noscript><style>');
    // The refused overlay link is no link (the browser logs it as 'Invalid URL').
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('href="https://example.com/baking"');
  });

  it('opens the tab of ?active_tab=N and the panel of ?active_panel=N (1-based) on the server', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/menu?active_tab=3&active_panel=2' });
    const html = response.body;
    expect(panelHidden(html, 'menu-cakes-panel')).toBe(false);
    expect(panelHidden(html, 'menu-breakfast-panel')).toBe(true);
    expect(html).toMatch(/id="menu-cakes"[^>]*tabindex="0"|tabindex="0"[^>]*id="menu-cakes"/);
    expect(panelHidden(html, 'dish-quay-breakfast-panel')).toBe(false);
  });

  it('ignores a position out of range or not a number, and names the query in its ETag', async () => {
    t = await createTestApp(dialect);
    for (const query of [
      'active_tab=9',
      'active_tab=0',
      'active_tab=%3Cscript%3E',
      `active_tab=${'1'.repeat(600)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/menu?${query}` });
      expect(response.statusCode).toBe(200);
      expect(panelHidden(response.body, 'menu-breakfast-panel')).toBe(false);
      expect(response.body).not.toContain('<script%3E');
    }
    const first = await t.app.inject({ method: 'GET', url: '/menu?active_tab=2' });
    const second = await t.app.inject({ method: 'GET', url: '/menu?active_tab=3' });
    expect(first.headers.etag).not.toBe(second.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/menu?active_tab=3',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(200);
  });
});
