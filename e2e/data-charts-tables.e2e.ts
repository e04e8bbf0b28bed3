import fs from 'node:fs';
import { parseCsv } from '@site-widgets/core/data/csv.ts';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchChromium, openPage, startWidget } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const CHART_TYPES = ['bar', 'bar_horizontal', 'line', 'radar', 'pie', 'doughnut', 'polarArea'];

/** How many pixels of the canvas something was drawn on. */
const inkedPixels = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context || element.width === 0) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let inked = 0;
    for (let at = 3; at < data.length; at += 4) if ((data[at] ?? 0) > 0) inked += 1;
    return inked;
  });

/** A table's body as text: each row's header and data cells. */
const bodyCells = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? '')),
    );

describe('charts on /sustainability (issue 17 item 1)', () => {
  it('draws every chart type, each with a table of the same figures and a described canvas; axe clean', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.goto('/sustainability');
    const figures = page.locator('[data-widget="chart"]');
    expect(await figures.count()).toBe(CHART_TYPES.length);
    for (const [index, type] of CHART_TYPES.entries()) {
      const widget = figures.nth(index);
      await widget.scrollIntoViewIfNeeded();
      const figure = widget.locator(`figure[data-chart-type="${type}"]`);
      await figure.and(page.locator('[data-state="drawn"]')).waitFor({ timeout: 30_000 });
      const canvas = figure.getByRole('img');
      const title = (await figure.locator('figcaption').textContent()) ?? '';
      expect(await canvas.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await page.getByRole('img', { name: title, exact: true }).count()).toBe(1);
      await page.waitForFunction(
        (element) => (element as HTMLCanvasElement).width > 0,
        await canvas.elementHandle(),
      );
      await expect.poll(() => inkedPixels(canvas), { timeout: 10_000 }).toBeGreaterThan(500);
      // The fallback table holds exactly what the chart was drawn from (the server's chart answer).
      const id = await widget.getAttribute('data-chart-id');
      const chart = (await (await page.request.get(`/data/chart?id=${id}`)).json()) as {
        labels: string[];
        datasets: Array<{ label: string; data: number[] }>;
      };
      const table = figure.getByRole('table', { name: `${title}: the figures` });
      const headings = await table.locator('thead th').allTextContents();
      expect(headings).toEqual(chart.labels);
      const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
      expect(await bodyCells(table)).toEqual(
        chart.datasets.map((dataset) => [
          dataset.label,
          ...dataset.data.map((value) => number.format(value)),
        ]),
      );
      expect(chart.datasets.length).toBeGreaterThan(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** The origins table's widget and its parts, as a visitor finds them. */
function originsTable(page: Page) {
  const widget = page.locator('[data-widget="data-table"]');
  return {
    widget,
    table: widget.getByRole('table', { name: 'The farms and cooperatives we buy from' }),
    info: widget.getByText(/^Showing \d+ to \d+ of \d+ Entries\.$/),
    pages: widget.getByRole('navigation'),
    search: widget.getByRole('searchbox', { name: 'Search the table' }),
  };
}

const pageLabels = (pages: Locator) => pages.getByRole('button', { name: /^Page \d+$/ }).allTextContents();

describe('the origins data table (issue 17 item 3)', () => {
  it('pages with at most three numbers before the active one plus first and last; a first click is kept', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/sustainability');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-widgets-ready-at'));
    const { widget, table, info, pages } = originsTable(page);
    await widget.scrollIntoViewIfNeeded();
    expect(await info.textContent()).toBe('Showing 1 to 4 of 24 Entries.');
    expect(await table.locator('tbody tr:visible').count()).toBe(4);
    expect(await pageLabels(pages)).toEqual(['1', '6']);
    // The click before the table's code arrived starts it and is performed once it is live.
    await pages.getByRole('button', { name: 'Page 6' }).click();
    await page.waitForFunction(() =>
      document
        .querySelector('[data-widget="data-table"]')
        ?.textContent?.includes('Showing 21 to 24 of 24 Entries.'),
    );
    expect(await pageLabels(pages)).toEqual(['1', '3', '4', '5', '6']);
    expect(await pages.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await table.locator('tbody tr').count()).toBe(4);
    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => info.textContent()).toBe('Showing 17 to 20 of 24 Entries.');
    expect(await pageLabels(pages)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('searches and sorts ascending then descending per column, with aria-sort', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/sustainability');
    const { widget, table, info, search } = originsTable(page);
    await startWidget(widget);
    await search.fill('ethiopia');
    await expect.poll(() => info.textContent()).toBe('Showing 1 to 4 of 4 Entries.');
    const origins = () => table.locator('tbody tr td:first-child').allTextContents();
    expect(await origins()).toEqual(['Ethiopia', 'Ethiopia', 'Ethiopia', 'Ethiopia']);
    await search.fill('');
    await expect.poll(() => info.textContent()).toBe('Showing 1 to 4 of 24 Entries.');

    const kgHeading = table.getByRole('columnheader', { name: 'Kg in 2025' });
    const kgColumn = () => table.locator('tbody tr td:nth-child(6)').allTextContents();
    expect(await kgHeading.getAttribute('aria-sort')).toBeNull();
    await kgHeading.getByRole('button').click();
    await expect.poll(() => kgHeading.getAttribute('aria-sort')).toBe('ascending');
    expect(await kgColumn()).toEqual(['85', '90', '95', '110']);
    await kgHeading.getByRole('button').click();
    await expect.poll(() => kgHeading.getAttribute('aria-sort')).toBe('descending');
    expect(await kgColumn()).toEqual(['480', '420', '390', '350']);
    // Another column starts ascending, and the first one is no longer sorted.
    const originHeading = table.getByRole('columnheader', { name: 'Origin' });
    await originHeading.getByRole('button').click();
    await expect.poll(() => originHeading.getAttribute('aria-sort')).toBe('ascending');
    expect(await kgHeading.getAttribute('aria-sort')).toBeNull();
    expect((await origins())[0]).toBe('Brazil');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('exports the searched and sorted rows as .csv and .xlsx files that open with the same content', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, acceptDownloads: true });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/sustainability');
    const { widget, table, info, search } = originsTable(page);
    await startWidget(widget);
    await search.fill('washed');
    await expect.poll(() => info.textContent()).toMatch(/ of 14 Entries\.$/);
    await table.getByRole('columnheader', { name: 'Altitude (m)' }).getByRole('button').click();
    const columns = await table.locator('thead th').allTextContents();

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      widget.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe('coffee-origins.csv');
    const csv = parseCsv(fs.readFileSync(await csvDownload.path(), 'utf8'));
    expect(csv[0]).toEqual(columns);
    expect(csv).toHaveLength(15);
    expect(csv.slice(1).every((row) => row[4] === 'Washed')).toBe(true);
    const altitudes = csv.slice(1).map((row) => Number(row[3]));
    expect(altitudes).toEqual([...altitudes].sort((a, b) => a - b));

    // exceljs is fetched at the first xlsx export, never before.
    expect(requested.filter((url) => /\/assets\/exceljs/.test(url))).toEqual([]);
    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      widget.getByRole('button', { name: 'Export Excel (.xlsx)' }).click(),
    ]);
    expect(xlsxDownload.suggestedFilename()).toBe('coffee-origins.xlsx');
    expect(requested.filter((url) => /\/assets\/exceljs/.test(url))).toHaveLength(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsxDownload.path());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(15);
    expect(values(1)).toEqual(columns);
    expect(values(2)).toEqual(csv[1]?.map((cell) => (/^\d+$/.test(cell) ? Number(cell) : cell)));
    expect(typeof sheet.getCell('F2').value).toBe('number');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript: every row of the table and every chart figure is there as plain tables', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto('/sustainability');
    const { table } = originsTable(page);
    expect(await table.locator('tbody tr:visible').count()).toBe(24);
    expect(await page.getByRole('table', { name: /: the figures$/ }).count()).toBe(CHART_TYPES.length);
    expect(await page.getByRole('button', { name: 'Export CSV' }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('on a plain HTML page (data attributes only)', () => {
  it('draws a chart named by id and turns a written table into a sortable, paged one', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/data-embed.html');
    const chart = page.locator('[data-widget="chart"] figure[data-chart-type="bar"]');
    await chart.and(page.locator('[data-state="drawn"]')).waitFor({ timeout: 30_000 });
    expect(await chart.getByRole('table').locator('thead th').allTextContents()).toHaveLength(6);
    const widget = page.locator('[data-widget="data-table"]');
    const info = widget.getByText(/^Showing \d+ to \d+ of \d+ Entries\.$/);
    await info.waitFor();
    expect(await info.textContent()).toBe('Showing 1 to 3 of 5 Entries.');
    const price = widget.getByRole('columnheader', { name: 'Price (£)' });
    await price.getByRole('button').click();
    await expect.poll(() => price.getAttribute('aria-sort')).toBe('ascending');
    expect(await widget.locator('tbody td:first-child').allTextContents()).toEqual([
      'Espresso',
      'Filter coffee',
      'Cappuccino',
    ]);
    await widget.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => info.textContent()).toBe('Showing 4 to 5 of 5 Entries.');
    expect(await widget.getByRole('button', { name: /^Export/ }).allTextContents()).toEqual(['Export CSV']);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
