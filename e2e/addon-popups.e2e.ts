import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchChromium, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** Playwright's clock, installed before the page loads and stopped, so the spec's timings run by hand. */
async function stoppedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
}

/**
 * Opens `/addon-popup-demo?popup={id}{query}` and waits until the popup matches `ready` (default: its
 * trigger is armed). The visitor's clock reads UTC, for the date trigger.
 */
async function demo(
  id: string,
  options: BrowserContextOptions & { clock?: boolean; query?: string; ready?: string } = {},
) {
  const { clock, query = '', ready = '[data-armed]', ...context } = options;
  const { page, errors } = await openPage(browser, { viewport: DESKTOP, timezoneId: 'UTC', ...context });
  if (clock) await stoppedClock(page);
  await page.goto(`/addon-popup-demo?popup=${id}${query}`);
  const popup = page.locator(`[data-widget="addon-popup"][data-popup-id="addon-${id}"]`);
  await popup.and(page.locator(ready)).waitFor({ state: 'attached' });
  return { page, errors, popup, dialog: page.getByRole('dialog') };
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}

const stored = (page: Page, id: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem('WprPopupSettings') ?? '{}')[key], id);

describe('add-on popup triggers (spec 001 §3, §9)', () => {
  it('load: opens popup_load_delay (2 s) after the page loaded, not before', async () => {
    const { page, errors, dialog } = await demo('load', { clock: true });
    await page.clock.runFor(1900);
    expect(await dialog.isVisible()).toBe(false);
    await page.clock.runFor(100);
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-label')).toBe('Welcome aboard');
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('scroll: opens at 50 % of the page, not at 45 %', async () => {
    const { page, dialog } = await demo('scroll');
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await scrollTo(page, Math.floor(height * 0.45));
    await page.waitForTimeout(200);
    expect(await dialog.isVisible()).toBe(false);
    await scrollTo(page, Math.ceil(height * 0.5));
    await dialog.waitFor();
    await page.context().close();
  });

  it('element scroll: opens when the menu section comes into view', async () => {
    const { page, dialog } = await demo('element-scroll');
    await scrollTo(page, 300);
    await page.waitForTimeout(200);
    expect(await dialog.isVisible()).toBe(false);
    await page.locator('#demo-menu').scrollIntoViewIfNeeded();
    await dialog.waitFor();
    await page.context().close();
  });

  it('specific date: opens at 09:01 on the visitor’s clock, not a second before', async () => {
    const { page, dialog } = await demo('date', { clock: true });
    await page.clock.runFor(59_000);
    expect(await dialog.isVisible()).toBe(false);
    await page.clock.runFor(1000);
    await dialog.waitFor();
    await page.context().close();
  });

  it('inactivity: opens after 5 s without activity; moving the pointer starts the wait again', async () => {
    const { page, dialog } = await demo('inactivity', { clock: true });
    await page.clock.runFor(4000);
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 240);
    await page.clock.runFor(4000);
    expect(await dialog.isVisible()).toBe(false);
    await page.clock.runFor(1000);
    await dialog.waitFor();
    await page.context().close();
  });

  it('exit intent: opens when the pointer leaves through the top of the window', async () => {
    const { page, dialog } = await demo('exit');
    await page.mouse.move(600, 400);
    await page.mouse.move(600, 5);
    await page.waitForTimeout(200);
    expect(await dialog.isVisible()).toBe(false);
    await page.mouse.move(600, -20);
    await dialog.waitFor();
    await page.context().close();
  });

  it('custom click: no code before the click, the click is not lost, focus returns to the opener; axe clean', async () => {
    const { page, errors, popup, dialog } = await demo('custom', {
      ready: '[data-widget-state="waiting"]',
      reducedMotion: 'reduce',
    });
    // Its code waits for the opener (nothing to arm): the popup is still plain markup.
    expect(await popup.getAttribute('data-widget-state')).toBe('waiting');
    const opener = page.getByRole('button', { name: 'See this week’s offer' });
    await opener.click();
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Visit us');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    // Every click opens it again.
    await opener.click();
    await dialog.waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the add-on popup’s closing rules', () => {
  it('Escape and overlay clicks switched off; close button after 2 s, fading in 500 ms; closes itself at 10 s', async () => {
    const { page, dialog } = await demo('guarded', { clock: true });
    await page.clock.runFor(0);
    await dialog.waitFor();
    const close = page.getByRole('button', { name: 'Close' });
    expect(await close.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-sw-popup-no-scroll'))).toBe(
      true,
    );
    await page.clock.runFor(300);
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 450);
    await page.clock.runFor(100);
    expect(await dialog.isVisible()).toBe(true);
    await page.clock.runFor(1600);
    await close.waitFor();
    expect(await close.getAttribute('data-reveal')).toBe('fading-in');
    await page.clock.runFor(500);
    expect(await close.getAttribute('data-reveal')).toBe('shown');
    await page.clock.runFor(7400);
    expect(await dialog.isVisible()).toBe(true);
    await page.clock.runFor(200);
    // It fades out over its 1 s animation.
    expect(await dialog.getAttribute('data-animation')).toBe('out-fade');
    await page.clock.runFor(1000);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-sw-popup-no-scroll'))).toBe(
      false,
    );
    await page.context().close();
  });

  it('Escape and an overlay click close it by default; the close time is stored and it shows again', async () => {
    const { page, dialog } = await demo('load');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(typeof (await stored(page, 'addon-load')).popup_close_time).toBe('number');
    await page.reload();
    await dialog.waitFor();
    await page.mouse.click(10, 450);
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('show-again delay: after a close it does not show again within 60 s', async () => {
    const { page, dialog, popup } = await demo('show-again');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await expect.poll(() => popup.getAttribute('data-rules')).toBe('blocked:show-again');
    await page.context().close();
  });

  it('close permanently: never again, stored as a permanent show-again delay', async () => {
    const { page, dialog, popup } = await demo('load');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Don’t show again' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await stored(page, 'addon-load')).popup_show_again_delay).toBe(10 * 365 * 86_400_000);
    await page.reload();
    await expect.poll(() => popup.getAttribute('data-rules')).toBe('blocked:show-again');
    await page.context().close();
  });
});

describe('who sees an add-on popup', () => {
  it('referral: only with the keyword in the address, or the preview marker', async () => {
    const plain = await demo('referral', { ready: '[data-rules]' });
    expect(await plain.popup.getAttribute('data-rules')).toBe('blocked:referral');
    await plain.page.context().close();
    const referred = await demo('referral', { query: '&ref=spring-letter' });
    await referred.dialog.waitFor();
    await referred.page.context().close();
    const preview = await demo('referral', { query: '&wpr_templates=user-popup' });
    await preview.dialog.waitFor();
    await preview.page.context().close();
  });

  it('stop after date: a popup past its date never shows', async () => {
    const { page, popup } = await demo('stopped', { ready: '[data-rules]' });
    expect(await popup.getAttribute('data-rules')).toBe('blocked:stopped');
    await page.context().close();
  });

  it('devices: a tablets-only popup is blocked at 1280 px and shows at 900 px', async () => {
    const desktop = await demo('tablet-only', { ready: '[data-rules]' });
    expect(await desktop.popup.getAttribute('data-rules')).toBe('blocked:device');
    await desktop.page.context().close();
    const tablet = await demo('tablet-only', { viewport: { width: 900, height: 900 } });
    await tablet.dialog.waitFor();
    await tablet.page.context().close();
  });

  it('notification: a labelled non-modal region that leaves focus and the page to the visitor', async () => {
    const { page, errors } = await demo('notification', { reducedMotion: 'reduce' });
    const region = page.getByRole('region', { name: 'Fresh bread' });
    await region.waitFor();
    expect(await region.getAttribute('aria-modal')).toBeNull();
    await page.waitForTimeout(400);
    expect(await region.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await region.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
