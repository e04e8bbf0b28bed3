import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, mountedWidget, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** How far (px) slide `number` (1-based) still has to go to where slide 1 stood at rest. */
async function slideOffset(slider: Locator, number: number): Promise<number> {
  return slider.evaluate((root, n) => {
    const slides = root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
    const track = root.querySelector('[data-slot="slides"]');
    const slide = slides[n - 1];
    const first = slides[0];
    if (!slide || !first || !track) throw new Error(`no slide ${n}`);
    // The engine moves the track by a transform; the slide's place in the track does not change.
    const translated = new DOMMatrix(getComputedStyle(track).transform).m41;
    return slide.offsetLeft - first.offsetLeft + translated;
  }, number);
}

/** The slider's feed has applied its last answer (a page that arrived is in its state). */
async function feedReady(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('.sw-review-slider')?.getAttribute('data-feed') !== 'loading',
  );
}

async function slideCount(slider: Locator): Promise<number> {
  return slider.locator('[aria-roledescription="slide"]').count();
}

/** A page load with the clock stopped: every animation frame runs only when the test runs the clock. */
async function openSlider(page: Page) {
  await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
  await page.goto('/reviews');
  const slider = await mountedWidget(page, '[data-widget="review-slider"]');
  // Pages 2 and 3 are fetched on hydration (the first slide is the second-to-last until there are 3).
  await expect.poll(() => slideCount(slider)).toBe(3);
  await page.waitForFunction(
    () => document.querySelector('.sw-review-slider')?.getAttribute('data-feed') === 'ready',
  );
  await page.mouse.move(0, 0);
  return slider;
}

describe('the own slider while pages are still loading', () => {
  it('slides over its 750 ms when the next page arrives during the move', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const slider = await openSlider(page);
    const distance = await slideOffset(slider, 2);
    expect(distance).toBeGreaterThan(100);

    // Slide 2 is the second-to-last: moving to it fetches page 4, which arrives while the clock stands
    // at the very start of the move.
    const answered = page.waitForResponse('**/wp-admin/admin-ajax.php');
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await answered;
    await feedReady(page);

    await page.clock.runFor(100);
    const early = await slideOffset(slider, 2);
    // Still on its way, 100 ms into a 750 ms move: neither at the start nor already there.
    expect(early).toBeLessThan(distance * 0.95);
    expect(early).toBeGreaterThan(distance * 0.2);
    await page.clock.runFor(200);
    const later = await slideOffset(slider, 2);
    expect(later).toBeLessThan(early);
    expect(later).toBeGreaterThan(distance * 0.02);

    // Once the move is over the new page is there, and the slider stays on slide 2.
    await page.clock.runFor(2000);
    await expect.poll(() => slideCount(slider)).toBe(4);
    expect(Math.abs(await slideOffset(slider, 2))).toBeLessThan(1);
    expect(await slider.locator('[aria-roledescription="carousel"]').getAttribute('data-current-slide')).toBe(
      '2',
    );
    await page.context().close();
  });

  it('slides every autoplay move while pages load, none of them cut short', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const slider = await openSlider(page);
    const root = slider.locator('[aria-roledescription="carousel"]');
    for (let move = 2; move <= 6; move++) {
      const distance = await slideOffset(slider, move);
      // Run the clock in steps until autoplay starts the move (3 s after the last one settled).
      for (
        let step = 0;
        step < 40 && (await root.getAttribute('data-current-slide')) !== String(move);
        step++
      )
        await page.clock.runFor(100);
      expect(await root.getAttribute('data-current-slide')).toBe(String(move));
      // Give a page fetched by this move time to arrive before the animation goes on.
      await page.waitForTimeout(300);
      await feedReady(page);
      await page.clock.runFor(100);
      expect(await slideOffset(slider, move)).toBeGreaterThan(distance * 0.05);
      await page.clock.runFor(1000);
      expect(await slideCount(slider)).toBeGreaterThan(move);
    }
    await page.context().close();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the own slider’s height as it starts (%s)', (_name, viewport) => {
  it('keeps the height the server gave its first slide once the other pages are in its row', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    // Autoplay never moves: only the mount and the pages it fetches can change the height.
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/reviews');
    const viewportHeight = () =>
      page
        .locator('[data-widget="review-slider"] .sw-carousel__viewport')
        .evaluate((element) => Math.round(element.getBoundingClientRect().height));
    await page.locator('#slider').scrollIntoViewIfNeeded();
    const served = await viewportHeight();
    const slider = await mountedWidget(page, '[data-widget="review-slider"]');
    await expect.poll(() => slideCount(slider)).toBeGreaterThanOrEqual(3);
    await feedReady(page);
    // A later slide is taller than the first: left to the row, the viewport would take its height.
    const tallest = await slider.evaluate((root) =>
      Math.max(
        ...[...root.querySelectorAll<HTMLElement>('[data-slot="slide"]')].map((slide) => slide.offsetHeight),
      ),
    );
    expect(tallest).toBeGreaterThan(served);
    expect(await viewportHeight()).toBe(served);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
