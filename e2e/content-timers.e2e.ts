import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
  DESKTOP,
  launchChromium,
  openPage,
  recordLayoutShifts,
  shiftTotal,
  startWidget,
} from './support/browser.ts';

/**
 * Issue 16, task T5 on /events: countdowns, counters, animated text, ticker, playlist, Lottie and the
 * reading bar, as a visitor meets them, with the spec's timings on Playwright's clock.
 */
let browser: Browser;
/**
 * Ten seconds before the next Friday tasting (18:00 UTC). The server picks the tasting from its own
 * clock, so the test reads the end it rendered instead of assuming a date.
 */
let BEFORE_TASTING: Date;
beforeAll(async () => {
  browser = await launchChromium();
  const html = await (await fetch(`${baseUrl()}/events`)).text();
  const endsAt = /data-ends-at="([^"]+)"/.exec(html)?.[1];
  if (!endsAt) throw new Error('/events rendered no fixed countdown end');
  BEFORE_TASTING = new Date(Date.parse(endsAt) - 10_000);
});
afterAll(async () => browser?.close());

const widget = (page: Page, name: string, index = 0) => page.locator(`[data-widget="${name}"]`).nth(index);
const seconds = (page: Page, index: number) =>
  widget(page, 'content-countdown', index).locator('[data-slot="seconds"] .sw-countdown__value');

describe('countdowns (spec 001 §3, §4)', () => {
  it('ticks each second to the tasting, then hides the timer and shows the sanitised message', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install({ time: new Date(BEFORE_TASTING.getTime() - 60_000) });
    await page.goto('/events');
    const tasting = await startWidget(widget(page, 'content-countdown', 0));
    const timer = page.getByRole('timer', { name: 'Time until the Friday tasting' });
    // Stopped at ten seconds before: the timer shows 00 days … 10 seconds, and turns each second.
    await page.clock.pauseAt(BEFORE_TASTING);
    await expect.poll(() => seconds(page, 0).textContent()).toBe('10');
    expect(await tasting.locator('[data-slot="days"] .sw-countdown__value').textContent()).toBe('00');
    await page.clock.runFor(3000);
    expect(await seconds(page, 0).textContent()).toBe('07');
    expect(await tasting.getByText('The tasting has started!').isVisible()).toBe(false);
    await page.clock.runFor(7000);
    await timer.waitFor({ state: 'hidden' });
    const message = tasting.getByRole('status');
    await expect.poll(() => message.textContent()).toContain('The tasting has started!');
    expect(errors).toEqual([]);
  });

  it('keeps an evergreen end across views, runs its template at zero, and restarts after show-again', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install({ time: new Date('2026-11-25T10:00:00Z') });
    await page.goto('/events');
    const offer = await startWidget(widget(page, 'content-countdown', 1));
    await expect
      .poll(() => offer.locator('[data-slot="minutes"] .sw-countdown__value').textContent())
      .toBe('14');
    await page.clock.runFor(5 * 60_000);
    await page.reload();
    const again = await startWidget(widget(page, 'content-countdown', 1));
    // Stored end: about 10 minutes left, not a fresh 15.
    await expect
      .poll(() => again.locator('[data-slot="minutes"] .sw-countdown__value').textContent())
      .toBe('09');
    await page.clock.runFor(10 * 60_000);
    await expect.poll(() => again.textContent()).toContain('HARBOUR10');
    await expect.poll(() => again.getByRole('status').textContent()).toContain('early-bird offer has ended');
    // A day later (show-again 86,400 s) the offer starts again.
    await page.clock.setSystemTime(new Date('2026-11-26T10:30:00Z'));
    await page.reload();
    const restarted = await startWidget(widget(page, 'content-countdown', 1));
    await expect
      .poll(() => restarted.locator('[data-slot="minutes"] .sw-countdown__value').textContent())
      .toBe('14');
    expect(await restarted.textContent()).not.toContain('HARBOUR10');
    expect(errors).toEqual([]);
  });

  it('runs no action in the editor (active-editor body class)', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install({ time: BEFORE_TASTING });
    await page.goto('/events');
    await page.evaluate(() => document.body.classList.add('elementor-editor-active'));
    const tasting = await startWidget(widget(page, 'content-countdown', 0));
    await page.clock.runFor(12_000);
    await expect.poll(() => tasting.locator('.sw-countdown').getAttribute('data-state')).toBe('ended');
    expect(await page.getByRole('timer', { name: 'Time until the Friday tasting' }).isVisible()).toBe(true);
    expect(await tasting.getByText('The tasting has started!').isVisible()).toBe(false);
  });
});

