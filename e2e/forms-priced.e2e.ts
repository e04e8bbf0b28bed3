import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  dataDir,
  launchChromium,
  mountedWidget,
  openPage,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const FORM = '[data-widget="form"]';

function storedValues(uniqueId: string): Record<string, unknown> | undefined {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
  try {
    const row = db.prepare('select field_values from form_entries where unique_id = ?').get(uniqueId) as
      | { field_values: string }
      | undefined;
    return row ? (JSON.parse(row.field_values) as Record<string, unknown>) : undefined;
  } finally {
    db.close();
  }
}

/** Stops the page's clock (installed before load) a second from now, so the spec's waits run by hand. */
async function stopClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

const total = (page: Page) => page.locator(`${FORM} [data-slot="total"]`).textContent();
// By id: on page 1 the field sits on the hidden page 2, out of the accessibility tree.
const perGuest = (page: Page) => page.locator('#input_2_14').inputValue();

async function toFood(page: Page, guests: string) {
  await page.getByLabel('Birthday').check();
  await page.getByLabel('Date of the event').fill('2027-06-12');
  await page.getByLabel('Number of guests').fill(guests);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Menu' }).waitFor();
}

describe('catering enquiry: priced menu, live total, dietary list', () => {
  it('picking options updates the total after 50 ms and the price per guest at once; typing waits 345 ms', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install();
    await page.goto('/forms/catering');
    await mountedWidget(page, FORM);
    await toFood(page, '40');
    expect(await total(page)).toBe('£0.00');
    await stopClock(page);

    await page.getByRole('combobox', { name: 'Menu' }).selectOption('lunch');
    await page.clock.runFor(49);
    expect(await total(page)).toBe('£0.00');
    await page.clock.runFor(1);
    await expect.poll(() => total(page)).toBe('£740.00'); // 18.50 × 40
    await expect.poll(() => perGuest(page)).toBe('18.50'); // a pick: no 345 ms wait

    await page.getByRole('checkbox', { name: 'Dessert (+£4.00)' }).check();
    await page.getByRole('radio', { name: 'Deliver and set up (£45.00)' }).check();
    await page.clock.runFor(50);
    await expect.poll(() => total(page)).toBe('£945.00'); // (18.50 + 4.00) × 40 + 45.00
    await expect.poll(() => perGuest(page)).toBe('23.63');

    // Back on page 1, typing a new number of guests: the total follows after 50 ms, the calculation
    // only 345 ms after the last keystroke.
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByLabel('Number of guests').waitFor();
    await page.getByLabel('Number of guests').fill('50');
    await page.clock.runFor(50);
    await expect.poll(() => total(page)).toBe('£1,170.00');
    await page.clock.runFor(290);
    expect(await perGuest(page)).toBe('23.63');
    await page.clock.runFor(10);
    await expect.poll(() => perGuest(page)).toBe('23.40');
    expect(errors).toEqual([]);
  });

  it('list rows: add after a row, delete hidden at one row, add disabled at 12 rows; axe clean; the entry holds the server total', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/forms/catering');
    await mountedWidget(page, FORM);
    await toFood(page, '20');
    await page.getByRole('combobox', { name: 'Menu' }).selectOption('tea');

    const removeButtons = page.getByRole('button', { name: /^Remove row/ });
    expect(await removeButtons.count()).toBe(0);
    await page.getByRole('textbox', { name: 'Guest, row 1' }).fill('Ann');
    await page.getByRole('textbox', { name: 'Needs, row 1' }).fill('vegan');
    await page.getByRole('button', { name: 'Add a row after row 1', exact: true }).click();
    const second = page.getByRole('textbox', { name: 'Guest, row 2' });
    expect(await second.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Bob');
    await page.getByRole('textbox', { name: 'Needs, row 2' }).fill('no nuts');
    expect(await removeButtons.count()).toBe(2);

    for (let row = 2; row < 12; row++)
      await page.getByRole('button', { name: `Add a row after row ${row}`, exact: true }).click();
    expect(await page.locator(`${FORM} [data-slot="list-row"]`).count()).toBe(12);
    expect(await page.getByRole('button', { name: 'Add a row after row 1', exact: true }).isDisabled()).toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
    for (let row = 12; row > 2; row--)
      await page.getByRole('button', { name: `Remove row ${row}`, exact: true }).click();
    expect(await page.getByRole('button', { name: 'Add a row after row 1', exact: true }).isEnabled()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Remove row 1', exact: true }).click();
    expect(await page.getByRole('textbox', { name: 'Guest, row 1' }).inputValue()).toBe('Bob');
    expect(await removeButtons.count()).toBe(0);
    await expect.poll(() => total(page)).toBe('£320.00');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /Your name/ }).waitFor();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Bea Holm');
    await page.getByRole('textbox', { name: /Email/ }).fill('bea@example.com');
    const uniqueId = await page.locator(`${FORM} input[name="gform_unique_id"]`).inputValue();
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText('Thank you, Bea Holm.', { exact: false }).waitFor();
    const values = storedValues(uniqueId);
    expect(values?.[15]).toBe('32000');
    expect(values?.[5]).toBe('tea');
    expect(values?.[11]).toEqual(['Bob', 'no nuts']);
    expect(errors).toEqual([]);
  });

  it('gform-products loads only for forms with priced or list fields', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/gform-products-[\w-]+\.js$/.test(new URL(request.url()).pathname)) chunks.push(request.url());
    });
    await page.goto('/forms/contact');
    await mountedWidget(page, FORM);
    await page.getByRole('textbox', { name: /Your name/ }).fill('Eve');
    expect(chunks).toEqual([]);
    await page.goto('/forms/catering');
    await mountedWidget(page, FORM);
    expect(chunks).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
