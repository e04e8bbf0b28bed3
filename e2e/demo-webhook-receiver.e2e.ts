import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, dataDir, launchChromium, openPage, startWidget } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('the catering request’s webhook in the demo (issue 17 item 8)', () => {
  it('a sent request arrives, signed, at /demo/webhook-receiver, linked from /catering; its content is not shown', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.goto('/catering');
    const widget = page.locator('[data-widget="form-builder"]');
    await startWidget(widget);
    await widget.getByLabel('Date of the event').fill('2027-06-12');
    await widget.getByLabel('Number of guests').fill('40');
    await widget.getByLabel('Occasion').selectOption('wedding');
    await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByRole('checkbox', { name: 'Soup' }).check();
    await widget.getByRole('radio', { name: 'Drop-off' }).check();
    await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByLabel('Your name').fill('Webhook Wanda');
    await widget.getByLabel('Your e-mail').fill('wanda@example.com');
    await widget.getByRole('button', { name: 'Send request' }).click();
    await widget.getByText('Thank you!', { exact: false }).waitFor();

    // The outbox row this request queued (its id is the X-Webhook-Id the receiver lists).
    const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
    const row = db.prepare("select id from webhook_deliveries where payload like '%Webhook Wanda%'").get() as
      | { id: string }
      | undefined;
    db.close();
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    // The worker polls every 2 s; the delivery is listed once it has been sent.
    const listed = `<code>${row?.id}</code></td><td>valid</td><td>1</td>`;
    await expect
      .poll(async () => (await (await page.request.get('/demo/webhook-receiver')).text()).includes(listed), {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(true);

    await page.getByRole('link', { name: "where this form's webhook goes" }).click();
    await page.waitForURL('**/demo/webhook-receiver');
    await page.getByRole('heading', { name: 'Webhook receiver', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Newest first' });
    const deliveredRow = table.getByRole('row').filter({ hasText: row?.id ?? '' });
    expect(await deliveredRow.getByRole('cell').nth(1).textContent()).toBe('form.submitted');
    expect(await deliveredRow.getByRole('cell').nth(3).textContent()).toBe('valid');
    expect(await page.content()).not.toContain('Wanda');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
