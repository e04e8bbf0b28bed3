import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE, startWidget } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const GRID = '#masonry [data-widget="review-list"]';

interface Box {
  id: string;
  left: number;
  top: number;
  bottom: number;
}

/** Every card's box, relative to the grid's top-left corner. */
async function cardBoxes(grid: Locator): Promise<Box[]> {
  return grid.evaluate((root) => {
    const origin = root.querySelector('[data-slot="rows"]')?.getBoundingClientRect();
    if (!origin) throw new Error('no grid');
    return [...root.querySelectorAll('article[data-review-id]')].map((card) => {
      const box = card.getBoundingClientRect();
      return {
        id: card.getAttribute('data-review-id') ?? '',
        left: Math.round(box.left - origin.left),
        top: Math.round(box.top - origin.top),
        bottom: Math.round(box.bottom - origin.top),
      };
    });
  });
}

describe('the masonry grid', () => {
  it.each([
    ['phone', PHONE],
    ['tablet', { width: 700, height: 900 }],
    ['desktop', DESKTOP],
  ])('keeps every card where the server put it when it hydrates (%s)', async (_name, viewport) => {
    const { page } = await openPage(browser, { viewport });
    await page.goto('/reviews');
    const grid = page.locator(GRID);
    await page.evaluate(() => document.fonts.ready);
    const before = await cardBoxes(grid);
    expect(before).toHaveLength(9);
    expect(await grid.getAttribute('data-widget-state')).not.toBe('mounted');
    // A list with a load-more button waits for the visitor (issue 10 islands): the pointer starts it.
    await startWidget(grid);
    await grid.getByRole('button', { name: 'Load more reviews' }).waitFor();
    // The script now holds the columns (the grid no longer reflows as one flow of CSS columns).
    await page.locator('#masonry .sw-masonry__column').first().waitFor();
    expect(await cardBoxes(grid)).toEqual(before);
    await page.context().close();
  });

  it('leaves the cards on screen in place on load more and puts each new card into the shortest column', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/reviews');
    const grid = page.locator(GRID);
    // A list with a load-more button waits for the visitor (issue 10 islands): the pointer starts it.
    await startWidget(grid);
    const before = await cardBoxes(grid);
    const lefts = [...new Set(before.map((box) => box.left))].sort((a, b) => a - b);
    expect(lefts).toHaveLength(3);
    const bottomOf = (boxes: Box[], left: number) =>
      Math.max(0, ...boxes.filter((box) => box.left === left).map((box) => box.bottom));
    const shortest = lefts.reduce((best, left) =>
      bottomOf(before, left) < bottomOf(before, best) ? left : best,
    );

    await grid.getByRole('button', { name: 'Load more reviews' }).click();
    await expect.poll(() => grid.locator('article[data-review-id]').count()).toBe(18);
    const after = await cardBoxes(grid);
    // The first nine have not moved.
    expect(after.filter((box) => before.some((old) => old.id === box.id))).toEqual(before);
    const added = after.filter((box) => !before.some((old) => old.id === box.id));
    expect(added).toHaveLength(9);
    // The first new card opens the column that was shortest; every new card sits below the old ones.
    const first = added.reduce((top, box) => (box.top < top.top ? box : top));
    expect(first.left).toBe(shortest);
    for (const box of added) expect(box.top).toBeGreaterThanOrEqual(bottomOf(before, box.left));
    await page.context().close();
  });

  it('moves focus to the first card of the last page, in its column', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/reviews');
    const grid = page.locator(GRID);
    // A list with a load-more button waits for the visitor (issue 10 islands): the pointer starts it.
    await startWidget(grid);
    const button = grid.getByRole('button', { name: 'Load more reviews' });
    for (let pages = 0; pages < 20 && (await button.count()) > 0; pages++) {
      const shown = await grid.locator('article[data-review-id]').count();
      await button.click();
      await expect.poll(() => grid.locator('article[data-review-id]').count()).toBeGreaterThan(shown);
    }
    expect(await button.count()).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active?.matches('article[data-review-id]') && active.closest('.sw-masonry__column') !== null;
        }),
      )
      .toBe(true);
    await page.context().close();
  });
});
