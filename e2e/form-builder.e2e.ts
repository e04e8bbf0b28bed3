import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
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

/** The demo's stored catering form, changed for one test and put back after it (the page reads it per request). */
function storedForm() {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'));
  const row = db
    .prepare("select id, settings from form_builder_forms where name = 'Catering request'")
    .get() as { id: number; settings: string };
  return {
    change(edit: (settings: Record<string, unknown>) => void) {
      const settings = JSON.parse(row.settings) as Record<string, unknown>;
      edit(settings);
      db.prepare('update form_builder_forms set settings = ? where id = ?').run(
        JSON.stringify(settings),
        row.id,
      );
    },
    restore() {
      db.prepare('update form_builder_forms set settings = ? where id = ?').run(row.settings, row.id);
      db.close();
    },
  };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

async function openCatering(page: Page): Promise<Locator> {
  await page.goto('/catering');
  const widget = page.locator('[data-widget="form-builder"]');
  await startWidget(widget);
  return widget;
}

/** Fills the first two steps validly (no photo) and reaches the last step. */
async function fillToLastStep(widget: Locator) {
  await widget.getByLabel('Date of the event').fill('2027-06-12');
  await widget.getByLabel('Number of guests').fill('40');
  await widget.getByLabel('Occasion').selectOption('wedding');
  await widget.getByRole('button', { name: 'Next' }).click();
  await widget.getByRole('checkbox', { name: 'Pastries' }).check();
  await widget.getByRole('checkbox', { name: 'Cakes' }).check();
  await widget.getByRole('radio', { name: 'Staffed' }).check();
  await widget.getByRole('button', { name: 'Next' }).click();
}

const progress = (widget: Locator) =>
  widget.getByRole('progressbar', { name: 'Form progress' }).getAttribute('aria-valuenow');

describe('the add-on form builder on /catering (issue 17 item 5)', () => {
  it('validates forward and not back, clears an error on edit, shows progress; axe clean with errors shown', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const widget = await openCatering(page);
    expect(await progress(widget)).toBe('33');
    await widget.getByRole('button', { name: 'Next' }).click();
    // Every required field of the step: an error class and its message, tied to the input.
    const date = widget.getByLabel('Date of the event');
    await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
    expect(await widget.getByRole('combobox', { name: 'Occasion' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    const describedBy = (await date.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Please fill in this field.');
    const occasionError = await widget
      .getByRole('combobox', { name: 'Occasion' })
      .getAttribute('aria-describedby');
    expect(await page.locator(`[id="${occasionError}"]`).textContent()).toBe('Please choose an option.');
    expect(await widget.locator('.sw-form-builder__field--error').count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    expect(await progress(widget)).toBe('33');
    // Editing a field clears its own error only.
    await date.fill('2027-06-12');
    expect(await date.getAttribute('aria-invalid')).toBeNull();
    expect(await widget.locator('.sw-form-builder__field--error').count()).toBe(2);
    await widget.getByLabel('Number of guests').fill('40');
    await widget.getByLabel('Occasion').selectOption('birthday');
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => progress(widget)).toBe('67');
    // Step two: a required radio and checkbox group need one checked.
    await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByText('Please fill in this field.').first().waitFor();
    expect(await widget.getByRole('radio', { name: 'Drop-off' }).getAttribute('aria-invalid')).toBe('true');
    expect(await widget.getByRole('checkbox', { name: 'Soup' }).getAttribute('aria-invalid')).toBe('true');
    // Back needs no validation, and keeps what was filled in.
    await widget.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => progress(widget)).toBe('33');
    expect(await widget.getByLabel('Number of guests').inputValue()).toBe('40');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refuses a photo by content and by the stored size with their messages, takes a real one, and sends', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const widget = await openCatering(page);
    await widget.getByLabel('Date of the event').fill('2027-06-12');
    await widget.getByLabel('Number of guests').fill('40');
    await widget.getByLabel('Occasion').selectOption('wedding');
    await widget.getByRole('button', { name: 'Next' }).click();
    const photo = widget.getByLabel('A photo of the venue (JPEG, PNG or WebP, up to 2 MB)');
    await photo.setInputFiles({
      name: 'venue.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<?php echo 1; ?>'),
    });
    await widget.getByText('Only jpg, jpeg, png, webp files are allowed.').waitFor();
    expect(await photo.getAttribute('aria-invalid')).toBe('true');
    const large = await noise(900, 900);
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    await photo.setInputFiles({ name: 'venue.png', mimeType: 'image/png', buffer: large });
    await widget.getByText('The venue photo may be at most 2 MB.').waitFor();
    await photo.setInputFiles({ name: 'venue.png', mimeType: 'image/png', buffer: await noise(64, 48) });
    await widget.getByText('Uploaded.').waitFor();
    expect(await photo.getAttribute('aria-invalid')).toBeNull();
    await widget.getByRole('checkbox', { name: 'Sandwiches' }).check();
    await widget.getByRole('radio', { name: 'Drop-off' }).check();
    await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByLabel('Your name').fill('Ann <b>Baker</b>');
    await widget.getByLabel('Your e-mail').fill('ann@example.com');
    const submit = widget.getByRole('button', { name: 'Send request' });
    const answer = page.waitForResponse(
      (response) =>
        response.url().includes('admin-ajax.php') &&
        response.request().postData()?.includes('wpr_form_builder_submissions') === true,
    );
    await submit.click();
    const body = (await (await answer).json()) as { success: boolean; data: { post_id: number } };
    expect(body.success).toBe(true);
    await widget
      .getByRole('status')
      .filter({ hasText: 'Thank you! We will reply within two working days' })
      .waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // The stored submission holds the flattened choices and the photo's URL, which is now served.
    const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
    const row = db
      .prepare('select content from form_builder_submissions where id = ?')
      .get(body.data.post_id) as { content: string };
    db.close();
    const content = JSON.parse(row.content) as Record<string, [string, string, string]>;
    expect(content.menu?.[1]).toBe('sandwiches');
    expect(content.name?.[1]).toBe('Ann <b>Baker</b>');
    expect((await page.request.get(content.venue_photo?.[1] ?? '')).status()).toBe(200);
    expect(errors.filter((line) => !line.startsWith('HTTP'))).toEqual([]);
    await page.context().close();
  });

  it('goes to the stored redirect address after success', async () => {
    const form = storedForm();
    restore = form.restore;
    form.change((settings) => {
      settings.redirectUrl = new URL('/visit', baseUrl()).href;
    });
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const widget = await openCatering(page);
    await fillToLastStep(widget);
    await widget.getByLabel('Your name').fill('Ann');
    await widget.getByLabel('Your e-mail').fill('ann@example.com');
    await widget.getByRole('button', { name: 'Send request' }).click();
    await widget.getByText('Thank you!', { exact: false }).waitFor();
    await page.waitForURL('**/visit');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the form’s error message when an action fails, and lets the visitor send again', async () => {
    const form = storedForm();
    restore = form.restore;
    // A mailing-list action with no list set up: the server refuses the submission (nothing stored).
    form.change((settings) => {
      settings.actions = ['submissions', 'mailchimp'];
    });
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const widget = await openCatering(page);
    await fillToLastStep(widget);
    await widget.getByLabel('Your name').fill('Ann');
    await widget.getByLabel('Your e-mail').fill('ann@example.com');
    const submit = widget.getByRole('button', { name: 'Send request' });
    await submit.click();
    await widget
      .getByRole('status')
      .filter({ hasText: 'Sorry, your request could not be sent. Please try again, or call us.' })
      .waitFor();
    expect(await submit.isDisabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((line) => !/HTTP 503 .*admin-ajax/.test(line))).toEqual([]);
    await page.context().close();
  });

  it('a click on Next made before the form’s code arrives is performed once it does', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const release = await holdChunks(page);
    await page.goto('/catering');
    const widget = page.locator('[data-widget="form-builder"]');
    const next = widget.getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    expect(await widget.getAttribute('data-widget-state')).not.toBe('mounted');
    await next.click();
    release();
    await widget.and(page.locator('[data-widget-state="mounted"]')).waitFor();
    // The held click ran the step's validation: the errors show.
    await expect.poll(() => widget.getByLabel('Date of the event').getAttribute('aria-invalid')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
