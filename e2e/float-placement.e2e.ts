import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const FLOATING_BADGE = '[data-widget="review-badge"][data-position="right"]';
const FLOAT = '[data-widget="review-float"]';

/** Playwright's clock, installed before the page loads and stopped, so the floats' delays run by hand. */
async function stoppedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
}

/** Runs the clock past a float's delay and waits until it is in and its slide has ended. */
async function comeIn(page: Page, root: Locator, delayMs: number) {
  await root.and(page.locator('[data-hydrated="true"]')).waitFor({ state: 'attached' });
  await page.clock.runFor(delayMs);
  await expect.poll(() => root.getAttribute('data-state')).toBe('shown');
  await settled(page);
}

/** Waits for every running CSS transition of the page to end. */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** Whether anything of `cover` is drawn over `target`: both visible and their boxes overlap. */
async function covers(cover: Locator, target: Locator): Promise<boolean> {
  if (!(await cover.isVisible())) return false;
  const a = await cover.boundingBox();
  const b = await target.boundingBox();
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element a tap at the centre of `target` lands on is `target` itself (or inside it). */
async function tapReaches(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

describe('floating widgets on a phone (issue 9 item 10)', () => {
  it('the floating badge moves out of the way while the review text field has focus, and comes back after', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await stoppedClock(page);
    await page.goto('/write-a-review');
    const root = page.locator(`${FLOATING_BADGE} .sw-badge-root`);
    await comeIn(page, root, 3000);
    const badge = page.locator(FLOATING_BADGE).getByRole('link', { name: /Our reviews/ });
    const field = page.getByRole('textbox', { name: /Your review/ });
    // The field at the bottom of the screen, where the badge sits, as when a visitor scrolls down to it.
    await field.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await field.focus();
    await settled(page);
    expect(await covers(badge, field)).toBe(false);
    expect(await tapReaches(field)).toBe(true);

    await field.blur();
    await settled(page);
    expect(await badge.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the pop-up float on /feedback leaves the page’s last content reachable: the end scrolls clear of it', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await stoppedClock(page);
    await page.goto('/feedback');
    const root = page.locator(`${FLOAT} .sw-float`);
    await comeIn(page, root, 5000);
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await settled(page);
    expect(await root.isVisible()).toBe(true);
    // The footer's last line: the copyright badges, and "Show chat" above them.
    const lastImage = page.getByRole('img', { name: /Food hygiene rating/ });
    expect(await covers(root, lastImage)).toBe(false);
    const showChat = page.getByRole('button', { name: /Show chat/i });
    await showChat.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    expect(await covers(root, showChat)).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the pop-up float sits above the back-to-top button, not over it', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await stoppedClock(page);
    await page.goto('/feedback');
    const root = page.locator(`${FLOAT} .sw-float`);
    await comeIn(page, root, 5000);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    const backToTop = page.getByRole('link', { name: 'Back to top' });
    await backToTop.waitFor();
    await settled(page);
    expect(await covers(root, backToTop)).toBe(false);
    expect(await tapReaches(backToTop)).toBe(true);
    await page.context().close();
  });

  it('the floating badge sits above the back-to-top button, not over it', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await stoppedClock(page);
    await page.goto('/write-a-review');
    const root = page.locator(`${FLOATING_BADGE} .sw-badge-root`);
    await comeIn(page, root, 3000);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    const backToTop = page.getByRole('link', { name: 'Back to top' });
    await backToTop.waitFor();
    await settled(page);
    expect(await covers(root.locator('.sw-badge-root__box'), backToTop)).toBe(false);
    expect(await tapReaches(backToTop)).toBe(true);
    await page.context().close();
  });
});
