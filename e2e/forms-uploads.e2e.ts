import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
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
const FIELD = '[data-slot="upload-field"]';

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A photo-like JPEG of about 1.3 MB (noise does not compress), so it travels in two 1 MiB chunks. */
async function photo(): Promise<Buffer> {
  const width = 900;
  const height = 700;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The upload POSTs the page makes. */
function countChunks(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/form-uploads') seen.count++;
  });
  return seen;
}

async function openCatering() {
  const opened = await openPage(browser, { viewport: DESKTOP });
  await opened.page.goto('/forms/catering');
  await mountedWidget(opened.page, FORM);
  await opened.page.getByLabel('Wedding').check();
  await opened.page.getByLabel('Date of the event').fill('2027-06-12');
  await opened.page.getByLabel('Number of guests').fill('80');
  return opened;
}

describe('file uploads in the catering enquiry', () => {
  it('three photos in chunks over a slow connection (one dropped for a moment), one removed, the two others in the entry', async () => {
    const { page, errors } = await openCatering();
    const chunks = countChunks(page);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    // A slow line: 2 Mbit/s up, 80 ms round trip (Chrome DevTools network conditions).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const slow = { offline: false, latency: 80, downloadThroughput: 1_000_000, uploadThroughput: 250_000 };
    await cdp.send('Network.emulateNetworkConditions', slow);

    const select = page.getByLabel('Photos of the venue', { exact: true });
    const files = await Promise.all(
      ['front.jpg', 'hall.jpg', 'garden.jpg'].map(async (name) => ({
        name,
        mimeType: 'image/jpeg',
        buffer: await photo(),
      })),
    );
    await select.setInputFiles(files);
    const list = page.locator(`${FIELD} .ginput_preview`);
    await expect(list.count()).resolves.toBe(3);
    // The field holds its most files: the select button is disabled.
    expect(await select.isDisabled()).toBe(true);

    // The connection drops for two seconds during the first file; the upload resumes afterwards.
    await page.waitForRequest((request) => new URL(request.url()).pathname === '/form-uploads');
    await cdp.send('Network.emulateNetworkConditions', { ...slow, offline: true });
    // Submitting while files are queued is refused with the alert.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => alerts).toEqual(['Please wait for the uploading to complete']);
    await page.waitForTimeout(2_000);
    await cdp.send('Network.emulateNetworkConditions', slow);

    await page.locator(`${FIELD} .ginput_preview[data-state="uploaded"]`).nth(2).waitFor({ timeout: 50_000 });
    // In chunks: more requests than files.
    expect(chunks.count).toBeGreaterThan(3);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Remove hall.jpg' }).click();
    await expect(list.count()).resolves.toBe(2);
    expect(await select.isDisabled()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('input_2_30');

    await cdp.send('Network.emulateNetworkConditions', { ...slow, uploadThroughput: -1, latency: 0 });
    const uniqueId = await page.locator(`${FORM} input[name="gform_unique_id"]`).inputValue();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Menu' }).selectOption('lunch');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Ann Lee');
    await page.getByRole('textbox', { name: /Email/ }).fill('ann@example.com');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.locator('[data-slot="confirmation-wrapper"]').waitFor();

    const [entry] = query<{ id: number; field_values: string; display_values: string }>(
      'select id, field_values, display_values from form_entries where unique_id = ?',
      uniqueId,
    );
    const values = JSON.parse(entry?.field_values ?? '{}') as Record<string, unknown>;
    expect(values['30']).toEqual([
      expect.stringMatching(/^\/form-uploads\/files\/[0-9a-f]{32}\.jpg\/front\.jpg$/),
      expect.stringMatching(/^\/form-uploads\/files\/[0-9a-f]{32}\.jpg\/garden\.jpg$/),
    ]);
    const attached = query<{ original_name: string }>(
      'select original_name from form_uploads where entry_id = ? order by original_name',
      entry?.id,
    );
    expect(attached.map((row) => row.original_name)).toEqual(['front.jpg', 'garden.jpg']);
    // The removed photo was forgotten by the server when the visitor removed it.
    expect(
      query<{ original_name: string }>(
        'select original_name from form_uploads where unique_id = ?',
        uniqueId,
      ),
    ).toHaveLength(2);
    // The files are served as images (the owner opens them from the entry).
    const served = await page.request.get((values['30'] as string[])[0] ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    // What the two offline seconds explain: a chunk of another widget that could not load then, and the
    // status of an upload whose first chunk never reached the server (404: it starts again at byte 0).
    const explained = (error: string) =>
      error.includes('Loading chunk') || /^HTTP 404 .*\/form-uploads\/[0-9a-f]{32}\?/.test(error);
    expect(errors.filter((error) => !explained(error))).toEqual([]);
  });

  it('a script renamed .jpg is refused by the server, and an SVG by the browser: each message announced, the file removed', async () => {
    const { page } = await openCatering();
    const select = page.getByLabel('Photos of the venue', { exact: true });
    await select.setInputFiles([
      { name: 'menu.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<?php system($_GET["c"]); ?>\n') },
    ]);
    const messages = page.locator(`${FIELD} [aria-live="assertive"]`);
    await messages.getByText('menu.jpg - This type of file is not allowed.').waitFor();
    await select.setInputFiles([
      {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]);
    await messages.getByText('logo.svg - This type of file is not allowed.').waitFor();
    await select.setInputFiles([
      { name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    ]);
    await messages
      .getByText(
        'quote.pdf - This type of file is not allowed. Must be one of the following: jpg, jpeg, png, webp',
      )
      .waitFor();
    expect(await page.locator(`${FIELD} .ginput_preview`).count()).toBe(0);
    // The message list is what the select button describes itself with.
    const describedBy = (await select.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).toContain('gform_multifile_messages_2_30');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the upload chunk loads only for forms with an upload field', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const chunks: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (name.startsWith('gform-')) chunks.push(name);
    });
    await page.goto('/forms/contact');
    await mountedWidget(page, FORM);
    await page.waitForLoadState('networkidle');
    expect(chunks.some((name) => name.startsWith('gform-fileupload-'))).toBe(false);
    await page.goto('/forms/catering');
    await mountedWidget(page, FORM);
    await expect.poll(() => chunks.some((name) => name.startsWith('gform-fileupload-'))).toBe(true);
    // Once it is in, the select button is enabled.
    await expect.poll(() => page.getByLabel('Photos of the venue', { exact: true }).isDisabled()).toBe(false);
  });
});
