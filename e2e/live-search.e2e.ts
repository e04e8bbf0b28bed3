import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  holdChunks,
  launchChromium,
  openPage,
  startWidget,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const BOX = 'header [data-widget="live-search"]';

/** Playwright's clock, installed before the page loads and stopped, so 400 ms runs by hand. */
async function stoppedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
}

/** The keywords of the `wpr_data_fetch` calls the page makes, in order. */
function searchCalls(page: Page): string[] {
  const keywords: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/wp-admin/admin-ajax.php')) return;
    const fields = new URLSearchParams(request.postData() ?? '');
    if (fields.get('action') === 'wpr_data_fetch') keywords.push(fields.get('wpr_keyword') ?? '');
  });
  return keywords;
}

async function openHome() {
  const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
  await stoppedClock(page);
  const calls = searchCalls(page);
  await page.goto('/');
  // The header box stays a plain form until the visitor reaches it (issue 10): the pointer starts it.
  await startWidget(page.locator(BOX));
  const box = page.locator(BOX);
  const field = box.getByRole('combobox', { name: 'Search the site' });
  const listbox = box.getByRole('listbox');
  return { page, errors, calls, box, field, listbox };
}

/** Waits until the answer for the last call is shown (the network is real; only timers are stopped). */
async function shown(field: ReturnType<Page['locator']>) {
  await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
}

describe('live search in the header (spec 001 §4, §5, §9)', () => {
  it('asks nothing before 400 ms and once at 400 ms after the last keystroke, then opens the results', async () => {
    const { page, errors, calls, field, listbox } = await openHome();
    await field.click();
    await field.pressSequentially('esp');
    await page.clock.runFor(300);
    await field.pressSequentially('re');
    await page.clock.runFor(399);
    expect(calls).toEqual([]);
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await page.clock.runFor(1);
    await expect.poll(() => calls).toEqual(['espre']);
    await shown(field);
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(0);
    expect((await options.first().textContent()) ?? '').toMatch(/espresso/i);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not ask or open for 2 characters or fewer', async () => {
    const { page, calls, field } = await openHome();
    await field.click();
    await field.pressSequentially('es');
    await page.clock.runFor(2000);
    expect(calls).toEqual([]);
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('ignores Enter: no navigation, no extra request', async () => {
    const { page, calls, field } = await openHome();
    const url = page.url();
    await field.click();
    await field.pressSequentially('espresso');
    await field.press('Enter');
    await page.clock.runFor(400);
    await shown(field);
    await field.press('Enter');
    await page.clock.runFor(1000);
    expect(page.url()).toBe(url);
    expect(calls).toEqual(['espresso']);
    await page.context().close();
  });

  it('moves through the results with the keyboard and opens the chosen one with Enter', async () => {
    const { page, field, listbox } = await openHome();
    await field.click();
    await field.pressSequentially('espresso');
    await page.clock.runFor(400);
    await shown(field);
    const options = listbox.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(2);
    const activeId = () => field.getAttribute('aria-activedescendant');
    await field.press('ArrowDown');
    expect(await activeId()).toBe(await options.nth(0).getAttribute('id'));
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
    await field.press('ArrowDown');
    expect(await activeId()).toBe(await options.nth(1).getAttribute('id'));
    await field.press('End');
    expect(await activeId()).toBe(await options.nth(count - 1).getAttribute('id'));
    await field.press('Home');
    expect(await activeId()).toBe(await options.nth(0).getAttribute('id'));
    await field.press('ArrowUp');
    expect(await activeId()).toBe(await options.nth(count - 1).getAttribute('id'));
    // Focus never left the field (combobox pattern).
    expect(await field.evaluate((node) => node === document.activeElement)).toBe(true);
    await field.press('Escape');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await field.press('ArrowDown');
    const chosen = (await options.nth(0).textContent()) ?? '';
    await Promise.all([page.waitForURL(/\/(journal|shop)\/[a-z0-9-]+$/), field.press('Enter')]);
    expect(chosen.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('closes on an outside click, on the close control and for a short keyword', async () => {
    const { page, field, box } = await openHome();
    const open = async () => {
      await page.clock.runFor(400);
      await shown(field);
    };
    await field.click();
    await field.pressSequentially('latte');
    await open();
    // A click on the page beside the header, away from the box.
    await page.mouse.click(20, 700);
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await field.click();
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    await box.getByRole('button', { name: 'Close results' }).click();
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await field.pressSequentially('s');
    await open();
    await field.press('Backspace');
    await field.press('Backspace');
    await field.press('Backspace');
    await field.press('Backspace');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('is axe-clean with the results panel open', async () => {
    const { page, field } = await openHome();
    await field.click();
    await field.pressSequentially('coffee');
    await page.clock.runFor(400);
    await shown(field);
    await field.press('ArrowDown');
    // axe waits on timers of its own.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('takes up what was typed before its code arrived', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await stoppedClock(page);
    const calls = searchCalls(page);
    const release = await holdChunks(page);
    await page.goto('/');
    const box = page.locator(BOX);
    const field = box.getByRole('combobox', { name: 'Search the site' });
    await field.click();
    await field.pressSequentially('espresso');
    expect(await box.getAttribute('data-widget-state')).not.toBe('mounted');
    release();
    await page.locator(`${BOX}[data-widget-state="mounted"]`).waitFor();
    await page.clock.runFor(400);
    await expect.poll(() => calls).toEqual(['espresso']);
    await shown(field);
    expect(await field.inputValue()).toBe('espresso');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// The shop's search box filters its product grid: e2e/catalogue-grid-search.e2e.ts.

describe('pages with two search boxes', () => {
  it.each(['/search?s=espresso'])('%s is axe-clean', async (path) => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.goto(path);
    await startWidget(page.locator('main [data-widget="live-search"]'));
    expect(await page.locator('[data-widget="live-search"]').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('without JavaScript', () => {
  it('the search box is a form that shows the same results on /search', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto('/');
    const field = page.locator(BOX).getByRole('combobox', { name: 'Search the site' });
    await field.fill('espresso');
    await Promise.all([page.waitForURL(/\/search\?(.*&)?s=espresso(&|$)/), field.press('Enter')]);
    await page.getByRole('heading', { name: 'Results for “espresso”' }).waitFor();
    const titles = await page.locator('[data-slot="search-result-title"]').allInnerTexts();
    expect(titles.some((title) => /espresso/i.test(title))).toBe(true);
    await page.context().close();
  });
});
