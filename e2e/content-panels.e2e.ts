import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launchChromium,
  openPage,
  PHONE,
  recordLayoutShifts,
  shiftTotal,
  startWidget,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const widget = (page: Page, name: string, index = 0) => page.locator(`[data-widget="${name}"]`).nth(index);

/** The console error the image accordion's refused overlay link logs on /menu (spec 001 §8). */
const isInvalidUrl = (error: string) => error.startsWith('Invalid URL');

describe('the /menu page (issue 16)', () => {
  it('opens ?active_tab and ?active_panel from the server, then tabs follow the keyboard; CLS 0, axe clean', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await recordLayoutShifts(page);
    await page.goto('/menu?active_tab=3&active_panel=2');
    const tabs = page.getByRole('tablist', { name: 'Menu sections' });
    // Server HTML, before any code: the third tab and the second panel are open.
    expect(await tabs.getByRole('tab', { name: 'Cakes' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: 'Cakes' }).isVisible()).toBe(true);
    expect(await page.getByText('Two fruit scones, clotted cream').isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Full quay breakfast' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await page.getByRole('region', { name: 'Full quay breakfast' }).isVisible()).toBe(true);

    await startWidget(widget(page, 'content-tabs'));
    const cakes = tabs.getByRole('tab', { name: 'Cakes' });
    await cakes.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'Drinks' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Drinks');
    expect(await page.getByRole('tabpanel', { name: 'Drinks' }).isVisible()).toBe(true);
    expect(await page.getByRole('tabpanel', { name: 'Cakes' }).isVisible()).toBe(false);
    await page.keyboard.press('ArrowRight');
    expect(await tabs.getByRole('tab', { name: 'Breakfast' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await tabs.getByRole('tab', { name: 'Drinks' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    expect(await tabs.getByRole('tab', { name: 'Breakfast' }).getAttribute('aria-selected')).toBe('true');
    // Only the selected tab is in the tab order (roving tabindex).
    expect(await tabs.locator('[tabindex="0"]').count()).toBe(1);

    // A same-page link naming a header opens it (spec 001 §2).
    await page.getByRole('link', { name: 'cakes', exact: true }).click();
    await expect.poll(() => cakes.getAttribute('aria-selected')).toBe('true');

    // Every widget of the page started by a visitor reaching it: nothing moved by itself.
    for (const name of [
      'content-accordion',
      'content-before-after',
      'content-hotspots',
      'content-flip-box',
    ]) {
      await startWidget(widget(page, name));
    }
    await startWidget(widget(page, 'content-image-accordion'));
    await page.mouse.move(0, 0);
    expect(await shiftTotal(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((error) => !isInvalidUrl(error))).toEqual([]);
    await page.context().close();
  });

  it('changes the tab content’s height over 500 ms when the visitor opens a taller tab', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/menu');
    await startWidget(widget(page, 'content-tabs'));
    const panels = widget(page, 'content-tabs').locator('.sw-tabs__panels');
    const before = await panels.evaluate((box) => box.getBoundingClientRect().height);
    await page.getByRole('tab', { name: 'Lunch' }).click();
    expect(await panels.getAttribute('data-resizing')).toBe('');
    await page.clock.runFor(499);
    expect(await panels.getAttribute('data-resizing')).toBe('');
    await page.clock.runFor(1);
    await expect.poll(() => panels.getAttribute('data-resizing')).toBeNull();
    const after = await panels.evaluate((box) => box.getBoundingClientRect().height);
    expect(after).toBeGreaterThan(before);
    expect(errors.filter((error) => !isInvalidUrl(error))).toEqual([]);
    await page.context().close();
  });

  it('opens the tab a hash names on arrival', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/menu#menu-lunch');
    const lunch = page.getByRole('tab', { name: 'Lunch' });
    await expect.poll(() => lunch.getAttribute('aria-selected'), { timeout: 20_000 }).toBe('true');
    expect(await page.getByRole('tabpanel', { name: 'Lunch' }).isVisible()).toBe(true);
    expect(errors.filter((error) => !isInvalidUrl(error))).toEqual([]);
    await page.context().close();
  });

  it('opens the header a same-page link names, even before the widget was started', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/menu');
    const accordion = widget(page, 'content-accordion');
    expect(await accordion.getAttribute('data-widget-state')).not.toBe('mounted');
    await page.getByRole('link', { name: 'cream tea’s allergens' }).click();
    const creamTea = page.getByRole('button', { name: 'Cream tea' });
    await expect.poll(() => creamTea.getAttribute('aria-expanded'), { timeout: 20_000 }).toBe('true');
    expect(await page.getByRole('region', { name: 'Cream tea' }).isVisible()).toBe(true);
    expect(errors.filter((error) => !isInvalidUrl(error))).toEqual([]);
    await page.context().close();
  });

  it('filters the accordion 1,000 ms after typing stops; headers follow the keyboard', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/menu');
    const accordion = widget(page, 'content-accordion');
    const search = page.getByLabel('Search dishes and allergens');
    await search.focus();
    await accordion.and(page.locator('[data-widget-state="mounted"]')).waitFor();
    await search.pressSequentially('crab');
    const headers = accordion.getByRole('button');
    expect(await headers.count()).toBe(6);
    await page.clock.runFor(999);
    expect(await headers.count()).toBe(6);
    await page.clock.runFor(1);
    await expect.poll(() => headers.count()).toBe(1);
    expect(await headers.first().textContent()).toBe('Crab sandwich');
    expect(await page.getByRole('status').filter({ hasText: 'shown' }).textContent()).toBe('1 of 6 shown.');

    await search.fill('');
    await search.press('Backspace');
    await page.clock.runFor(1000);
    await expect.poll(() => headers.count()).toBe(6);
    const first = page.getByRole('button', { name: 'Crab sandwich' });
    await first.focus();
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('region', { name: 'Crab sandwich' }).textContent()).toContain('crustaceans');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Full quay breakfast');
    // One open at a time (the accordion type).
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Porridge with honey');
    expect(errors.filter((error) => !isInvalidUrl(error))).toEqual([]);
    await page.context().close();
  });

  it('makes the image accordion default active after 400 ms and refuses a javascript: overlay link', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/menu');
    const accordion = widget(page, 'content-image-accordion');
    await accordion.scrollIntoViewIfNeeded();
    await accordion.and(page.locator('[data-widget-state="mounted"]')).waitFor();
    const morning = page.getByRole('button', { name: 'Morning' });
    expect(await morning.getAttribute('aria-expanded')).toBe('false');
    await page.clock.runFor(399);
    expect(await morning.getAttribute('aria-expanded')).toBe('false');
    await page.clock.runFor(1);
    await expect.poll(() => morning.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Baking classes' }).getAttribute('href')).toBe(
      'https://example.com/baking',
    );
    await page.getByRole('button', { name: 'Evening' }).focus();
    expect(await page.getByRole('region', { name: 'Evening' }).getByRole('link').count()).toBe(0);
    expect(errors.filter(isInvalidUrl)).toHaveLength(1);
    expect(errors.filter((error) => !isInvalidUrl(error))).toEqual([]);
    await page.context().close();
  });

  it('moves the before/after divider by keyboard and pointer, hiding a label within 15 px', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/menu');
    const slider = page.getByRole('slider', { name: 'Before and After divider' });
    await slider.focus();
    await startWidget(widget(page, 'content-before-after'));
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('51');
    await page.keyboard.press('PageDown');
    expect(await slider.getAttribute('aria-valuenow')).toBe('41');
    const label = (side: string) =>
      widget(page, 'content-before-after').locator(`[data-side="${side}"]`).getAttribute('data-state');
    expect(await label('before')).toBe('shown');
    expect(await label('after')).toBe('shown');
    await page.keyboard.press('Home');
    await expect.poll(() => label('before')).toBe('hidden');
    expect(await label('after')).toBe('shown');
    await page.keyboard.press('End');
    await expect.poll(() => label('after')).toBe('hidden');
    expect(await label('before')).toBe('shown');
    // A pointer pressed at a quarter of the width puts the divider there.
    const box = await widget(page, 'content-before-after').locator('.sw-before-after').boundingBox();
    if (!box) throw new Error('no comparison box');
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.up();
    await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeCloseTo(50, 0);
    expect(errors.filter((error) => !isInvalidUrl(error))).toEqual([]);
    await page.context().close();
  });

  it('flips boxes by button and resets them on page back; hotspots open one at a time', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/menu');
    const turn = page.getByRole('button', { name: /Turn over.*Our coffee/ });
    await turn.click();
    const box = widget(page, 'content-flip-box').locator('.sw-flip-box');
    await expect.poll(() => box.getAttribute('data-state')).toBe('back');
    // The front (and its button) is now hidden from everyone; the back's button turns it again.
    expect(await box.locator('.sw-flip-box__face--front button').getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: /Turn over.*Our coffee/ }).count()).toBe(0);
    expect(await page.getByText('the beans are never more than a fortnight old').isVisible()).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect.poll(() => box.getAttribute('data-state')).toBe('front');

    const counter = page.getByRole('button', { name: 'Counter' });
    await counter.click();
    await expect.poll(() => counter.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('Order here; cakes are in the glass case.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Window seats' }).click();
    expect(await counter.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('The best view of the boats').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByText('The best view of the boats').isVisible()).toBe(false);
    expect(errors.filter((error) => !isInvalidUrl(error))).toEqual([]);
    await page.context().close();
  });

  it('autoplays the specials every 6 s until paused, and not at all under reduced motion', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/menu');
    // Under a paused clock the browser is never idle: the visitor's pointer starts it instead.
    const specials = await startWidget(widget(page, 'content-tabs', 1));
    const selected = () => specials.locator('[aria-selected="true"]').textContent();
    expect(await selected()).toBe('Monday');
    await page.clock.runFor(6000);
    await expect.poll(selected).toBe('Wednesday');
    await page.getByRole('button', { name: 'Pause tabs' }).click();
    await page.clock.runFor(20_000);
    expect(await selected()).toBe('Wednesday');
    expect(await page.getByRole('button', { name: 'Play tabs' }).isVisible()).toBe(true);
    await page.context().close();

    const reduced = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await reduced.page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await reduced.page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await reduced.page.goto('/menu');
    const still = widget(reduced.page, 'content-tabs', 1);
    await startWidget(still);
    await reduced.page.clock.runFor(20_000);
    expect(await still.locator('[aria-selected="true"]').textContent()).toBe('Monday');
    expect(await still.getByRole('button', { name: /tabs/ }).isVisible()).toBe(false);
    await reduced.page.context().close();
  });
});

