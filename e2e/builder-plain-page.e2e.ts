import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, holdChunks, launchChromium, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const PAGE = '/builder-demo.html';
const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
const scrollTo = async (page: Page, top: number) => {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await frames(page);
};
const documentTop = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

describe('a sticky section that leaves its parent (fixed, with a spacer)', () => {
  it('sticks at its offset, keeps its place with a spacer, and stays stuck past its parent', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(PAGE);
    const notice = page.locator('.builder-demo__notice');
    await expect.poll(() => notice.getAttribute('data-sticky')).toBe('unstuck');
    const spacer = page.locator('[data-sticky-spacer]').first();
    expect(await spacer.isVisible()).toBe(false);
    const after = await documentTop(page, '.builder-demo__after');
    const height = await notice.evaluate((element) => element.getBoundingClientRect().height);
    const noticeTop = await documentTop(page, '.builder-demo__notice');

    await scrollTo(page, Math.round(noticeTop));
    expect(await notice.getAttribute('data-sticky')).toBe('stuck');
    expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await notice.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(10);
    expect(await spacer.evaluate((element) => element.getBoundingClientRect().height)).toBe(height);
    expect(await documentTop(page, '.builder-demo__after')).toBe(after);
    expect(await notice.getAttribute('data-sticky-effects')).toBeNull();

    // Far past its parent: still stuck (it leaves the parent), with the effects state past 400 px.
    await scrollTo(page, 1200);
    expect(await notice.getAttribute('data-sticky')).toBe('stuck');
    expect(await notice.getAttribute('data-sticky-effects')).toBe('');
    expect(await notice.evaluate((element) => element.classList.contains('elementor-sticky--effects'))).toBe(
      true,
    );

    await scrollTo(page, 0);
    expect(await notice.getAttribute('data-sticky')).toBe('unstuck');
    expect(await spacer.isVisible()).toBe(false);
    expect(await documentTop(page, '.builder-demo__after')).toBe(after);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is measured again after a resize pause: its width follows the new layout', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(PAGE);
    const notice = page.locator('.builder-demo__notice');
    await expect.poll(() => notice.getAttribute('data-sticky')).toBe('unstuck');
    await scrollTo(page, 600);
    const wide = await notice.evaluate((element) => element.getBoundingClientRect().width);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect
      .poll(() => notice.evaluate((element) => element.getBoundingClientRect().width), { timeout: 3000 })
      .toBeLessThan(wide);
    const paragraphWidth = await page
      .locator('.builder-demo__after')
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(await notice.evaluate((element) => element.getBoundingClientRect().width)).toBe(paragraphWidth);
    await page.context().close();
  });
});

describe('a bottom sticky bar', () => {
  it('sits at the bottom of the viewport until the page reaches its place', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(PAGE);
    const bar = page.locator('.builder-demo__bar');
    await expect.poll(() => bar.getAttribute('data-sticky')).toBe('stuck');
    expect(await bar.evaluate((element) => Math.round(element.getBoundingClientRect().bottom))).toBe(
      DESKTOP.height,
    );
    await scrollTo(page, 100_000);
    await expect.poll(() => bar.getAttribute('data-sticky')).toBe('unstuck');
    await page.context().close();
  });
});

describe('an off-canvas panel that pushes the page', () => {
  it('opens from the end edge, moves the page aside, and Escape closes it', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(PAGE);
    const trigger = page.getByRole('button', { name: 'Opening times' });
    await page.locator('[data-widget="off-canvas"]').hover();
    await page.locator('[data-widget="off-canvas"][data-widget-state="mounted"]').waitFor();
    await trigger.click();
    const panel = page.locator('#demo-panel');
    await expect.poll(() => panel.getAttribute('data-state')).toBe('open');
    expect(await page.evaluate(() => document.documentElement.dataset.offCanvasPush)).toBe('end');
    expect(await panel.evaluate((element) => Math.round(element.getBoundingClientRect().right))).toBe(
      DESKTOP.width,
    );
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).translate)).not.toBe('none');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.getAttribute('data-state')).toBe('closed');
    expect(await page.evaluate(() => document.documentElement.dataset.offCanvasPush)).toBeUndefined();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Opening times');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('an off-canvas panel opened by a link action (issue 14 item 2)', () => {
  it('opens from the builder link before the panel code has loaded, and again by keyboard after Escape', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    // The panel starts as soon as it is near the screen, so on a busy machine its code could arrive
    // before the click: it is held until the click is made (the loader itself is not).
    const release = await holdChunks(page);
    await page.goto(PAGE);
    const panel = page.locator('#demo-panel');
    const offCanvas = page.locator('[data-widget="off-canvas"]');
    const link = page.getByRole('link', { name: 'see our opening times' });
    await link.click();
    expect(await offCanvas.getAttribute('data-widget-state')).not.toBe('mounted');
    release();
    await expect.poll(() => panel.getAttribute('data-state')).toBe('open');
    expect(page.url()).not.toContain('elementor-action');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.getAttribute('data-state')).toBe('closed');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.getAttribute('data-state')).toBe('open');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the editor preview (issue 14 item 8)', () => {
  it('keeps sticky sections and motion still and shows the off-canvas panel open', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.route(`**${PAGE}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<body>', '<body class="elementor-editor-active">');
      await route.fulfill({ response, body: html });
    });
    await page.goto(PAGE);
    await expect.poll(() => page.locator('.builder-demo__notice').getAttribute('data-sticky')).toBe('off');
    await expect.poll(() => page.locator('.builder-demo__bar').getAttribute('data-sticky')).toBe('off');
    await expect.poll(() => page.locator('.builder-demo__picture').getAttribute('data-motion')).toBe('off');
    // It starts near the viewport, and opens at once for editing.
    await expect.poll(() => page.locator('#demo-panel').getAttribute('data-state')).toBe('open');
    expect(await page.locator('#demo-panel').evaluate((panel) => (panel as HTMLDialogElement).open)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('mouse effects', () => {
  it('follow the pointer (mouse track and tilt)', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(PAGE);
    const picture = page.locator('.builder-demo__picture');
    await expect.poll(() => picture.getAttribute('data-motion')).toBe('running');
    await page.mouse.move(DESKTOP.width - 1, 1);
    await frames(page);
    const transform = await picture.evaluate((element) => element.style.transform);
    expect(transform).toMatch(
      /^translate\(-[\d.]+px, [\d.]+px\) perspective\(1000px\) rotateX\(-?[\d.]+deg\) rotateY\(-[\d.]+deg\)$/,
    );
    await page.context().close();
  });
});
