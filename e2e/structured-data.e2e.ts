import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

interface AggregateMarkup {
  aggregateRating?: { ratingValue?: number; reviewCount?: number; ratingCount?: number };
}

/** Every JSON-LD block of the page, parsed. */
async function jsonLdBlocks(page: Page): Promise<AggregateMarkup[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as AggregateMarkup);
}

describe('aggregate rating markup (JSON-LD)', () => {
  it('is not on the home page, which shows neither the average nor the count', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/');
    expect(await page.getByText(/^\d\.\d$/).count()).toBe(0);
    expect(await jsonLdBlocks(page)).toEqual([]);
    await page.context().close();
  });

  it('is on the reviews page with exactly the average and count its source banner shows', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/reviews');
    const list = page.getByRole('region', { name: 'Search, sort and filter' });
    const average = Number(await list.locator('.sw-source-banner__average').textContent());
    const count = Number((await list.locator('.sw-source-banner__count').textContent())?.match(/\d+/)?.[0]);
    expect(average).toBeGreaterThan(0);
    expect(count).toBeGreaterThan(0);
    const ratings = (await jsonLdBlocks(page)).map((block) => block.aggregateRating);
    expect(ratings).toHaveLength(1);
    expect(ratings[0]?.ratingValue).toBe(average);
    expect(ratings[0]?.reviewCount).toBe(count);
    // Every number in the markup is one a visitor can read beside it.
    expect(ratings[0]?.ratingCount ?? count).toBe(count);
    await page.context().close();
  });
});