describe('the /menu page on a phone', () => {
  it('moves nothing while every widget starts, and is axe clean', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await recordLayoutShifts(page);
    await page.goto('/menu?active_panel=3');
    for (const name of [
      'content-tabs',
      'content-toggle',
      'content-accordion',
      'content-before-after',
      'content-flip-box',
      'content-hotspots',
      'content-image-scroll',
      'content-feature-list',
    ]) {
      await startWidget(widget(page, name));
    }
    await startWidget(widget(page, 'content-image-accordion'));
    await page.mouse.move(0, 0);
    expect(await page.getByRole('region', { name: 'Cream tea' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    expect(await shiftTotal(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((error) => !isInvalidUrl(error))).toEqual([]);
    await page.context().close();
  });
});

describe('the /menu page without JavaScript', () => {
  it('shows every panel, tooltip and back face', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto('/menu?active_tab=2');
    expect(await page.getByText('Two fruit scones, clotted cream').isVisible()).toBe(true);
    expect(await page.getByText('Beans from a small Hampshire roaster.').isVisible()).toBe(true);
    expect(await page.getByText('Contains: crustaceans').isVisible()).toBe(true);
    expect(await page.getByText('Order here; cakes are in the glass case.').isVisible()).toBe(true);
    expect(await page.getByText('Picked by hand each morning').isVisible()).toBe(true);
    await page.context().close();
  });
});
