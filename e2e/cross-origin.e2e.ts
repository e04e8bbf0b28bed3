import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
  DESKTOP,
  foreignPort,
  launchChromium,
  mountedWidget,
  openPage,
} from './support/browser.ts';

/**
 * Issue 18 item 2: a partner's page on another origin carries only our loader's script tag and widget
 * elements (no page variables, no stylesheet); the demo server (127.0.0.1) allows exactly
 * `http://localhost:<foreignPort>` (e2e/support/demo-server.ts).
 */
function partnerPage(server: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>A partner's page</title>
  <link rel="icon" href="data:,">
  <script type="module" src="${server}/assets/loader.js"></script>
</head>
<body>
  <main>
    <h1>Our friends at the harbour café</h1>
    <div data-widget="review-list" data-template="1" data-per-row="2" data-rows="1" data-load-more="button" data-heading="What guests say">
      <p class="fallback">Read their reviews on <a href="https://www.google.com/maps">Google</a>.</p>
    </div>
    <div data-widget="review-carousel" data-template="1" data-review-count="6" data-pagination="fraction" data-heading="Review carousel"></div>
    <div data-widget="review-form" data-form="1" data-heading="Leave a review"></div>
  </main>
</body>
</html>`;
}

/** A plain static server for the partner's page: GET / only. */
async function servePartnerPage(port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(partnerPage(baseUrl()));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

let browser: Browser;
let allowed: http.Server;
let notAllowed: http.Server;
beforeAll(async () => {
  browser = await launchChromium();
  allowed = await servePartnerPage(foreignPort());
  notAllowed = await servePartnerPage(0);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => allowed?.close(resolve));
  await new Promise((resolve) => notAllowed?.close(resolve));
});

const allowedUrl = () => `http://localhost:${foreignPort()}/`;
const notAllowedUrl = () => `http://localhost:${(notAllowed.address() as AddressInfo).port}/`;
/** The demo's form 1 refuses a form sent sooner than 3 s after its token was issued (as it mounts). */
const MIN_SECONDS_MS = 3200;

describe('widgets on another site’s page (issue 18 item 2)', () => {
  it('load reviews, page on, slide and take a review from an allowed origin, styled from our server', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' || request.url().includes('/wp-json/')) calls.push(request.url());
    });
    await page.goto(allowedUrl());
    expect(new URL(page.url()).origin).not.toBe(new URL(baseUrl()).origin);

    const list = await mountedWidget(page, '[data-widget="review-list"]');
    await list.locator('[data-review-id]').first().waitFor();
    expect(await list.locator('[data-review-id]').count()).toBe(2);
    expect(await list.locator('.fallback').count()).toBe(0);
    await list.getByRole('button', { name: 'Load more reviews' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-widget="review-list"] [data-review-id]').length > 2,
    );

    const carousel = await mountedWidget(page, '[data-widget="review-carousel"]');
    await carousel.locator('[data-review-id]').first().waitFor();
    const pagination = carousel.locator('[data-slot="pagination"]');
    expect(await pagination.textContent()).toMatch(/^1 \/ \d+$/);
    await carousel.getByRole('button', { name: /Next/ }).click();
    await carousel.locator('[data-slot="pagination"]', { hasText: /^2 \/ \d+$/ }).waitFor();

    // The loader linked our stylesheet itself: the snippet had none.
    expect(await page.locator(`link[rel="stylesheet"][href="${baseUrl()}/assets/widgets.css"]`).count()).toBe(
      1,
    );

    const form = await mountedWidget(page, '[data-widget="review-form"]');
    // Its token is fetched as it mounts; the form's minimum time-to-submit counts from then.
    const shown = Date.now();
    await form.getByLabel('4 stars').check();
    await form.getByLabel('Your review').fill('We found them through a friend’s site. Lovely scones.');
    await form.getByLabel('Your name').fill('Cross Origin');
    const left = MIN_SECONDS_MS - (Date.now() - shown);
    if (left > 0) await page.waitForTimeout(left);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByRole('status').filter({ hasText: 'Thank you for your feedback!' }).waitFor();

    // Every call went to the demo server, none to the partner's origin.
    expect(calls.length).toBeGreaterThan(0);
    for (const url of calls) expect(url.startsWith(`${baseUrl()}/`), url).toBe(true);
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('give a page on an origin that is not allowed nothing: the calls are blocked, the fallback stays', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    const refused: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST') refused.push(response.status());
    });
    await page.goto(notAllowedUrl());
    const list = page.locator('[data-widget="review-list"]');
    await list.hover();
    await page.waitForFunction(() =>
      ['mounted', 'error'].includes(
        document.querySelector('[data-widget="review-list"]')?.getAttribute('data-widget-state') ?? '',
      ),
    );
    await page.waitForTimeout(500);
    expect(await page.locator('[data-review-id]').count()).toBe(0);
    expect(await list.textContent()).toContain('Read their reviews on');
    // Either the nonce could not be read (no CORS) or a post reached the server and was refused.
    for (const status of refused) expect(status).toBe(403);
    expect(errors.join('\n')).toMatch(/CORS|blocked|Failed to fetch|403/i);
    await page.context().close();
  });
});
