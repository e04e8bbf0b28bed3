import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchChromium, mountedWidget, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const badge = (id: string) => `#${id} [data-widget="review-badge"]`;
const FLOATING_BADGE = '[data-widget="review-badge"][data-position="right"]';
const FLOAT = '[data-widget="review-float"]';

/** Playwright's clock, installed before the page loads and stopped, so the spec's timings run by hand. */
async function stoppedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
}

/**
 * Waits until a widget has hydrated and started its timers (its root says `data-hydrated`), so that
 * running the stopped clock counts from the widget's start.
 */
async function live(root: Locator) {
  await root.and(root.page().locator('[data-hydrated="true"]')).waitFor({ state: 'attached' });
}

/** The `wprp_get_float` calls the page makes, as their fields. */
function floatCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/wp-admin/admin-ajax.php')) return;
    const fields = new URLSearchParams(request.postData() ?? '');
    if (fields.get('action') === 'wprp_get_float') calls.push(fields);
  });
  return calls;
}

/** A plain HTML page (data attributes and the loader only), served at the demo's origin. */
async function plainPage(page: Page, body: string) {
  await page.route('**/badge-test.html', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Badges</title>
        <script type="application/json" id="site-widgets-vars">{"ajaxurl":"/wp-admin/admin-ajax.php","pageId":9}</script>
        <link rel="stylesheet" href="/assets/widgets.css"><script type="module" src="/assets/loader.js"></script>
        </head><body><main><h1>Badges</h1>${body}</main></body></html>`,
    }),
  );
  await page.goto('/badge-test.html');
}

describe('badge click: url (spec 000 §2)', () => {
  it('follows its link in the same tab', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/write-a-review');
    const widget = await mountedWidget(page, badge('badge-url'));
    await Promise.all([
      page.waitForURL('**/reviews'),
      widget.getByRole('link', { name: /Our reviews/ }).click(),
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('alerts "Please enter a Link to URL value." when the link is empty', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    await plainPage(
      page,
      '<div data-widget="review-badge" data-template="1" data-click="url" data-position="inline"></div>',
    );
    const widget = await mountedWidget(page, '[data-widget="review-badge"]');
    await widget.getByRole('button', { name: /Our reviews/ }).click();
    await expect.poll(() => dialogs).toEqual(['Please enter a Link to URL value.']);
    await page.context().close();
  });

  it('alerts "Please allow popups for this website" when the browser blocks the new tab', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    // A pop-up blocker: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await plainPage(
      page,
      '<div data-widget="review-badge" data-template="1" data-click="url" data-link="/reviews" data-new-tab="yes" data-position="inline"></div>',
    );
    const widget = await mountedWidget(page, '[data-widget="review-badge"]');
    await widget.getByRole('link', { name: /Our reviews/ }).click();
    await expect.poll(() => dialogs).toEqual(['Please allow popups for this website']);
    expect(page.url()).toMatch(/badge-test\.html$/);
    await page.context().close();
  });

  it('opens a new tab when the browser allows it', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await plainPage(
      page,
      '<div data-widget="review-badge" data-template="1" data-click="url" data-link="/reviews" data-new-tab="yes" data-position="inline"></div>',
    );
    const widget = await mountedWidget(page, '[data-widget="review-badge"]');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      widget.getByRole('link', { name: /Our reviews/ }).click(),
    ]);
    await tab?.waitForLoadState();
    expect(tab?.url()).toMatch(/\/reviews$/);
    expect(await tab?.evaluate(() => window.opener)).toBeNull();
    await page.context().close();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('badge panels (%s)', (_name, viewport) => {
  it('a slide-out toggles, takes focus, and closes on Escape with focus back on the badge', async () => {
    const { page, errors } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto('/write-a-review');
    const widget = await mountedWidget(page, badge('badge-slideout'));
    const opener = widget.getByRole('button', { name: /Latest reviews/ });
    const panel = page.getByRole('dialog', { name: 'Latest reviews' });
    await opener.click();
    await panel.waitFor();
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await panel.locator('[data-review-id]').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((node) => node === document.activeElement)).toBe(true);
    // The badge toggles its panel (on a phone the panel covers it: the keyboard still reaches it).
    await opener.click();
    await panel.waitFor();
    await opener.focus();
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'hidden' });
    expect(await opener.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('with motion allowed, opening a slide-out moves focus into it and Escape returns it to the badge', async () => {
    const { page, errors } = await openPage(browser, { viewport, reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/write-a-review');
    const widget = await mountedWidget(page, badge('badge-slideout'));
    const opener = widget.getByRole('button', { name: /Latest reviews/ });
    const panel = page.getByRole('dialog', { name: 'Latest reviews' });
    await opener.click();
    await page.clock.runFor(500);
    await panel.waitFor();
    expect(await panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await page.clock.runFor(500);
    await panel.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a slide-out closes on a click outside it', async () => {
    const { page } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto('/write-a-review');
    const widget = await mountedWidget(page, badge('badge-slideout'));
    await widget.getByRole('button', { name: /Latest reviews/ }).click();
    const panel = page.getByRole('dialog', { name: 'Latest reviews' });
    await panel.waitFor();
    await page.mouse.click(5, viewport.height - 5);
    await panel.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('a pop-up is a modal dialog: focus stays inside, Escape closes, focus returns to the badge', async () => {
    const { page } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto('/write-a-review');
    const widget = await mountedWidget(page, badge('badge-popup'));
    const opener = widget.getByRole('button', { name: /What guests say/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'What guests say' });
    await dialog.waitFor();
    // The page outside is inert: Tab goes round the dialog (and the browser's own controls), never
    // to anything else on the page.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate(
          (node) =>
            !document.activeElement ||
            document.activeElement === document.body ||
            node.contains(document.activeElement),
        ),
      ).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('opening the pop-up closes an open slide-out', async () => {
    const { page } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto('/write-a-review');
    const slideout = await mountedWidget(page, badge('badge-slideout'));
    await mountedWidget(page, badge('badge-popup'));
    await slideout.getByRole('button', { name: /Latest reviews/ }).click();
    const panel = page.getByRole('dialog', { name: 'Latest reviews' });
    await panel.waitFor();
    // The pop-up's badge is behind the open slide-out on a phone: open it as the keyboard would.
    await page.locator(badge('badge-popup')).getByRole('button').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'What guests say' }).waitFor();
    await panel.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('the floating badge (spec 000 §4)', () => {
  it('waits off-screen, comes in after its 3 s delay, and a close is remembered for the session', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await stoppedClock(page);
    await page.goto('/write-a-review');
    const floating = page.locator(FLOATING_BADGE);
    const root = floating.locator('.sw-badge-root');
    await live(root);
    expect(await root.getAttribute('data-state')).toBe('waiting');
    expect(await floating.getByRole('link').isVisible()).toBe(false);
    await page.clock.runFor(2999);
    expect(await root.getAttribute('data-state')).toBe('waiting');
    await page.clock.runFor(1);
    await expect.poll(() => root.getAttribute('data-state')).toBe('shown');
    await floating.getByRole('link', { name: /Our reviews/ }).waitFor();
    await floating.getByRole('button', { name: 'Close Our reviews' }).click();
    expect(await root.getAttribute('data-state')).toBe('closed');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('wprev_floats') ?? '[]'))).toEqual([
      { id: 1, clickedclose: 'yes' },
    ]);

    await page.reload();
    await live(root);
    await page.clock.runFor(10_000);
    expect(await floating.locator('.sw-badge-root').getAttribute('data-state')).toBe('closed');
    await page.context().close();
  });

  it('shows again in a new session', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await stoppedClock(page);
    await page.goto('/write-a-review');
    await live(page.locator(`${FLOATING_BADGE} .sw-badge-root`));
    await page.clock.runFor(3000);
    await expect
      .poll(() => page.locator(`${FLOATING_BADGE} .sw-badge-root`).getAttribute('data-state'))
      .toBe('shown');
    await page.context().close();
  });
});

describe('the pop-up float cycle (spec 000 §9)', () => {
  async function openFeedback(page: Page) {
    await stoppedClock(page);
    await page.goto('/feedback');
    const root = page.locator(`${FLOAT} .sw-float`);
    await live(root);
    return root;
  }

  it('comes in after its delay, fetches review 1 8 s later, shows it 6 s after that, and repeats every 14 s', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    const calls = floatCalls(page);
    const root = await openFeedback(page);
    const shownId = () => root.locator('[data-review-id]').first().getAttribute('data-review-id');
    expect(await root.getAttribute('data-state')).toBe('waiting');
    await page.clock.runFor(5000);
    await expect.poll(() => root.getAttribute('data-state')).toBe('shown');
    const first = await shownId();

    await page.clock.runFor(7999);
    expect(calls).toHaveLength(0);
    const answered = page.waitForResponse('**/wp-admin/admin-ajax.php');
    await page.clock.runFor(1);
    await answered;
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0] ?? [])).toMatchObject({
      fid: '2',
      wtfid: '1',
      wtftype: 'pop',
      innerdivonly: 'yes',
      startoffset: '1',
    });
    expect(await root.getAttribute('data-phase')).toBe('out');
    await page.clock.runFor(5999);
    expect(await root.getAttribute('data-phase')).toBe('out');
    await page.clock.runFor(1);
    await expect.poll(() => root.getAttribute('data-phase')).toBe('showing');
    expect(await shownId()).not.toBe(first);

    const second = page.waitForResponse('**/wp-admin/admin-ajax.php');
    await page.clock.runFor(8000);
    await second;
    expect(calls.map((fields) => fields.get('startoffset'))).toEqual(['1', '2']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('stops after 50 reviews', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const calls = floatCalls(page);
    // Every answer is one long-enough review, so only the count can stop it.
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      const fields = new URLSearchParams(route.request().postData() ?? '');
      if (fields.get('action') !== 'wprp_get_float') return route.continue();
      const offset = Number(fields.get('startoffset'));
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<div class="wprev_pop_contain" data-startoffset="${offset + 1}"><article class="outerrevdiv sw-review-card" data-review-id="${1000 + offset}"><p>Review ${offset}: ${'A lovely visit. '.repeat(8)}</p></article></div>`,
      });
    });
    const root = await openFeedback(page);
    await page.clock.runFor(5000);
    await page.clock.runFor(8000);
    for (let count = 1; count <= 50; count++) {
      await expect.poll(() => calls.length).toBe(count);
      await page.clock.runFor(6000);
      await expect
        .poll(() => root.locator('[data-review-id]').first().getAttribute('data-review-id'))
        .toBe(String(1000 + count));
      await page.clock.runFor(8000);
    }
    await page.clock.runFor(60_000);
    expect(calls).toHaveLength(50);
    expect(calls.at(-1)?.get('startoffset')).toBe('50');
    expect(await root.getAttribute('data-phase')).toBe('finished');
    await page.context().close();
  });

  it('stops on an empty answer, keeping the review it has', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const calls = floatCalls(page);
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      const fields = new URLSearchParams(route.request().postData() ?? '');
      if (fields.get('action') === 'wprp_get_float' && fields.get('startoffset') === '2')
        return route.fulfill({ status: 200, contentType: 'text/html', body: '' });
      return route.continue();
    });
    const root = await openFeedback(page);
    await page.clock.runFor(5000);
    await page.clock.runFor(8000);
    await expect.poll(() => calls.length).toBe(1);
    await page.clock.runFor(6000);
    await expect.poll(() => root.getAttribute('data-phase')).toBe('showing');
    const kept = await root.locator('[data-review-id]').first().getAttribute('data-review-id');
    await page.clock.runFor(8000);
    await expect.poll(() => calls.length).toBe(2);
    await page.clock.runFor(6000);
    await expect.poll(() => root.getAttribute('data-phase')).toBe('finished');
    expect(await root.locator('[data-review-id]').first().getAttribute('data-review-id')).toBe(kept);
    await page.clock.runFor(120_000);
    expect(calls).toHaveLength(2);
    await page.context().close();
  });

  it('pauses with its pause button and closes with its close button', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    // This session has seen the page's automatic pop-up form already, so it stays shut.
    await page.addInitScript(() =>
      sessionStorage.setItem('wprev_form_popups', JSON.stringify([{ id: 2, shown: 'yes' }])),
    );
    const calls = floatCalls(page);
    const root = await openFeedback(page);
    await page.clock.runFor(5000);
    await expect.poll(() => root.getAttribute('data-state')).toBe('shown');
    await root.getByRole('button', { name: 'Pause changing reviews' }).click();
    await page.clock.runFor(60_000);
    expect(calls).toHaveLength(0);
    await root.getByRole('button', { name: 'Resume changing reviews' }).click();
    // The pointer over the float holds it too (spec 000 §4); it goes on once the pointer leaves.
    await page.clock.runFor(8000);
    expect(calls).toHaveLength(0);
    await page.mouse.move(5, 5);
    await page.clock.runFor(8000);
    await expect.poll(() => calls.length).toBe(1);
    await root.getByRole('button', { name: 'Close the review pop-up' }).click();
    expect(await root.getAttribute('data-state')).toBe('closed');
    await page.clock.runFor(60_000);
    expect(calls).toHaveLength(1);
    await page.context().close();
  });

  it('under reduced motion changes the review in place, never sliding out', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const root = await openFeedback(page);
    await page.clock.runFor(5000);
    await page.clock.runFor(8000);
    expect(await root.getAttribute('data-phase')).toBe('showing');
    expect(await root.isVisible()).toBe(true);
    // axe waits on timers of its own.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the automatic pop-up form', () => {
  it('opens after its delay, once per session', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await stoppedClock(page);
    await page.goto('/feedback');
    const form = page.locator('[data-widget="review-form"][data-display="popup"] .sw-review-form');
    await live(form);
    const dialog = page.getByRole('dialog', { name: 'How was this page?' });
    await page.clock.runFor(19_999);
    expect(await dialog.isVisible()).toBe(false);
    await page.clock.runFor(1);
    await dialog.waitFor();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.reload();
    await live(form);
    await page.clock.runFor(60_000);
    expect(await dialog.isVisible()).toBe(false);
    await page.context().close();
  });

  it('has no axe violations while open', async () => {
    const { page } = await openPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    await stoppedClock(page);
    await page.goto('/feedback');
    await live(page.locator('[data-widget="review-form"][data-display="popup"] .sw-review-form'));
    await page.clock.runFor(20_000);
    await page.getByRole('dialog', { name: 'How was this page?' }).waitFor();
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
