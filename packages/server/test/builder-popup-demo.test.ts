import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { review, seed } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The popup element of a page, with its attributes as the browser reads them. */
function popupElement(html: string) {
  const match =
    /<div data-widget="popup" data-popup-id="([^"]+)" data-settings="([^"]*)"[^>]*\bhidden\b[^>]*>/.exec(
      html,
    );
  if (!match) return undefined;
  const settings = (match[2] ?? '')
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return { id: match[1], settings: JSON.parse(settings) as Record<string, unknown> };
}

describe.each(DIALECTS)('page-builder popups in the demo on %s (issue 14)', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('/popup-demo renders the chosen popup hidden, with its settings and the link actions', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/popup-demo?popup=exit' });
    expect(response.statusCode).toBe(200);
    expect(popupElement(response.body)).toEqual({
      id: 'demo-exit',
      settings: { triggers: { exit_intent: {} } },
    });
    expect(response.body).toContain('role="dialog" aria-modal="true" aria-label="Leaving already?"');
    expect(response.body).toContain('href="#elementor-action:action=popup:open&amp;settings=');
    expect(response.body).not.toContain('"editMode":true');
  });

  it('edit=1 is the editor preview (page variable editMode)', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/popup-demo?popup=guarded&edit=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"editMode":true');
  });

  it.each([
    '/popup-demo?popup=nope',
    '/popup-demo?popup=__proto__',
    '/popup-demo?popup=constructor',
    `/popup-demo?popup=${'a'.repeat(5000)}`,
    '/popup-demo?popup=exit&popup=click',
    '/popup-demo?popup=exit&edit=yes',
    '/popup-demo?popup=%3Cscript%3E',
  ])('%s is a 404 with no page, never a 500', async (url) => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<script');
  });

  it('the home page holds the newsletter popup: exit intent, once a week', async () => {
    t = await createTestApp(dialect);
    await seed(t.database, [review(1)], { perRow: 3, rows: 2 });
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(popupElement(html)).toMatchObject({
      id: 'newsletter',
      settings: { triggers: { exit_intent: {} }, timing: { times: { times: 1, period: 'week' } } },
    });
  });
});
