import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('title attributes (%s)', (_name, viewport) => {
  it('come from alt text for images at once, and from link text for links after 1000 ms', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/contact');
    await page.locator('[data-widget="site-titles"][data-widget-state="mounted"]').waitFor();
    const map = page.getByRole('img', { name: /Map of Old Portsmouth/ });
    expect(await map.getAttribute('title')).toMatch(/^Map of Old Portsmouth: the café on Quay Street/);
    const mail = page.getByRole('main').getByRole('link', { name: 'hello@harbourandhearth.example' });
    expect(await mail.getAttribute('title')).toBeNull();
    await page.clock.runFor(999);
    expect(await mail.getAttribute('title')).toBeNull();
    await page.clock.runFor(1);
    expect(await mail.getAttribute('title')).toBe('hello@harbourandhearth.example');
    // A link whose only content is an image takes the image's alt text.
    expect(await page.locator('a.find-us__map').getAttribute('title')).toMatch(/^Map of Old Portsmouth/);
    // Decorative images (empty alt) get no title.
    expect(await page.locator('.site-logo img').getAttribute('title')).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
