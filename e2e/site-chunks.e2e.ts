import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** The built chunk of a widget's entry module, from Vite's manifest. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../dist/assets/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build manifest`);
  return entry.file;
}

const NAV_CHUNK = () => chunkOf('packages/widgets/src/site/nav/widget.tsx');

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('a page-builder feature chunk that does not arrive (%s)', (_name, viewport) => {
  it('fails with "Loading chunk site-nav failed" after 120 s, leaving the server-rendered links working', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    // The chunk's request is held and never answered.
    await page.route(`**/assets/${NAV_CHUNK()}`, () => {});
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/about');
    const nav = page.locator('[data-widget="site-nav"]');
    // The navigation's code comes when the visitor reaches it (issue 10): the pointer moves over it.
    await nav.hover({ force: true });
    await page.locator('[data-widget="site-nav"][data-widget-state="loading"]').waitFor();
    // Every other widget in view has arrived (the fake clock jumps; the network does not).
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-widget-state="loading"]')].every(
        (element) => element.dataset.widget === 'site-nav',
      ),
    );
    await page.clock.runFor(119_999);
    expect(await nav.getAttribute('data-widget-state')).toBe('loading');
    await page.clock.runFor(1);
    await expect.poll(() => nav.getAttribute('data-widget-state')).toBe('error');
    await expect
      .poll(() =>
        errors.filter((error) => error.startsWith('[site-widgets] site-nav: Loading chunk site-nav failed')),
      )
      .toHaveLength(1);
    // Only the chunk failed: the page and its other widgets carry on.
    expect(await page.locator('[data-widget="site-titles"]').getAttribute('data-widget-state')).toBe(
      'mounted',
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Visit' }).click();
    await page.waitForURL('**/contact');
    await page.context().close();
  });

  it('fails at once, with the same message, when the chunk cannot be fetched', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await page.route(`**/assets/${NAV_CHUNK()}`, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await page.locator('[data-widget="site-nav"]').hover({ force: true });
    await page.locator('[data-widget="site-nav"][data-widget-state="error"]').waitFor();
    await expect
      .poll(() =>
        errors.filter((error) => error.startsWith('[site-widgets] site-nav: Loading chunk site-nav failed')),
      )
      .toHaveLength(1);
    // The server-rendered links show in the page flow, on a phone too, and lead where they say.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
    await page.waitForURL('**/about');
    await page.context().close();
  });
});
