import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchChromium, mountedWidget, openPage, PHONE } from './support/browser.ts';

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
  // Five 18 px stars, 2 px apart, in one image.
  const stars = await box(card.locator('.sw-stars > svg'));
  expect(Math.round(stars.width)).toBe(98);
  expect(Math.round(stars.height)).toBe(18);
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

/** A control keeps its own look: no host capitals or tracking, and not stretched across its container. */
async function expectOwnButton(button: Locator, container: Locator) {
  expect(await button.evaluate((b) => getComputedStyle(b).textTransform)).toBe('none');
  expect(await button.evaluate((b) => getComputedStyle(b).letterSpacing)).toBe('normal');
  // Its own width (the host's root font is 22 px, so on a phone it may come close), never stretched.
  expect((await box(button)).width).toBeLessThan((await box(container)).width - 1);
}

/** A grid card's picture fills its media box exactly (no host padding, border or margin around it). */
async function expectCardPictureIntact(card: Locator) {
  const media = await box(card.locator('.sw-grid-card__media'));
  const image = await box(card.locator('.sw-grid-card__media img'));
  expect(Math.round(image.width)).toBe(Math.round(media.width));
  expect(Math.round(image.x)).toBe(Math.round(media.x));
  expect(
    await card.locator('.sw-grid-card__media img').evaluate((i) => getComputedStyle(i).borderTopWidth),
  ).toBe('0px');
}

