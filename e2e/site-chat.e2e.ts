import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE, startWidget } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the footer chat panel (%s)', (_name, viewport) => {
  it('shows in 200 ms and hides in 500 ms, the two controls swapping', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/contact');
    const chat = page.locator('[data-widget="site-chat"]');
    await startWidget(chat);
    const panel = chat.locator('.sw-chat__panel');
    expect(await panel.isVisible()).toBe(false);
    expect(await chat.getByRole('button', { name: 'Hide chat' }).count()).toBe(0);

    await chat.getByRole('button', { name: 'Show chat' }).click();
    expect(await chat.getByRole('button', { name: 'Show chat' }).count()).toBe(0);
    await chat.getByRole('button', { name: 'Hide chat' }).waitFor();
    expect(await panel.getAttribute('data-state')).toBe('opening');
    await page.clock.runFor(199);
    expect(await panel.getAttribute('data-state')).toBe('opening');
    await page.clock.runFor(1);
    expect(await panel.getAttribute('data-state')).toBe('expanded');
    expect(await chat.getByRole('region', { name: 'Chat with the café' }).isVisible()).toBe(true);

    await chat.getByRole('button', { name: 'Hide chat' }).click();
    await chat.getByRole('button', { name: 'Show chat' }).waitFor();
    expect(await chat.getByRole('button', { name: 'Hide chat' }).count()).toBe(0);
    await page.clock.runFor(499);
    expect(await panel.getAttribute('data-state')).toBe('closing');
    expect(await panel.isVisible()).toBe(true);
    await page.clock.runFor(1);
    expect(await panel.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('puts the visitor’s message into an e-mail: nothing is posted anywhere', async () => {
    const { page } = await openPage(browser, { viewport });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await page.goto('/');
    const chat = page.locator('[data-widget="site-chat"]');
    await startWidget(chat);
    await chat.getByRole('button', { name: 'Show chat' }).click();
    await chat.getByLabel('Your message').fill('A table for six on Saturday?');
    const href = await chat.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href');
    expect(href).toBe(
      'mailto:hello@harbourandhearth.example?subject=A%20message%20from%20the%20website&body=A%20table%20for%20six%20on%20Saturday%3F',
    );
    expect(posts).toEqual([]);
    await page.context().close();
  });
});

describe('the footer chat panel without JavaScript', () => {
  it('is simply open, without controls that cannot work', async () => {
    const { page } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await page.goto('/');
    const chat = page.locator('[data-widget="site-chat"]');
    expect(await chat.getByRole('region', { name: 'Chat with the café' }).isVisible()).toBe(true);
    expect(await chat.getByRole('button', { name: 'Show chat' }).isVisible()).toBe(false);
    await page.context().close();
  });
});
