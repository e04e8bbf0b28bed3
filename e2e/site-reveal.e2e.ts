import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const FIRST_PERSON = '.person[data-widget="site-reveal"] >> nth=0';

/** Scrolls so that an element sits `below` px under the bottom edge of the viewport. */
async function placeBelowViewport(page: Page, selector: string, below: number) {
  await page.locator(selector).evaluate((element, gap) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - window.innerHeight + -gap, behavior: 'instant' });
  }, below);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the scroll-in animation (%s)', (_name, viewport) => {
  it('runs once when an element first enters the viewport', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await page.goto('/about');
    const person = page.locator(FIRST_PERSON);
    // Near the viewport (the loader's 200 px margin) but not in it: set to wait, invisible.
    await placeBelowViewport(page, FIRST_PERSON, 100);
    await expect.poll(() => person.getAttribute('data-reveal')).toBe('waiting');
    expect(await person.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await person.scrollIntoViewIfNeeded();
    await expect.poll(() => person.getAttribute('data-reveal')).toBe('shown');
    await expect.poll(() => person.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    // Out of view and back: it stays shown (no longer observed).
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(100);
    await person.scrollIntoViewIfNeeded();
    expect(await person.getAttribute('data-reveal')).toBe('shown');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('never hides what is on screen when the page opens', async () => {
    // A tall window, so that several of the page's scroll-in elements are on screen from the start.
    const { page } = await openPage(browser, { viewport: { width: viewport.width, height: 1600 } });
    await page.goto('/about');
    const onScreen = page.locator('.timeline__item');
    await page.locator('.timeline__item[data-widget-state="mounted"]').first().waitFor();
    await expect.poll(() => page.locator('.timeline__item[data-widget-state="mounted"]').count()).toBe(4);
    for (const item of await onScreen.all()) {
      expect(await item.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(
        true,
      );
      expect(await item.getAttribute('data-reveal')).toBeNull();
      expect(await item.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    }
    await page.context().close();
  });

  it('does not animate under reduced motion', async () => {
    const { page } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto('/about');
    await placeBelowViewport(page, FIRST_PERSON, 100);
    await page.locator(`.person[data-widget-state="mounted"] >> nth=0`).waitFor();
    expect(await page.locator(FIRST_PERSON).getAttribute('data-reveal')).toBeNull();
    await page.context().close();
  });
});

describe('the scroll-in animation without JavaScript', () => {
  it('leaves every element visible', async () => {
    const { page } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await page.goto('/about');
    const opacities = await page
      .locator('[data-widget="site-reveal"]')
      .evaluateAll((all) => all.map((element) => getComputedStyle(element).opacity));
    expect(opacities.length).toBeGreaterThan(5);
    expect(new Set(opacities)).toEqual(new Set(['1']));
    await page.context().close();
  });
});