describe('the issue 11–14 widgets on the hostile page', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`post, media and product grids keep their cards, filters and load-more at ${viewport.width} px`, async () => {
      const { page, errors } = await openPage(browser, { viewport });
      await openHostilePage(page);
      for (const name of ['post-grid', 'media-grid', 'product-grid']) {
        const widget = await mountedWidget(page, `[data-widget="${name}"]`);
        const card = widget.locator('.sw-grid-card').first();
        await card.waitFor();
        await expectCardPictureIntact(card);
        // The card's own text is not the host's justified, spaced paragraph.
        const text = card.locator('.sw-grid-card__body > *, .sw-grid-card__caption').last();
        expect(await text.evaluate((p) => getComputedStyle(p).textAlign)).not.toBe('justify');
        expect(await text.evaluate((p) => getComputedStyle(p).letterSpacing)).toBe('normal');
        await expectOwnButton(widget.getByRole('button', { name: /^Load more/ }), widget);
      }
      // The post grid's filters are a row of pills, not a stack of full-width red blocks.
      const posts = page.locator('[data-widget="post-grid"]');
      const all = posts.getByRole('button', { name: /^All/ });
      await expectOwnButton(all, posts);
      const baking = posts.getByRole('button', { name: /^Baking/ });
      expect(Math.round((await box(baking)).y)).toBe(Math.round((await box(all)).y));
      // Its titles are headings of the card's size, not the host's 2.6rem italic capitals.
      const title = posts.locator('.sw-grid-card__title').first();
      expect(await title.evaluate((h) => getComputedStyle(h).fontStyle)).toBe('normal');
      expect(await title.evaluate((h) => getComputedStyle(h).textTransform)).toBe('none');
      expect(Number.parseFloat(await title.evaluate((h) => getComputedStyle(h).fontSize))).toBeLessThan(40);
      // A filter still works: the grid reloads with the chosen term pressed.
      await baking.click();
      await expect.poll(() => baking.getAttribute('aria-pressed')).toBe('true');
      await posts.locator('.sw-grid-card').first().waitFor();
      await expectCardPictureIntact(posts.locator('.sw-grid-card').first());
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`the live search keeps its field, button and 48 px thumbnails at ${viewport.width} px`, async () => {
      const { page, errors } = await openPage(browser, { viewport });
      await openHostilePage(page);
      const widget = await mountedWidget(page, '[data-widget="live-search"]');
      const field = widget.getByRole('combobox', { name: 'Search the site' });
      const button = widget.getByRole('button', { name: 'Search' });
      await expectOwnButton(button, widget);
      // Field and button on one line, the field the wider.
      const fieldBox = await box(field);
      const buttonBox = await box(button);
      expect(fieldBox.width).toBeGreaterThan(buttonBox.width);
      expect(buttonBox.y).toBeLessThan(fieldBox.y + fieldBox.height);
      expect(await field.evaluate((i) => getComputedStyle(i).borderTopStyle)).not.toBe('double');
      await field.fill('espresso');
      const result = widget.getByRole('option').first();
      await result.waitFor();
      const thumbnail = result.locator('.sw-search-result__image');
      const picture = await box(thumbnail);
      expect(Math.round(picture.width)).toBe(48);
      expect(Math.round(picture.height)).toBe(48);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('the embedded forms keep their fields and buttons: upload, priced and password fields included', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await openHostilePage(page);
    const widget = await mountedWidget(page, '[data-widget="form"]');
    const form = widget.locator('[data-slot="form-wrapper"]');
    // Every input, on every page (hidden ones too: computed styles still apply), has the form's own
    // border and size, not the host's 4 px double border, 1.4rem type and margins.
    const styles = await widget
      .locator('input:not([type="hidden"]), textarea, select')
      .evaluateAll((inputs) =>
        inputs.map((input) => {
          const style = getComputedStyle(input);
          return { border: style.borderTopStyle, margin: style.marginTop, name: input.getAttribute('name') };
        }),
      );
    expect(styles.length).toBeGreaterThan(5);
    for (const style of styles) expect(style, String(style.name)).toMatchObject({ margin: '0px' });
    expect(styles.filter((style) => style.border === 'double')).toEqual([]);
    // The priced page's total and calculation are in the form (page 2), with its own type.
    const total = widget.locator('[data-slot="total"]');
    expect(await total.count()).toBe(1);
    expect(await total.evaluate((t) => getComputedStyle(t).textTransform)).toBe('none');
    // The upload field (page 1) is inside the form's width, its hint not justified.
    const upload = widget.locator('[data-slot="upload-field"]');
    expect((await box(upload)).width).toBeLessThanOrEqual((await box(form)).width + 1);
    const hint = upload.locator('input[type="file"]');
    expect((await box(hint)).width).toBeLessThanOrEqual((await box(form)).width + 1);
    await expectOwnButton(widget.getByRole('button', { name: 'Next' }), form);
    // The events form's password and confirmation (its page 2) and strength meter keep the form's look.
    const events = await mountedWidget(page, '#hostile-form-password [data-widget="form"]');
    const passwords = await events
      .locator('input[type="password"]')
      .evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).borderTopStyle));
    expect(passwords.length).toBe(2);
    expect(passwords.filter((style) => style === 'double')).toEqual([]);
    const meter = events.locator('[data-slot="password-strength"]');
    expect(await meter.evaluate((m) => getComputedStyle(m).textTransform)).toBe('none');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the loop filter keeps its boxes in a row and still refreshes its server-rendered grid', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await openHostilePage(page);
    const filter = await mountedWidget(page, '[data-widget="loop-filter"]');
    const first = filter.locator('.sw-loop-filter__term').first();
    // Both read in one layout: two boundingBox calls are two moments, and the page may scroll or settle
    // between them (a full run once read 213 then 214 px).
    const tops = await filter.evaluate((root) =>
      [...root.querySelectorAll('.sw-loop-filter__term')]
        .slice(0, 2)
        .map((term) => term.getBoundingClientRect().top),
    );
    expect(tops.length).toBe(2);
    expect(Math.abs((tops[1] ?? 0) - (tops[0] ?? 0))).toBeLessThan(1);
    const checkbox = await box(first.locator('input'));
    expect(checkbox.width).toBeLessThan(40);
    await expectOwnButton(filter.getByRole('button', { name: 'Apply filters' }), filter);
    const grid = page.locator('[data-loop-grid]');
    const count = grid.locator('[data-slot="count"]');
    const before = await count.textContent();
    await first.locator('input').check();
    await expect.poll(() => count.textContent()).not.toBe(before);
    await expect.poll(() => grid.getAttribute('data-state')).toBe('idle');
    await expectCardPictureIntact(grid.locator('.sw-grid-card').first());
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`popup and off-canvas close buttons stay small square buttons at ${viewport.width} px`, async () => {
      const { page, errors } = await openPage(browser, { viewport });
      await openHostilePage(page);
      const opener = page.locator('#hostile-popup-open');
      await opener.scrollIntoViewIfNeeded();
      await opener.click();
      const popup = page.getByRole('dialog', { name: 'Our newsletter' });
      await popup.waitFor();
      // The entrance is over once its animation class is gone.
      await expect.poll(() => popup.getAttribute('data-animation')).toBeNull();
      const popupBox = await box(popup);
      const close = await box(popup.getByRole('button', { name: 'Close' }));
      // 2.75rem square (the host's root font is 22 px), in the box's top right corner.
      expect(Math.round(close.width)).toBe(Math.round(close.height));
      expect(close.width).toBeLessThan(70);
      expect(close.x + close.width).toBeGreaterThan(popupBox.x + popupBox.width - 20);
      expect(close.y).toBeLessThan(popupBox.y + 20);
      await popup.getByRole('button', { name: 'Close' }).click();
      await popup.waitFor({ state: 'hidden' });

      const offCanvas = await mountedWidget(page, '[data-widget="off-canvas"]');
      await offCanvas.getByRole('button', { name: 'Opening times' }).click();
      const panel = page.getByRole('dialog', { name: 'Opening times' });
      await expect.poll(() => panel.getAttribute('data-state')).toBe('open');
      const panelBox = await box(panel);
      expect(panelBox.width).toBeLessThan(viewport.width);
      const closePanel = panel.getByRole('button', { name: 'Close opening times' });
      const closeBox = await box(closePanel);
      expect(Math.round(closeBox.width)).toBe(Math.round(closeBox.height));
      expect(closeBox.width).toBeLessThan(70);
      await closePanel.click();
      // Closed, the dialog leaves the accessibility tree: its state is read by its id.
      await expect.poll(() => page.locator('#hostile-menu').getAttribute('data-state')).toBe('closed');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('every widget mounts, sticky and motion sections included, without errors, and the page is axe clean', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await openHostilePage(page);
    for (const name of ['post-grid', 'media-grid', 'product-grid', 'live-search', 'form', 'loop-filter']) {
      await mountedWidget(page, `[data-widget="${name}"]`);
    }
    for (const name of ['builder-sticky', 'builder-motion', 'off-canvas', 'popup']) {
      const widget = page.locator(`[data-widget="${name}"]`).first();
      // The popup is hidden until it opens; the others are scrolled to.
      if (name !== 'popup') await widget.scrollIntoViewIfNeeded();
      await widget.and(page.locator('[data-widget-state="mounted"]')).waitFor({ state: 'attached' });
    }
    // The sticky section is no wider than its parent, the moving paragraph keeps its width.
    const sticky = await box(page.locator('.hostile-sticky'));
    expect(sticky.width).toBeLessThanOrEqual((await box(page.locator('#hostile-builder'))).width + 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
