import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, holdChunks, launchChromium, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** Clicks while the widget is still waiting for its code, then lets the code arrive. */
async function clickBeforeCode(widget: Locator, control: Locator, release: () => void) {
  await control.scrollIntoViewIfNeeded();
  expect(await widget.getAttribute('data-widget-state')).not.toBe('mounted');
  await control.click();
  expect(await widget.getAttribute('data-widget-state')).not.toBe('mounted');
  release();
  await widget.and(widget.page().locator('[data-widget-state="mounted"]')).waitFor();
}

describe('a click made before a widget’s code arrives is performed once it does', () => {
  it('“Show chat” opens the chat panel, once', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const release = await holdChunks(page);
    await page.goto('/contact');
    const chat = page.locator('[data-widget="site-chat"]');
    await clickBeforeCode(chat, chat.getByRole('button', { name: 'Show chat' }), release);
    await chat.getByRole('button', { name: 'Hide chat' }).waitFor();
    await chat.getByRole('region', { name: 'Chat with the café' }).waitFor();
    // Performed exactly once: a second toggle would have closed it again.
    await page.waitForTimeout(600);
    expect(await chat.getByRole('region', { name: 'Chat with the café' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the phone menu toggle opens the navigation', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    const release = await holdChunks(page);
    await page.goto('/');
    const nav = page.locator('[data-widget="site-nav"]');
    const toggle = nav.getByRole('button', { name: 'Open navigation menu' });
    await clickBeforeCode(nav, toggle, release);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the quick-feedback button opens its form dialog', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const release = await holdChunks(page);
    await page.goto('/write-a-review');
    const widget = page.locator('[data-widget="review-form"][data-display="modal"]');
    await clickBeforeCode(widget, widget.getByRole('button', { name: 'Send quick feedback' }), release);
    await page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: 'Submit review' }) })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a badge with a slide-out opens its panel', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const release = await holdChunks(page);
    await page.goto('/write-a-review');
    const badge = page.locator('[data-widget="review-badge"]').filter({
      has: page.getByRole('button', { name: /Latest reviews/ }),
    });
    await clickBeforeCode(badge, badge.getByRole('button', { name: /Latest reviews/ }), release);
    await page.getByRole('dialog', { name: 'Latest reviews' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a page number of the review list goes to that page', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const release = await holdChunks(page);
    await page.goto('/reviews');
    const list = page.locator('#filter-bar [data-widget="review-list"]');
    const pageTwo = list.getByRole('button', { name: 'Page 2' });
    await clickBeforeCode(list, pageTwo, release);
    await expect.poll(() => pageTwo.getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a sort chosen in the filter bar before its code arrives is applied', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const release = await holdChunks(page);
    await page.goto('/reviews');
    const list = page.locator('#filter-bar [data-widget="review-list"]');
    const sort = list.getByRole('combobox', { name: 'Sort', exact: true });
    await sort.scrollIntoViewIfNeeded();
    expect(await list.getAttribute('data-widget-state')).not.toBe('mounted');
    await sort.selectOption('oldest');
    const answered = page.waitForRequest(
      (request) =>
        request.url().endsWith('/wp-admin/admin-ajax.php') &&
        new URLSearchParams(request.postData() ?? '').get('textsort') === 'oldest',
    );
    release();
    await answered;
    expect(await sort.inputValue()).toBe('oldest');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a link to another page inside a waiting widget still navigates at once', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await holdChunks(page);
    await page.goto('/');
    const nav = page.locator('[data-widget="site-nav"]');
    expect(await nav.getAttribute('data-widget-state')).not.toBe('mounted');
    await Promise.all([
      page.waitForURL('**/about'),
      nav.getByRole('link', { name: 'About' }).first().click(),
    ]);
    await page.context().close();
  });
});
