import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The add-on popup element of a page, with its settings as the browser reads them. */
function popupElement(html: string) {
  const match = /<div data-widget="addon-popup" data-popup-id="([^"]+)" data-settings="([^"]*)"([^>]*)>/.exec(
    html,
  );
  if (!match) return undefined;
  const settings = (match[2] ?? '')
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return { id: match[1], settings: JSON.parse(settings) as Record<string, unknown>, rest: match[3] ?? '' };
}

describe.each(DIALECTS)('add-on popups in the demo on %s (issue 17 item 7)', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('/addon-popup-demo renders the chosen popup hidden, with the server’s settings for that id', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/addon-popup-demo?popup=exit' });
    expect(response.statusCode).toBe(200);
    const popup = popupElement(response.body);
    expect(popup?.id).toBe('addon-exit');
    expect(popup?.settings).toMatchObject({ popup_trigger: 'exit', popup_display_as: 'modal' });
    expect(popup?.rest).toMatch(/\bhidden\b/);
    expect(popup?.rest).not.toContain('data-open-selector');
    expect(response.body).toContain('role="dialog" aria-modal="true" aria-label="Before you go"');
  });

  it('a custom-click popup names its opener for the loader; a notification is a region', async () => {
    t = await createTestApp(dialect);
    const custom = await t.app.inject({ method: 'GET', url: '/addon-popup-demo?popup=custom' });
    expect(popupElement(custom.body)?.rest).toContain('data-open-selector=".demo-open-offer"');
    const notification = await t.app.inject({ method: 'GET', url: '/addon-popup-demo?popup=notification' });
    expect(notification.body).toContain('role="region" aria-label="Fresh bread"');
    expect(notification.body).not.toContain('aria-modal');
  });

  it('an unknown or hostile id is a 404, never a 500', async () => {
    t = await createTestApp(dialect);
    for (const popup of ['nope', '__proto__', 'toString', '<script>', 'x'.repeat(41)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/addon-popup-demo?popup=${encodeURIComponent(popup)}`,
      });
      expect(response.statusCode, popup).toBe(404);
    }
  });
});
