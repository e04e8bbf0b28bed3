import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, mountedWidget, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** The home page's list with the clock stopped, and its first clamped review text with its button. */
async function firstLongReview(page: Page) {
  await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
  await page.goto('/');
  const list = await mountedWidget(page);
  // The suite's other specs publish short reviews that become the newest: load more until a long one shows.
  const readMore = list.getByRole('button', { name: 'Read more', exact: true });
  for (let attempt = 0; attempt < 8 && (await readMore.count()) === 0; attempt++) {
    const shown = await list.locator('[data-review-id]').count();
    await list.getByRole('button', { name: 'Load more reviews' }).click();
    await expect.poll(() => list.locator('[data-review-id]').count()).toBeGreaterThan(shown);
  }
  const button = readMore.first();
  const textId = await button.getAttribute('aria-controls');
  const text = page.locator(`[id="${textId}"]`);
  return { button, text };
}

const heightOf = (text: Locator) => text.evaluate((node) => node.getBoundingClientRect().height);
const fullHeightOf = (text: Locator) => text.evaluate((node) => node.scrollHeight);

describe('read more, inline (spec 000 §9: 500 ms)', () => {
  it('opens over 500 ms: half-way at 250 ms, whole at 500 ms', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const { button, text } = await firstLongReview(page);
    const clamped = await heightOf(text);
    await button.click();
    const full = await fullHeightOf(text);
    expect(full).toBeGreaterThan(clamped + 20);
    await page.clock.runFor(250);
    const middle = await heightOf(text);
    expect(middle).toBeGreaterThan(clamped + (full - clamped) * 0.2);
    expect(middle).toBeLessThan(full - (full - clamped) * 0.2);
    await page.clock.runFor(260);
    expect(Math.abs((await heightOf(text)) - full)).toBeLessThan(1);
    await page.context().close();
  });

  it('closes over 500 ms, starting at once: half-way at 250 ms, clamped at 500 ms', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const { button, text } = await firstLongReview(page);
    const clamped = await heightOf(text);
    await button.click();
    await page.clock.runFor(600);
    const full = await heightOf(text);
    await text.page().getByRole('button', { name: 'Read less', exact: true }).first().click();
    await page.clock.runFor(250);
    const middle = await heightOf(text);
    expect(middle).toBeGreaterThan(clamped + (full - clamped) * 0.2);
    expect(middle).toBeLessThan(full - (full - clamped) * 0.2);
    await page.clock.runFor(260);
    expect(Math.abs((await heightOf(text)) - clamped)).toBeLessThan(1);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('opens and closes at once under reduced motion', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const { button, text } = await firstLongReview(page);
    const clamped = await heightOf(text);
    await button.click();
    await page.clock.runFor(1);
    const full = await fullHeightOf(text);
    expect(Math.abs((await heightOf(text)) - full)).toBeLessThan(1);
    await page.getByRole('button', { name: 'Read less', exact: true }).first().click();
    await page.clock.runFor(1);
    expect(Math.abs((await heightOf(text)) - clamped)).toBeLessThan(1);
    await page.context().close();
  });
});
