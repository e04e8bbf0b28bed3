import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE, startWidget } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

async function hydratedNav(page: Page) {
  await startWidget(page.locator('[data-widget="site-nav"]'));
  return page.getByRole('navigation', { name: 'Main' });
}

describe('the header navigation on a desktop', () => {
  it('opens a parent’s submenu instead of navigating, and Escape closes it and returns focus', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/');
    const nav = await hydratedNav(page);
    const visit = nav.getByRole('button', { name: 'Visit' });
    expect(await visit.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Opening hours' }).isVisible()).toBe(false);
    await visit.click();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await visit.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Opening hours' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await visit.getAttribute('aria-expanded')).toBe('false');
    expect(await visit.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works from the keyboard: Enter opens, Tab reaches the links, a link leads to its page', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/');
    const nav = await hydratedNav(page);
    await nav.getByRole('button', { name: 'Visit' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Opening hours');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/contact#hours');
    await page.context().close();
  });

  it('closes the open submenu on a click elsewhere', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/');
    const nav = await hydratedNav(page);
    await nav.getByRole('button', { name: 'Menu', exact: true }).click();
    await nav.getByRole('link', { name: 'Cakes' }).waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    expect(await nav.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await page.context().close();
  });
});

describe('the header navigation on a phone', () => {
  it('opens the off-canvas menu from its trigger, toggles a parent, and closes with the white cross', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await page.goto('/');
    const nav = await hydratedNav(page);
    const trigger = nav.getByRole('button', { name: 'Open navigation menu' });
    expect(await nav.getByRole('link', { name: 'About us' }).isVisible()).toBe(false);
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'About us' }).waitFor();
    const close = nav.getByRole('button', { name: 'Close navigation menu' });
    expect(await close.locator('path').getAttribute('fill')).toBe('#fff');
    await nav.getByRole('button', { name: 'Menu', exact: true }).click();
    await nav.getByRole('link', { name: 'Breakfast' }).waitFor();
    await nav.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(await nav.getByRole('link', { name: 'Breakfast' }).isVisible()).toBe(false);
    await close.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    await nav.getByRole('link', { name: 'About us' }).waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('closes the open menu when the window is resized', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await page.goto('/');
    const nav = await hydratedNav(page);
    const trigger = nav.getByRole('button', { name: 'Open navigation menu' });
    await trigger.click();
    await nav.getByRole('link', { name: 'About us' }).waitFor();
    await page.setViewportSize({ width: 600, height: PHONE.height });
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await page.goto('/');
    const nav = await hydratedNav(page);
    const trigger = nav.getByRole('button', { name: 'Open navigation menu' });
    await trigger.click();
    await nav.getByRole('link', { name: 'About us' }).focus();
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('the header navigation without JavaScript', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('shows every link, and a parent leads to its own page (%s)', async (_name, viewport) => {
    const { page } = await openPage(browser, { viewport, javaScriptEnabled: false });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('button', { name: 'Open navigation menu' }).isVisible()).toBe(false);
    // On a phone the links wait behind the no-script "Show navigation" disclosure (issue 9).
    const openOnPhone = async () => {
      if (viewport === PHONE) await nav.getByLabel('Show navigation').click();
    };
    await openOnPhone();
    await nav.getByRole('link', { name: 'About us' }).click();
    await page.waitForURL('**/about');
    await openOnPhone();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Visit' }).click();
    await page.waitForURL('**/contact');
    await page.context().close();
  });
});
