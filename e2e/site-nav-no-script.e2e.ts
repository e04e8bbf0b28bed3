import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE, startWidget } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('the header navigation on a phone without JavaScript (issue 9 item 11)', () => {
  it('is a "Show navigation" button that opens a full drop-down of the links, not a list squeezed beside the logo', async () => {
    const { page } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByLabel('Show navigation');
    expect(await menu.isVisible()).toBe(true);
    // Closed, the navigation is one short row: the links wait behind the button. (The nav, not the whole
    // header: the header also holds the site search box since issue 11.)
    expect(await nav.getByRole('link', { name: 'About us' }).isVisible()).toBe(false);
    const closed = await nav.boundingBox();
    expect(closed?.height).toBeLessThan(120);

    await menu.click();
    const about = nav.getByRole('link', { name: 'About us' });
    expect(await about.isVisible()).toBe(true);
    // Each link takes a whole row of a drop-down at least 300 px wide, inside the screen.
    const list = await nav.getByRole('list').first().boundingBox();
    expect(list?.width).toBeGreaterThanOrEqual(300);
    expect((list?.x ?? -1) >= 0 && (list?.x ?? 0) + (list?.width ?? 0) <= PHONE.width).toBe(true);
    const aboutBox = await about.boundingBox();
    expect(aboutBox?.width).toBeGreaterThan(250);
    // The submenus' links are listed in place (no hover on a phone).
    expect(await nav.getByRole('link', { name: 'Opening hours' }).isVisible()).toBe(true);
    await about.click();
    await page.waitForURL('**/about');
    await page.context().close();
  });

  it('keeps the links in the header row on a desktop, with no Show navigation button', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByLabel('Show navigation').isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'About us' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows no Show navigation summary once JavaScript runs: the off-canvas trigger is the one control', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await page.goto('/');
    // The navigation waits for the visitor (issue 10 islands): the pointer over it starts it.
    await startWidget(page.locator('[data-widget="site-nav"]'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByLabel('Show navigation').isVisible()).toBe(false);
    await nav.getByRole('button', { name: 'Open navigation menu' }).click();
    await nav.getByRole('link', { name: 'About us' }).waitFor();
    await page.context().close();
  });
});
