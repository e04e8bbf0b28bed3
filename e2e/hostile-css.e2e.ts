import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, mountedWidget, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
};

/** How many lines a block of text takes: its height over its own line height. */
async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
}

/**
 * A review card looks right: its picture (a photo or initials) keeps its 48 px square, the reviewer's
 * name takes one line beside it (not one letter per line), and the stars keep their size.
 */
async function expectCardIntact(card: Locator) {
  const avatar = card.locator('.sw-avatar');
  const picture = await box(avatar);
  expect(Math.round(picture.width)).toBe(48);
  expect(Math.round(picture.height)).toBe(48);
  const name = card.locator('.sw-review-card__name');
  // A large base font may wrap a long name between its words, never inside them.
  const words = ((await name.textContent()) ?? '').trim().split(/\s+/).length;
  expect(await lineCount(name)).toBeLessThanOrEqual(words);
  const nameBox = await box(name);
  // Beside the picture, on the same line.
  expect(nameBox.x).toBeGreaterThan(picture.x + picture.width - 1);
  expect(nameBox.y).toBeLessThan(picture.y + picture.height);
  const star = await box(card.locator('.sw-star').first());
  expect(Math.round(star.width)).toBe(18);
}

/** Cards with a photo avatar first: they are the ones a host's `img` rules break. */
function photoCards(scope: Locator): Locator {
  return scope.locator('.sw-review-card:has(img.sw-avatar)');
}

/** Waits for a panel's slide-in to end, so measured boxes stay where they are. */
async function settled(panel: Locator) {
  await panel.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

async function openHostilePage(page: Page) {
  await page.goto('/hostile-css.html');
  // The host's rules are really there: a plain paragraph of the page is justified, large and spaced.
  const hostParagraph = page.locator('main > p').first();
  expect(await hostParagraph.evaluate((p) => getComputedStyle(p).textAlign)).toBe('justify');
}

describe('widgets on a page whose own CSS is hostile (issue 9 item 1)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`review list, carousel and slider cards keep their pictures and names at ${viewport.width} px`, async () => {
      const { page } = await openPage(browser, { viewport });
      await openHostilePage(page);
      for (const name of ['review-list', 'review-carousel', 'review-slider']) {
        const widget = await mountedWidget(page, `[data-widget="${name}"]`);
        const cards = photoCards(widget);
        await cards.first().waitFor();
        await expectCardIntact(cards.first());
        // The card's own paragraphs are not justified or spaced by the host's `p` rule.
        const text = widget.locator('.sw-review-card__text p').first();
        expect(await text.evaluate((p) => getComputedStyle(p).textAlign)).not.toBe('justify');
      }
      await page.context().close();
    });

    it(`badge panels (slide-out and pop-up) keep their cards intact at ${viewport.width} px`, async () => {
      const { page } = await openPage(browser, { viewport });
      await openHostilePage(page);
      for (const [id, heading] of [
        ['hostile-badge-slideout', 'Slide-out reviews'],
        ['hostile-badge-popup', 'Pop-up reviews'],
      ] as const) {
        const widget = await mountedWidget(page, `#${id} [data-widget="review-badge"]`);
        const opener = widget.getByRole('button', { name: new RegExp(heading) });
        // The badge is a card, not a full-width red block.
        const badge = await box(opener);
        expect(badge.width).toBeLessThan(viewport.width * 0.9);
        expect(await opener.evaluate((b) => getComputedStyle(b).textTransform)).toBe('none');
        await opener.click();
        const panel = page.getByRole('dialog', { name: heading });
        await panel.waitFor();
        await settled(panel);
        const cards = photoCards(panel);
        await cards.first().waitFor();
        await expectCardIntact(cards.first());
        // The close button stays a round icon button, not a stretched block.
        const close = await box(panel.getByRole('button', { name: 'Close' }));
        expect(Math.round(close.width)).toBe(Math.round(close.height));
        const icon = await box(panel.getByRole('button', { name: 'Close' }).locator('svg'));
        expect(Math.round(icon.width)).toBe(20);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'hidden' });
      }
      await page.context().close();
    });
  }

  it('carousel controls stay round buttons and the form keeps its own type', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await openHostilePage(page);
    const carousel = await mountedWidget(page, '[data-widget="review-carousel"]');
    for (const name of ['Previous', 'Next']) {
      const arrow = await box(carousel.getByRole('button', { name: new RegExp(name) }));
      expect(Math.round(arrow.width)).toBe(Math.round(arrow.height));
      expect(arrow.width).toBeLessThan(80);
    }
    const heading = carousel.getByRole('heading', { name: 'Review carousel' });
    expect(await heading.evaluate((h) => getComputedStyle(h).textTransform)).toBe('none');
    expect(await heading.evaluate((h) => getComputedStyle(h).fontStyle)).toBe('normal');
    const form = await mountedWidget(page, '[data-widget="review-form"]');
    const submit = form.getByRole('button', { name: /Submit|Send/ });
    expect(await submit.evaluate((b) => getComputedStyle(b).textTransform)).toBe('none');
    expect((await box(submit)).width).toBeLessThan((await box(form)).width * 0.9);
    await page.context().close();
  });
});

describe('badge panels on the demo site (issue 9 item 1)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`the slide-out and pop-up on /write-a-review show photos at 48 px and names on one line at ${viewport.width} px`, async () => {
      const { page, errors } = await openPage(browser, { viewport });
      await page.goto('/write-a-review');
      for (const [id, heading] of [
        ['badge-slideout', 'Latest reviews'],
        ['badge-popup', 'What guests say'],
      ] as const) {
        const widget = await mountedWidget(page, `#${id} [data-widget="review-badge"]`);
        await widget.getByRole('button', { name: new RegExp(heading) }).click();
        const panel = page.getByRole('dialog', { name: heading });
        await panel.waitFor();
        await settled(panel);
        await expectCardIntact(photoCards(panel).first());
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'hidden' });
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
