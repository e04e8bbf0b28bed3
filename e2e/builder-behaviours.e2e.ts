import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  clearLayoutShifts,
  DESKTOP,
  launchChromium,
  layoutShifts,
  openPage,
  PHONE,
  recordLayoutShifts,
  shiftTotal,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

describe('the sticky header', () => {
  it('sticks from the first scroll, shrinks past 60 px, and never moves the content (CLS 0)', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await recordLayoutShifts(page);
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect.poll(() => header.getAttribute('data-sticky')).toBe('unstuck');
    // Counted from the settled page: the header's navigation may still widen once while the page
    // loads (with or without the sticky header; site-nav's, not this behaviour's).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await clearLayoutShifts(page);
    const mainTop = () =>
      page.locator('#main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
    const placeBefore = await mainTop();
    for (const top of [1, 30, 59, 61, 200, 900, 2400, 300, 40, 0, 700]) {
      await scrollTo(page, top);
      // The scroll event, then the behaviour's own frame: a loaded machine may take a frame more
      // than two to deliver them, so the state is awaited, then everything else checked at once.
      const expected = top === 0 ? 'unstuck' : 'stuck';
      await expect.poll(() => header.getAttribute('data-sticky')).toBe(expected);
      await expect
        .poll(() => header.evaluate((element) => element.hasAttribute('data-sticky-effects')))
        .toBe(top >= 60);
      expect(
        await header.evaluate((element) => element.classList.contains('elementor-sticky--effects')),
      ).toBe(top >= 60);
      expect(await header.evaluate((element) => element.hasAttribute('data-sticky-effects'))).toBe(top >= 60);
      // In view at the top of the viewport (moved up by part of its padding when shrunk).
      const box = await header.evaluate((element) => element.getBoundingClientRect().toJSON());
      if (top > 0) {
        expect(box.top).toBeLessThanOrEqual(0);
        expect(box.bottom).toBeGreaterThan(40);
      }
      expect(await mainTop()).toBe(placeBefore);
    }
    expect(await shiftTotal(page, { afterInput: true })).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['a phone', PHONE],
    ['a 1000 px tablet (the navigation is a fixed panel in the header there)', { width: 1000, height: 800 }],
  ])('is not sticky on %s', async (_name, viewport) => {
    const { page } = await openPage(browser, { viewport });
    await page.goto('/');
    await expect.poll(() => page.locator('header.site-header').getAttribute('data-sticky')).toBe('off');
    await scrollTo(page, 600);
    await page.waitForTimeout(50);
    expect(
      await page.locator('header.site-header').evaluate((element) => getComputedStyle(element).position),
    ).toBe('static');
    await page.context().close();
  });
});

describe('the off-canvas chapter menu (phone)', () => {
  async function openStory() {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await page.goto('/story');
    await page.locator('[data-widget="off-canvas"][data-widget-state="mounted"]').waitFor();
    return { page, errors };
  }

  it('opens from its trigger with focus inside, and Escape closes it with focus back', async () => {
    const { page, errors } = await openStory();
    const trigger = page.getByRole('button', { name: 'Chapters', exact: true });
    const panel = page.locator('#story-chapters');
    await trigger.click();
    await expect.poll(() => panel.getAttribute('data-state')).toBe('open');
    expect(await page.getByRole('dialog', { name: 'Chapters' }).isVisible()).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('story-chapters');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.getAttribute('data-state')).toBe('closed');
    await expect(panel.isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Chapters');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('closes on a click outside it and on its close button', async () => {
    const { page } = await openStory();
    const trigger = page.getByRole('button', { name: 'Chapters', exact: true });
    const panel = page.locator('#story-chapters');
    await trigger.click();
    await expect.poll(() => panel.getAttribute('data-state')).toBe('open');
    // The right edge of the phone is outside the panel (85 % wide at most).
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await expect.poll(() => panel.getAttribute('data-state')).toBe('closed');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'story-chapters',
    );
    await trigger.click();
    await expect.poll(() => panel.getAttribute('data-state')).toBe('open');
    await page.getByRole('button', { name: 'Close chapters' }).click();
    await expect.poll(() => panel.getAttribute('data-state')).toBe('closed');
    await page.context().close();
  });

  it('a chapter chosen in it closes it and scrolls to that chapter', async () => {
    const { page } = await openStory();
    await page.getByRole('button', { name: 'Chapters', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /Kate takes the kitchen/ })
      .click();
    await expect.poll(() => page.locator('#story-chapters').getAttribute('data-state')).toBe('closed');
    await expect
      .poll(() =>
        page.locator('#kitchen').evaluate((section) => Math.round(section.getBoundingClientRect().top)),
      )
      .toBeLessThan(120);
    expect(new URL(page.url()).hash).toBe('#kitchen');
    await page.context().close();
  });
});

