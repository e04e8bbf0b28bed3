import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, dataDir, launchChromium, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** The demo database, read directly: the mail the outbox holds for an address, and its subscriber row. */
function readDemo<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const statusOf = (email: string) =>
  readDemo(
    (db) =>
      (
        db.prepare('select status from newsletter_subscribers where email = ?').get(email) as
          | { status: string }
          | undefined
      )?.status,
  );

function mailedLink(email: string, page: 'confirm' | 'unsubscribe'): string {
  const mail = readDemo(
    (db) =>
      db
        .prepare("select body from outbox where kind = 'mail' and recipient = ? order by id desc")
        .get(email) as { body: string } | undefined,
  );
  const link = new RegExp(`https?://[^\\s]+/newsletter/${page}\\?token=[\\w-]+`).exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error(`no ${page} link mailed to ${email}`);
  return new URL(link).pathname + new URL(link).search;
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
const footerForm = (page: Page) => page.locator('[data-widget="newsletter"]');

describe('the newsletter in the footer (issue 17 item 6)', () => {
  it('stays plain HTML until reached; subscribes, shows the message, clears the fields; confirm and unsubscribe by POST; axe clean', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/', { waitUntil: 'networkidle' });
    const widget = footerForm(page);
    // Nothing of the form's code before the visitor reaches it.
    expect(await widget.getAttribute('data-widget-state')).toBe('waiting');
    const email = unique('ada');
    const field = widget.getByLabel('Your email');
    await field.scrollIntoViewIfNeeded();
    await field.fill(email);
    await widget.getByRole('button', { name: 'Subscribe' }).press('Enter');
    const message = widget.getByRole('status');
    await expect
      .poll(() => message.textContent())
      .toBe('Thank you for subscribing! Please check your inbox to confirm.');
    expect(await message.getAttribute('data-status')).toBe('success');
    expect(await widget.getAttribute('data-widget-state')).toBe('mounted');
    // data-clear-fields="yes": the fields are empty again.
    expect(await field.inputValue()).toBe('');
    expect(page.url()).toMatch(/\/$/);
    expect(statusOf(email)).toBe('pending');
    expect(await axeViolations(page)).toEqual([]);

    // The mailed link opens a page; opening it confirms nothing, the button does.
    await page.goto(mailedLink(email, 'confirm'));
    expect(statusOf(email)).toBe('pending');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();
    expect(statusOf(email)).toBe('subscribed');

    await page.goto(mailedLink(email, 'unsubscribe'));
    expect(statusOf(email)).toBe('subscribed');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'Unsubscribed', exact: true }).waitFor();
    expect(statusOf(email)).toBe('unsubscribed');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the error block by status when the server refuses the address', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/');
    const widget = footerForm(page);
    // A browser takes `a@b` as an address; the server wants a domain with a dot.
    await widget.getByLabel('Your email').fill('someone@localhost');
    await widget.getByRole('button', { name: 'Subscribe' }).click();
    const message = widget.getByRole('status');
    await expect.poll(() => message.textContent()).toBe('Enter an e-mail address like name@example.com.');
    expect(await message.getAttribute('data-status')).toBe('error');
    // An error keeps what was typed.
    expect(await widget.getByLabel('Your email').inputValue()).toBe('someone@localhost');
    await page.context().close();
  });

  it('works without JavaScript: the form posts and a page answers', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto('/about');
    const widget = footerForm(page);
    const email = unique('no-script');
    await widget.getByLabel('Your email').fill(email);
    await widget.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/newsletter/subscribe');
    expect(await page.getByText('Thank you for subscribing!').count()).toBe(1);
    expect(statusOf(email)).toBe('pending');
    // The confirmation page works without script too.
    await page.goto(mailedLink(email, 'confirm'));
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();
    expect(statusOf(email)).toBe('subscribed');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
