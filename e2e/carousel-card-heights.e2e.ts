import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, mountedWidget, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('review carousel cards (issue 9 item 11)', () => {
  it('are each as tall as their own review: no large empty area under a one-line review', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/reviews');
    const carousel = await mountedWidget(page, '[data-widget="review-carousel"]');
    const cards = carousel.locator('.sw-carousel__slide .sw-review-card');
    await cards.first().waitFor();
    // Every card's empty space below its last line of content, in px.
    const gaps = await cards.evaluateAll((elements) =>
      elements.map((card) => {
        const bottom = card.getBoundingClientRect().bottom;
        const padding = Number.parseFloat(getComputedStyle(card).paddingBottom);
        const last = Math.max(...[...card.children].map((child) => child.getBoundingClientRect().bottom));
        return Math.round(bottom - padding - last);
      }),
    );
    expect(gaps.length).toBeGreaterThan(3);
    for (const gap of gaps) expect(gap).toBeLessThan(24);
    await page.context().close();
  });
});