describe('one-page navigation on "Our story" (desktop)', () => {
  it('scrolls to a chapter below the sticky header and the spy marks its link', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/story');
    const nav = page.getByRole('navigation', { name: 'Chapters', exact: true });
    await page
      .locator('.story__aside [data-widget="builder-one-page-nav"][data-widget-state="mounted"]')
      .waitFor();
    // Smooth: the click starts a 300 ms scroll, so the page has not reached the chapter yet.
    const startedAt = await page.evaluate(() => {
      (document.querySelector('.story__aside a[href="#roastery"]') as HTMLAnchorElement).click();
      return window.scrollY;
    });
    expect(startedAt).toBe(0);
    const headerHeight = await page
      .locator('header.site-header')
      .evaluate((element) => element.getBoundingClientRect().height);
    await expect
      .poll(() =>
        page.locator('#roastery').evaluate((section) => Math.round(section.getBoundingClientRect().top)),
      )
      .toBe(Math.round(headerHeight));
    await expect
      .poll(() => nav.getByRole('link', { name: /Our own house blend/ }).getAttribute('aria-current'))
      .toBe('location');
    expect(await nav.locator('[aria-current]').count()).toBe(1);
    // Scrolling on by hand moves the mark (50 px tolerance under the header).
    await page.locator('#today').evaluate((section, height) => {
      window.scrollTo({
        top: section.getBoundingClientRect().top + window.scrollY - height - 40,
        behavior: 'instant',
      });
    }, headerHeight);
    await expect
      .poll(() => nav.getByRole('link', { name: /Forty seats/ }).getAttribute('aria-current'))
      .toBe('location');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('jumps at once under reduced motion', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.goto('/story');
    await page
      .locator('.story__aside [data-widget="builder-one-page-nav"][data-widget-state="mounted"]')
      .waitFor();
    const landedAt = await page.evaluate(() => {
      (document.querySelector('.story__aside a[href="#roastery"]') as HTMLAnchorElement).click();
      return window.scrollY;
    });
    expect(landedAt).toBeGreaterThan(500);
    await page.context().close();
  });

  it('?theme_template_id= scrolls to that template', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/story?theme_template_id=17');
    await expect
      .poll(() =>
        page.locator('[data-template-id="17"]').evaluate((element) => element.getBoundingClientRect().top),
      )
      .toBeLessThan(150);
    await page.goto('/story?theme_template_id=17%22%3E');
    await page
      .locator('[data-widget="builder-one-page-nav"][data-widget-state="mounted"] >> nth=0')
      .waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('is axe clean', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/story');
    await page
      .locator('[data-widget="builder-one-page-nav"][data-widget-state="mounted"] >> nth=0')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('motion effects', () => {
  it('move only what is in the viewport: each of 20 effects as it passes, none a screen away', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/story', { waitUntil: 'load' });
    const effects = page.locator('[data-widget="builder-motion"]');
    expect(await effects.count()).toBeGreaterThanOrEqual(20);
    await expect.poll(() => page.locator('[data-motion="running"]').count()).toBeGreaterThan(0);
    // A first pass down and back up starts every widget of the page (their code loads as they come
    // near, the footer's among them); the pass watched is the visitor's scrolling from then on.
    for (let step = 0; step < 40; step++) await page.mouse.wheel(0, 150);
    await expect.poll(() => page.locator('[data-motion="running"]').count()).toBeGreaterThanOrEqual(20);
    await page.waitForLoadState('networkidle');
    await scrollTo(page, 0);
    await page.waitForTimeout(200);
    // Each time the loop reaches for an effect's style, it is recorded with how far outside the viewport
    // the element was then: off screen the style it writes stays the same, but the work would not.
    // How long the frames took is the bench's to print (npm run bench:page -- /story), not a test's.
    await page.evaluate(() => {
      const writes: Array<{ index: number; outside: number }> = [];
      (window as unknown as { motionWrites: typeof writes }).motionWrites = writes;
      const indexOf = new Map(
        [...document.querySelectorAll<HTMLElement>('[data-widget="builder-motion"]')].map(
          (element, index) => [element, index],
        ),
      );
      const style = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'style');
      if (!style?.get) throw new Error('no style accessor to watch');
      Object.defineProperty(HTMLElement.prototype, 'style', {
        ...style,
        get(this: HTMLElement) {
          const index = indexOf.get(this);
          if (index !== undefined) {
            const rect = this.getBoundingClientRect();
            writes.push({ index, outside: Math.max(0, rect.top - window.innerHeight, -rect.bottom) });
          }
          return style.get?.call(this);
        },
      });
    });
    for (let step = 0; step < 40; step++) {
      await page.mouse.wheel(0, 150);
      await page.waitForTimeout(16);
    }
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.locator('[data-motion="running"]').count()).toBeGreaterThanOrEqual(20);
    const writes = await page.evaluate(
      () => (window as unknown as { motionWrites: Array<{ index: number; outside: number }> }).motionWrites,
    );
    // Every effect on the way was moved, and none while it was more than a viewport (900 px) away:
    // the intersection observer's answer may trail the scroll by a frame or a few, never by a screen.
    const moved = new Set(writes.map((write) => write.index));
    expect(moved.size).toBeGreaterThanOrEqual(20);
    expect(writes.filter((write) => write.outside > DESKTOP.height)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('never run under reduced motion, and the off-canvas panel does not animate', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.goto('/story');
    for (let step = 0; step < 30; step++) await page.mouse.wheel(0, 200);
    await expect.poll(() => page.locator('[data-motion="off"]').count()).toBeGreaterThanOrEqual(20);
    const styled = await page
      .locator('[data-widget="builder-motion"]')
      .evaluateAll((all) => all.filter((element) => (element as HTMLElement).style.cssText !== '').length);
    expect(styled).toBe(0);
    expect(
      await page.locator('#story-chapters').evaluate((panel) => getComputedStyle(panel).transitionDuration),
    ).toMatch(/^0s(, 0s)*$/);
    expect(
      await page
        .locator('header.site-header')
        .evaluate((header) => getComputedStyle(header).transitionDuration),
    ).toMatch(/^0s(, 0s)*$/);
    await page.context().close();
  });

  it('move a background layer up through its extra height as its section passes', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/story');
    const layer = page.locator('.story-intro__layer');
    await expect.poll(() => layer.getAttribute('data-motion')).toBe('running');
    const section = await page
      .locator('.story-intro')
      .evaluate((element) => element.getBoundingClientRect().height);
    // spec 001 §9: 10 × speed (3) = 30 % taller than its section.
    expect(await layer.evaluate((element) => element.getBoundingClientRect().height)).toBeCloseTo(
      section * 1.3,
      0,
    );
    const offsetAt = async (top: number) => {
      await scrollTo(page, top);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      return layer.evaluate((element) =>
        Number(/translateY\((-?[\d.]+)px\)/.exec(element.style.transform)?.[1]),
      );
    };
    const first = await offsetAt(0);
    const later = await offsetAt(150);
    expect(later).toBeLessThan(first);
    expect(later).toBeGreaterThanOrEqual(-section * 0.3);
    await page.context().close();
  });

  it('start a background layer where it already stands: no layout shift names it', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await openPage(browser, { viewport });
      await recordLayoutShifts(page);
      await page.goto('/story', { waitUntil: 'load' });
      await expect
        .poll(() => page.locator('.story-intro__layer').getAttribute('data-motion'))
        .toBe('running');
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const named = (await layoutShifts(page)).flatMap((shift) => shift.nodes);
      expect(named.filter((name) => name.includes('sw-motion-layer'))).toEqual([]);
      await page.context().close();
    }
  });

  it('gently move the home page hero from tablet width up', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/');
    const hero = page.locator('img.hero__image');
    await expect.poll(() => hero.getAttribute('data-motion')).toBe('running');
    await scrollTo(page, 200);
    await expect
      .poll(() => hero.evaluate((element) => element.style.transform))
      .toMatch(/translateY\(-?[\d.]+px\)/);
    await page.context().close();
  });
});
