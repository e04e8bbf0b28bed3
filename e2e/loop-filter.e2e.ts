import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  dataDir,
  holdChunks,
  launchChromium,
  openPage,
  startWidget,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

function demo<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The demo loop's record id (its widget id in the address). */
function loopId(): number {
  return demo(
    (db) =>
      (
        db.prepare("select id from catalogue_widgets where name = 'Journal topics loop'").get() as {
          id: number;
        }
      ).id,
  );
}

/** Categories with visible posts, busiest first: slug, name and how many visible posts carry each. */
function categories(): Array<{ slug: string; name: string; n: number }> {
  return demo(
    (db) =>
      db
        .prepare(
          `select t.slug, t.name, count(*) as n from terms t join item_terms it on it.term_id = t.id
           join content_items c on c.id = it.item_id
           where t.taxonomy = 'category' and c.kind = 'post' and c.status = 'published' and c.password_protected = 0
           group by t.id order by n desc, t.name`,
        )
        .all() as Array<{ slug: string; name: string; n: number }>,
  );
}

/** Visible posts in any of the categories. */
function postsInAny(slugs: string[]): number {
  return demo(
    (db) =>
      (
        db
          .prepare(
            `select count(distinct c.id) as n from content_items c join item_terms it on it.item_id = c.id
             join terms t on t.id = it.term_id
             where t.taxonomy = 'category' and t.slug in (${slugs.map(() => '?').join(',')})
             and c.kind = 'post' and c.status = 'published' and c.password_protected = 0`,
          )
          .get(...slugs) as { n: number }
      ).n,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function topic(page: Page, name: string) {
  return page
    .getByRole('group', { name: /^Topics/ })
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(name)} \\d+$`) });
}

async function shownTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Journal posts by topic' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
}

async function countText(page: Page): Promise<string> {
  return (await page.locator('[data-loop-grid] [data-slot="count"]').textContent()) ?? '';
}

async function idle(page: Page) {
  await page.locator('[data-loop-grid][data-state="idle"]').waitFor();
}

async function openTopics(page: Page) {
  await page.goto('/topics');
  await startWidget(page.locator('[data-widget="loop-filter"]'));
}

describe('the loop filter on /topics', () => {
  it('pushes the address on a change, shows the overlay, keeps the filter on reload, and back restores the grid', async () => {
    const [first, second] = categories();
    if (!first || !second) throw new Error('the demo has fewer than two categories with posts');
    const id = loopId();
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await openTopics(page);
    const unfiltered = await shownTitles(page);
    expect(unfiltered.length).toBeGreaterThan(0);
    const historyBefore = await page.evaluate(() => history.length);

    // Hold the refresh so the overlay can be seen, then let it through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/wp-json/elementor-pro/v1/refresh-loop', async (route) => {
      await held;
      await route.continue();
    });
    await topic(page, first.name).check();
    await page.waitForURL(new RegExp(`[?&]e-filter-${id}-category=${first.slug}$`));
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
    await expect.poll(() => page.locator('[data-loop-grid]').getAttribute('data-state')).toBe('loading');
    expect(await page.locator('[data-loop-grid] [data-slot="overlay"]').isVisible()).toBe(true);
    expect(await page.locator('[data-loop-grid]').getAttribute('aria-busy')).toBe('true');
    release();
    await idle(page);
    await page.unroute('**/wp-json/elementor-pro/v1/refresh-loop');
    expect(await page.locator('[data-loop-grid] [data-slot="overlay"]').isVisible()).toBe(false);
    expect(await countText(page)).toBe(`${first.n} ${first.n === 1 ? 'post' : 'posts'}`);
    const onlyFirst = await shownTitles(page);
    expect(onlyFirst).not.toEqual(unfiltered);

    // A second topic: OR, so at least as many posts; the address holds both with `~`.
    await topic(page, second.name).check();
    // The form's order (by name), whichever was ticked first.
    const both = `(${first.slug}~${second.slug}|${second.slug}~${first.slug})`;
    await page.waitForURL(new RegExp(`e-filter-${id}-category=${both}$`));
    await expect.poll(() => countText(page)).toBe(`${postsInAny([first.slug, second.slug])} posts`);

    // Back: the same document re-reads the address and refreshes to the first topic alone.
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.goBack();
    await page.waitForURL(new RegExp(`e-filter-${id}-category=${first.slug}$`));
    await expect.poll(() => countText(page)).toBe(`${first.n} ${first.n === 1 ? 'post' : 'posts'}`);
    expect(await shownTitles(page)).toEqual(onlyFirst);
    expect(await topic(page, second.name).isChecked()).toBe(false);
    expect(await topic(page, first.name).isChecked()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    // Reload keeps it: the server renders the address filtered. Its widget code is held this time.
    const releaseChunks = await holdChunks(page);
    await page.reload();
    expect(await shownTitles(page)).toEqual(onlyFirst);
    expect(await topic(page, first.name).isChecked()).toBe(true);

    // Back again, to the page as it first was, before the code arrives: Chromium keeps the earlier
    // entries in the reloaded document, so the address changes with no listener there. Once the code
    // is live, the address wins over the page as rendered: no push, and the grid is the unfiltered one.
    const historyAfterReload = await page.evaluate(() => history.length);
    await page.goBack();
    await page.waitForURL(/\/topics$/);
    expect(await shownTitles(page)).toEqual(onlyFirst);
    releaseChunks();
    await expect.poll(() => shownTitles(page)).toEqual(unfiltered);
    await idle(page);
    expect(await topic(page, first.name).isChecked()).toBe(false);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => history.length)).toBe(historyAfterReload);
    expect(errors).toEqual([]);
  });

  it('a failed, non-OK or empty refresh leaves the grid as it was', async () => {
    const [first, second, third] = categories();
    if (!first || !second || !third) throw new Error('the demo has fewer than three categories with posts');
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await openTopics(page);
    const before = await shownTitles(page);
    const countBefore = await countText(page);
    const answers: Array<(route: import('playwright-core').Route) => Promise<void>> = [
      (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"data":"<p>broken</p>"}' }),
      (route) => route.abort('failed'),
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":""}' }),
    ];
    for (const [index, answer] of answers.entries()) {
      await page.route('**/wp-json/elementor-pro/v1/refresh-loop', answer);
      const box = topic(page, [first, second, third][index]?.name ?? '');
      await box.check();
      await idle(page);
      await page.unroute('**/wp-json/elementor-pro/v1/refresh-loop');
      expect(await shownTitles(page)).toEqual(before);
      expect(await countText(page)).toBe(countBefore);
      expect(await page.getByText('broken').count()).toBe(0);
    }
    expect(errors.filter((error) => !error.includes('refresh-loop'))).toEqual([]);
  });

  it('is accessible (axe) before and after filtering', async () => {
    const [first] = categories();
    if (!first) throw new Error('the demo has no category with posts');
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await openTopics(page);
    expect(await axeViolations(page)).toEqual([]);
    await topic(page, first.name).check();
    await idle(page);
    await expect
      .poll(() => page.locator('[data-loop-grid] [role="status"]').textContent())
      .toMatch(/posts?$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('filters without JavaScript: the form submits a filtered address the server renders', async () => {
    const [first] = categories();
    if (!first) throw new Error('the demo has no category with posts');
    const id = loopId();
    const { page } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto('/topics');
    await topic(page, first.name).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(new RegExp(`e-filter-${id}-category=${first.slug}`));
    expect(await countText(page)).toBe(`${first.n} ${first.n === 1 ? 'post' : 'posts'}`);
  });

  it('the journal links to the topics page', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/journal');
    await page.getByRole('link', { name: 'Filter the journal by topic and tag' }).click();
    await page.waitForURL(/\/topics$/);
    expect(await shownTitles(page)).not.toEqual([]);
  });
});