describe('the rest of /events', () => {
  it('counts from when the numbers are scrolled into view, with thousands separated and the percent rounded', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install({ time: new Date('2026-11-25T10:00:00Z') });
    // Stopped, so the count moves only as the test runs the clock: on a busy machine the real seconds
    // between the widget's start and the first look had let it finish already.
    await page.clock.pauseAt(new Date('2026-11-25T10:05:00Z'));
    await recordLayoutShifts(page);
    await page.goto('/events');
    const cups = page.locator('[data-widget="content-progress"]').first();
    await startWidget(cups);
    await page.clock.runFor(800);
    const running = await cups.locator('[aria-hidden="true"]').textContent();
    expect(running).not.toBe('48,250');
    await page.clock.runFor(2500);
    await expect.poll(() => cups.locator('[aria-hidden="true"]').textContent()).toBe('48,250');
    const seats = page.getByRole('progressbar', { name: 'Seats booked for Friday' });
    expect(await seats.getAttribute('aria-valuenow')).toBe('72');
    await expect.poll(() => page.getByText('72%').isVisible()).toBe(true);
    expect(await shiftTotal(page, { afterInput: true })).toBe(0);
    expect(errors).toEqual([]);
  });

  it('types the next word 1300 ms after selecting the last (500 ms), and stops on pause', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install({ time: new Date('2026-11-25T10:00:00Z') });
    await page.goto('/events');
    const text = await startWidget(widget(page, 'content-animated-text'));
    const word = text.locator('.sw-animated-text__word');
    const phase = () => word.getAttribute('data-phase');
    // Stop the clock a second ahead (the page's clock runs on meanwhile: a point nearer could already be
    // past on a loaded machine), then step 100 ms at a time until the word is selected: from then on the
    // selection began 0–100 ms ago. A whole cycle of the words is under 12 s.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    for (let step = 0; step < 120 && (await phase()) !== 'selected'; step += 1) await page.clock.runFor(100);
    expect(await phase()).toBe('selected');
    await page.clock.runFor(399);
    expect(await phase()).toBe('selected');
    await page.clock.runFor(101);
    expect(await phase()).toBe('cleared');
    await page.clock.runFor(699);
    expect(await phase()).toBe('cleared');
    await page.clock.runFor(101);
    expect(await phase()).toBe('typing');
    expect(await word.textContent()).toBe('h');
    await text.getByRole('button', { name: 'Pause the changing words' }).click();
    const shown = await word.textContent();
    expect(shown).toBe('house blends');
    await page.clock.runFor(20_000);
    expect(await word.textContent()).toBe(shown);
  });

  it('lets the visitor pause the ticker and move through it with the keyboard', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/events');
    const ticker = await startWidget(widget(page, 'content-ticker'));
    await ticker.getByRole('button', { name: 'Pause headlines' }).click();
    await ticker.getByRole('button', { name: 'Play headlines' }).waitFor();
    await ticker.getByRole('button', { name: 'Next headline' }).focus();
    await page.keyboard.press('Enter');
    await ticker.getByRole('link', { name: 'New on the board: crab sandwiches on Saturdays' }).waitFor();
    await page.keyboard.press('Enter');
    await ticker.getByRole('link', { name: 'The terrace reopens with blankets on every chair' }).waitFor();
  });

  it('plays a film from the playlist, its icon following the player, and shows the Lottie cup', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/events');
    const playlist = widget(page, 'content-video-playlist');
    await playlist.scrollIntoViewIfNeeded();
    // Plain HTML until reached: the first click starts its code and is performed once it is live.
    expect(await playlist.getAttribute('data-widget-state')).not.toBe('mounted');
    await playlist.getByRole('button', { name: 'Play: Morning on the quay' }).click();
    const pause = playlist.getByRole('button', { name: 'Pause: Morning on the quay' });
    await pause.waitFor();
    // The player's own control pauses it: the list follows.
    await playlist.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
    await playlist.getByRole('button', { name: 'Play: Morning on the quay' }).waitFor();
    await playlist.getByRole('button', { name: 'Play: Morning on the quay' }).click();
    await pause.waitFor();
    await pause.click();
    await playlist.getByRole('button', { name: 'Play: Morning on the quay' }).waitFor();

    const lottie = await startWidget(widget(page, 'content-lottie'));
    const cup = lottie.getByRole('img', { name: 'A cup of coffee with steam rising from it.' });
    await cup.locator('svg').waitFor();
    await lottie.getByRole('button', { name: 'Pause the animation' }).click();
    expect(
      await lottie.getByRole('button', { name: 'Pause the animation' }).getAttribute('aria-pressed'),
    ).toBe('true');

    // The scroll-linked one shows another moment of the animation as the page scrolls (4000 ms × passage).
    const scrolled = await startWidget(widget(page, 'content-lottie', 1));
    const drawing = scrolled.locator('svg');
    await drawing.waitFor();
    const frameAt = async (offset: number) => {
      await scrolled.evaluate((element, by) => {
        const top = element.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight + by, behavior: 'instant' });
      }, offset);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      return drawing.innerHTML();
    };
    const early = await frameAt(100);
    const later = await frameAt(500);
    expect(later).not.toBe(early);
    expect(await frameAt(100)).toBe(early);

    // The reading bar is full at the end of the page.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await expect
      .poll(() => widget(page, 'content-reading-progress').getAttribute('data-progress'))
      .toBe('100');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('places a playlist on a plain page by its id: the titles come from our server', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.route('**/playlist-test.html', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Films</title>
          <script type="application/json" id="site-widgets-vars">{"ajaxurl":"/wp-admin/admin-ajax.php","pageId":9}</script>
          <link rel="stylesheet" href="/assets/widgets.css"><script type="module" src="/assets/loader.js"></script>
          </head><body><main><h1>Films</h1>
          <div data-widget="content-video-playlist" data-playlist-id="cafe-films"><a href="/events">Our films</a></div>
          </main></body></html>`,
      }),
    );
    await page.goto('/playlist-test.html');
    const playlist = page.locator('[data-widget="content-video-playlist"]');
    await playlist.getByRole('heading', { name: 'Now showing' }).waitFor();
    await playlist.getByRole('button', { name: 'Play: Scones from the oven' }).click();
    await playlist.getByRole('button', { name: 'Pause: Scones from the oven' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('moves nothing under reduced motion: numbers at their end, words and ticker still', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-11-25T10:00:00Z') });
    await page.goto('/events');
    const cups = await startWidget(page.locator('[data-widget="content-progress"]').first());
    const text = await startWidget(widget(page, 'content-animated-text'));
    const ticker = await startWidget(widget(page, 'content-ticker'));
    const first = 'Friday tasting: a washed Ethiopian from Solent Roasting Co.';
    await page.clock.runFor(30_000);
    expect(await cups.locator('[aria-hidden="true"]').textContent()).toBe('48,250');
    expect(await text.locator('.sw-animated-text__word').textContent()).toBe('single origins');
    expect(await ticker.getByRole('link', { name: first }).isVisible()).toBe(true);
    await ticker.getByRole('button', { name: 'Play headlines' }).waitFor();
  });
});
