import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launchChromium,
  openPage,
  PHONE,
  recordLayoutShifts,
  shiftTotal,
  startWidget,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** The layout shifts whose moved nodes lie inside `.story-journal` (the timeline and table of contents). */
async function recordJournalShifts(page: Page) {
  await page.addInitScript(() => {
    const inside: string[] = [];
    (window as unknown as { journalShifts: string[] }).journalShifts = inside;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        for (const source of (entry as unknown as { sources: Array<{ node?: Node }> }).sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest('.story-journal')) inside.push(element.className || element.nodeName);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const journalShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { journalShifts: string[] }).journalShifts);

describe('the add-on menu on /explore', () => {
  it('opens a submenu 250 ms after the pointer reaches it, loads the mega menu, hides 500 ms after leaving', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await recordLayoutShifts(page);
    // Playwright's clock, stopped: the spec's 250 and 500 ms run by hand.
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/explore');
    const nav = page.getByRole('navigation', { name: 'Café' });
    const toggle = nav.getByRole('button', { name: 'Menu submenu' });
    // The pointer reaching the item starts the widget; its 250 ms count from then.
    await startWidget(page.locator('[data-widget="content-nav-menu"]'));
    await nav.getByRole('link', { name: 'Menu', exact: true }).hover();
    await page.clock.runFor(249);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.clock.runFor(1);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // The owner's mega-menu content, from GET /wp-json/wprmegamenu/?item_id=101.
    await nav.getByRole('heading', { name: 'Served all day' }).waitFor();
    await page.getByRole('heading', { level: 1 }).hover();
    await page.clock.runFor(499);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.clock.runFor(1);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The 200 ms fade is a CSS transition (the compositor's time, not the page's clock).
    await nav.getByRole('heading', { name: 'Served all day' }).waitFor({ state: 'hidden' });
    expect(await shiftTotal(page, { afterInput: true })).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works from the keyboard (disclosure navigation) and the page is axe clean', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/explore');
    const nav = page.getByRole('navigation', { name: 'Café' });
    const journal = nav.getByRole('button', { name: 'Journal submenu' });
    await journal.focus();
    await page.locator('[data-widget="content-nav-menu"][data-widget-state="mounted"]').waitFor();
    await page.keyboard.press('Enter');
    expect(await journal.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await journal.getAttribute('aria-expanded')).toBe('false');
    expect(await journal.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await journal.getAttribute('aria-expanded')).toBe('true');
    const focused = () =>
      page.evaluate(() => document.activeElement?.closest('[data-slot="panel"]') !== null);
    expect(await focused()).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Shop');
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
    // The other widgets of the page: contact buttons (Escape closes), the floating bar, the code block.
    // A native disclosure: it opens before its script arrives, which then adds Escape.
    const contact = page.locator('summary', { hasText: 'Contact us' });
    await contact.click();
    await page.getByRole('link', { name: 'Call 023 9282 0458' }).waitFor();
    await page
      .locator('[data-widget="content-contact-buttons"][data-widget-state="mounted"]')
      .waitFor({ state: 'attached' });
    expect(await page.getByRole('link', { name: 'Message us on WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/447700900458',
    );
    await page.getByRole('link', { name: 'Call 023 9282 0458' }).focus();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Call 023 9282 0458' }).waitFor({ state: 'hidden' });
    expect(await contact.evaluate((element) => element === document.activeElement)).toBe(true);
    await startWidget(page.locator('[data-widget="content-code"]'));
    expect(await page.locator('.sw-code .hljs-tag').count()).toBeGreaterThan(3);
    expect(await page.getByRole('button', { name: 'Copy code' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await page.getByText('Sunday roast is back').waitFor({ state: 'hidden' });
    await page.reload();
    // A named bar starts by itself (it is in view) and stays closed in this browser: the server HTML
    // shows it (the choice is this browser's), and its code, once it has rendered, hides it.
    await page
      .locator('[data-widget="content-floating-bar"][data-widget-state="mounted"]')
      .waitFor({ state: 'attached' });
    await page.getByText('Sunday roast is back').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the menu behind a button on a phone, with the taxonomy lists and their counts', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await page.goto('/explore');
    const topics = page.getByRole('navigation', { name: 'Shop categories' });
    // "Beans > Blends": a nested term under its parent, with its count.
    expect(await topics.locator('ul ul a').count()).toBeGreaterThan(0);
    expect(await topics.getByText(/\(\d+\)/).count()).toBeGreaterThan(0);
    const menuWidget = page.locator('[data-widget="content-nav-menu"]');
    await startWidget(menuWidget);
    const listToggle = page.getByRole('button', { name: 'Café' });
    expect(await page.getByRole('link', { name: 'Our story' }).first().isVisible()).toBe(true);
    await listToggle.click();
    expect(await listToggle.getAttribute('aria-expanded')).toBe('true');
    await menuWidget.getByRole('link', { name: 'Our story' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('like and share on a journal post', () => {
  it('counts one like per visitor across reloads; another visitor adds theirs', async () => {
    const first = await openPage(browser, { viewport: DESKTOP });
    const { page } = first;
    await page.goto('/journal/meet-our-new-head-roaster');
    const like = page.getByRole('button', { name: 'Like this post' });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(await like.getAttribute('title')).toBe('Like');
    expect(await page.locator('.sw-like__count').textContent()).toContain('Be the first to like this');
    // A click before the code arrives is held and performed once it is live.
    await like.click();
    await page.locator('.sw-like[data-state="liked"]').waitFor();
    expect(await like.getAttribute('title')).toBe('Unlike');
    expect(await page.locator('.sw-like__count').textContent()).toMatch(/^1\s*like$/);
    await page.reload();
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.sw-like__count').textContent()).toMatch(/^1\s*like$/);

    const second = await openPage(browser, { viewport: DESKTOP });
    await second.page.goto('/journal/meet-our-new-head-roaster');
    await second.page.getByRole('button', { name: 'Like this post' }).click();
    await second.page.locator('.sw-like[data-state="liked"]').waitFor();
    expect(await second.page.locator('.sw-like__count').textContent()).toMatch(/^2\s*likes$/);

    await like.click();
    await page.locator('.sw-like[data-state="unliked"]').waitFor();
    expect(await page.locator('.sw-like__count').textContent()).toMatch(/^1\s*like$/);
    const facebook = page.getByRole('link', { name: /Facebook/ });
    expect(await facebook.getAttribute('href')).toMatch(
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fjournal%2Fmeet-our-new-head-roaster$/,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await page.context().close();
    await second.page.context().close();
  });
});

describe('the timeline and table of contents on /story', () => {
  it('lists the newest journal posts and marks the section being read, without moving anything', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await recordJournalShifts(page);
    await page.goto('/story');
    const timeline = page.getByRole('region', { name: 'From the journal' }).last();
    expect(await timeline.getByRole('link', { name: 'Meet our new head roaster' }).count()).toBe(1);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await page
      .locator('[data-widget="content-toc"][data-widget-state="mounted"]')
      .waitFor({ state: 'attached' });
    await toc
      .locator('a[aria-current="location"]', { hasText: 'From the journal' })
      .waitFor({ state: 'attached' });
    await page.evaluate(() => document.getElementById('terrace')?.scrollIntoView({ behavior: 'instant' }));
    await toc
      .locator('a[aria-current="location"]', { hasText: 'The terrace on the quay' })
      .waitFor({ state: 'attached' });
    // The story's own motion effects (issue 14) are not ours to measure: nothing in the timeline or the
    // table of contents moved.
    expect(await journalShifts(page)).toEqual([]);
    // A chapter's eyebrow caught mid-fade by the story's motion effect (issue 14) is not ours either.
    const violations = await axeViolations(page);
    expect(violations.filter((violation) => !violation.includes('[data-widget="builder-motion"]'))).toEqual(
      [],
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
