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
const PASSWORD = 'harbour-lantern-quietly-47';

function entryOf(uniqueId: string): { field_values: string; display_values: string } | undefined {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
  try {
    return db
      .prepare('select field_values, display_values from form_entries where unique_id = ?')
      .get(uniqueId) as { field_values: string; display_values: string } | undefined;
  } finally {
    db.close();
  }
}

const caretOf = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => (input as HTMLInputElement).selectionStart);

describe('issue 13 inputs on the event booking (Chromium)', () => {
  it('image choice by keyboard, a mask that keeps the caret, the strength meter, the card type, a social profile; one entry without the secrets', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    const chunks: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(request.url())?.[1];
      if (name) chunks.push(name);
    });
    await page.goto('/forms/events');
    await mountedWidget(page, FORM);
    // Only the views this form uses came with it; the estimator and the mask library wait for focus.
    expect(chunks).toContain('ImageChoiceField');
    expect(chunks).not.toContain('password-estimator');
    expect(chunks).not.toContain('gform-input-mask');

    // Image choice: a radio group; Tab reaches it (past the time input's own segments), arrows move
    // the choice.
    const window = page.getByRole('radio', { name: 'By the harbour window' });
    await page.getByLabel(/Tickets/).focus();
    for (let presses = 0; presses < 6; presses++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio'))
        break;
    }
    expect(await window.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await window.isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'At the coffee bar' }).isChecked()).toBe(true);
    expect(await window.isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: /Event/ }).selectOption('wine');
    await page.getByLabel(/Tickets/).fill('2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /Your name/ }).waitFor();

    // The mask: imask arrives on focus, formats as typed, and keeps the caret where the visitor types.
    const phone = page.getByLabel('Mobile number', { exact: true });
    const maskChunk = page.waitForResponse(/gform-input-mask-[\w-]+\.js$/);
    await phone.click();
    await maskChunk;
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[data-mask]');
      return input !== null && input.placeholder !== '';
    });
    await page.keyboard.type('077009', { delay: 20 });
    await expect.poll(() => phone.inputValue()).toBe('07700 9');
    expect(await caretOf(page, 'Mobile number')).toBe(7);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('1');
    expect(await caretOf(page, 'Mobile number')).toBe(3);
    await phone.fill('');
    await phone.pressSequentially('07700900123', { delay: 10 });
    await expect.poll(() => phone.inputValue()).toBe('07700 900123');

    // The strength meter grades as the visitor types (the estimator loads on focus).
    const meter = page.locator('[data-slot="password-strength"]');
    const password = page.getByLabel('Enter Password');
    const confirmation = page.getByLabel('Confirm Password');
    expect(await meter.getAttribute('data-strength')).toBe('blank');
    await password.fill('abc');
    await expect.poll(() => meter.getAttribute('data-strength')).toBe('short');
    expect(await meter.textContent()).toBe('Very weak');
    await password.fill('password1');
    await expect.poll(() => meter.getAttribute('data-strength')).toBe('bad');
    await password.fill(PASSWORD);
    await expect.poll(() => meter.getAttribute('data-strength')).toBe('strong');
    await confirmation.fill(`${PASSWORD}!`);
    await expect.poll(() => meter.getAttribute('data-strength')).toBe('mismatch');
    expect(await meter.textContent()).toBe('Mismatch');
    await confirmation.fill(PASSWORD);
    await expect.poll(() => meter.getAttribute('data-strength')).toBe('strong');

    // The card type shows from the fourth digit.
    const card = page.getByRole('textbox', { name: 'Card for the deposit' });
    const cardType = page.locator('[data-slot="card-type"]');
    await card.fill('411');
    expect((await cardType.textContent())?.trim()).toBe('');
    await card.fill('3782');
    await expect.poll(() => cardType.textContent()).toBe('Card type: American Express');
    await card.fill('4111 1111 1111 1111');
    await expect.poll(() => cardType.textContent()).toBe('Card type: Visa');

    await page.getByRole('textbox', { name: 'Instagram' }).fill('@ada_bakes');
    await page.getByText('Profile: https://www.instagram.com/ada_bakes').waitFor();

    await page.getByRole('textbox', { name: /Your name/ }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: /Email/ }).first().fill('ada-inputs@example.com');
    await page.getByLabel(/terms/i).first().check();
    expect(await axeViolations(page)).toEqual([]);

    const uniqueId = await page.locator(`${FORM} input[name="gform_unique_id"]`).inputValue();
    await page.getByRole('button', { name: 'Book' }).click();
    await page.getByText('Booked! See you soon, Ada Lovelace.').waitFor();
    const entry = entryOf(uniqueId);
    const values = JSON.parse(entry?.field_values ?? '{}') as Record<string, string>;
    expect(values['9']).toBe('bar');
    expect(values['10']).toBe('07700 900123');
    expect(values['11']).toBe('https://www.instagram.com/ada_bakes');
    expect(values['12']).toMatch(/^scrypt\$/);
    expect(values['13']).toBe('Visa');
    expect(entry?.field_values).not.toContain(PASSWORD);
    expect(entry?.field_values).not.toContain('4111');
    expect(entry?.display_values).not.toContain('scrypt');
    expect(errors).toEqual([]);
  });
});
