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

/** The demo database, read directly: the entries and e-mails the server committed. */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
const entriesWith = (uniqueId: string) =>
  query<{ id: number }>('select id from form_entries where unique_id = ?', uniqueId);

async function uniqueIdOf(page: Page): Promise<string> {
  return page.locator(`${FORM} input[name="gform_unique_id"]`).inputValue();
}

/** Counts gform_submit_form calls, so a test can tell the server (not the browser) judged a page. */
function countSubmissions(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && (request.postData() ?? '').includes('action=gform_submit_form'))
      seen.count++;
  });
  return seen;
}

async function fillCateringPageOne(page: Page) {
  await page.getByLabel('Wedding').check();
  await page.getByLabel('Date of the event').fill('2027-06-12');
  await page.getByLabel('Number of guests').fill('80');
}

describe('embedded forms with JavaScript', () => {
  it('the three-page catering form: server validation per page, conditional fields, values kept, a message confirmation, one entry', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    const submissions = countSubmissions(page);
    await page.goto('/forms/catering');
    await mountedWidget(page, FORM);
    const stepOne = page.locator('[data-slot="form-page"]:not([hidden])');
    await expect(stepOne.getByRole('heading', { name: 'Your event' }).count()).resolves.toBe(1);

    // Nothing filled in: the server refuses page 1; the errors are announced and focus goes to the first.
    await page.getByRole('button', { name: 'Next' }).click();
    const live = page.locator(`${FORM} [aria-live="assertive"]`);
    await live.getByText('There was a problem with your submission').waitFor();
    expect(submissions.count).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    // Conditional field: shown for "Something else", hidden again for "Wedding".
    const occasion = page.getByRole('textbox', { name: 'What is the occasion?' });
    expect(await occasion.count()).toBe(0);
    await page.getByLabel('Something else').check();
    await occasion.waitFor();
    await page.getByLabel('Wedding').check();
    await occasion.waitFor({ state: 'hidden' });

    await fillCateringPageOne(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Menu' }).waitFor();
    expect(await page.getByText('Step 2 of 3').count()).toBe(1);

    // Previous keeps what was typed on page 1.
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByLabel('Number of guests').waitFor();
    expect(await page.getByLabel('Number of guests').inputValue()).toBe('80');
    expect(await page.getByLabel('Date of the event').inputValue()).toBe('2027-06-12');
    await page.getByRole('button', { name: 'Next' }).click();

    const allergies = page.getByRole('textbox', { name: 'Which allergies?' });
    await page.getByRole('combobox', { name: 'Menu' }).selectOption('lunch');
    expect(await allergies.count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Allergies' }).check();
    await allergies.waitFor();
    await allergies.fill('Peanuts');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('textbox', { name: /Your name/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: /Your name/ }).fill('Ann Lee');
    await page.getByRole('textbox', { name: /Email/ }).fill('ann@example.com');
    const uniqueId = await uniqueIdOf(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();

    const confirmation = page.locator('[data-slot="confirmation-wrapper"]');
    await confirmation.getByText('Thank you, Ann Lee. We will send you a quote within three days.').waitFor();
    expect(await confirmation.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(entriesWith(uniqueId)).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a redirect confirmation takes the browser to its page', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/forms/catering');
    await mountedWidget(page, FORM);
    await page.getByLabel('Business').check();
    await page.getByLabel('Date of the event').fill('2027-03-02');
    await page.getByLabel('Number of guests').fill('40');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Menu' }).selectOption('breakfast');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Bo Chen');
    await page.getByRole('textbox', { name: /Email/ }).fill('bo@example.com');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL('**/forms/thank-you');
  });

  it('a site script can cancel a submission in before-submit (aborted fires, nothing is sent)', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const submissions = countSubmissions(page);
    await page.goto('/forms/contact');
    await mountedWidget(page, FORM);
    await page.evaluate(() => {
      document.addEventListener('before-submit', (event) => event.preventDefault(), { once: true });
      document.addEventListener('aborted', () => document.body.setAttribute('data-aborted', 'yes'), {
        once: true,
      });
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('body[data-aborted="yes"]').waitFor();
    expect(submissions.count).toBe(0);
  });

  it('save and continue: the e-mailed link restores the form at its page, and submitting makes one entry', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/forms/events');
    await mountedWidget(page, FORM);
    await page.getByRole('combobox', { name: /Event/ }).selectOption('wine');
    await page.getByLabel(/Tickets/).fill('2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Cai Ito');
    await page.getByRole('button', { name: 'Save and Continue Later' }).click();
    const link = page.locator('[data-slot="save-message"] a');
    await link.waitFor();
    const resumeUrl = await link.getAttribute('href');
    expect(resumeUrl).toMatch(/gf_token=[0-9a-f]{32}/);

    const address = `cai-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Email Address' }).fill(address);
    await page.getByRole('button', { name: 'Send Link' }).click();
    await page.getByText(`A link to resume this form has been sent to ${address}.`).waitFor();
    const mails = query<{ body: string }>('select body from outbox where recipient = ?', address);
    expect(mails).toHaveLength(1);
    const token = /gf_token=([0-9a-f]{32})/.exec(resumeUrl ?? '')?.[1] ?? 'none';
    expect(mails[0]?.body).toContain(token);

    const later = await openPage(browser, { viewport: DESKTOP });
    const mailedUrl = /https?:\/\/\S+gf_token=[0-9a-f]{32}/.exec(mails[0]?.body ?? '')?.[0] ?? '';
    await later.page.goto(new URL(mailedUrl).pathname + new URL(mailedUrl).search);
    await mountedWidget(later.page, FORM);
    expect(await later.page.getByRole('textbox', { name: /Your name/ }).inputValue()).toBe('Cai Ito');
    await later.page.getByRole('textbox', { name: /Email/ }).first().fill('cai@example.com');
    await later.page
      .getByLabel(/I agree|terms/i)
      .first()
      .check();
    const uniqueId = await uniqueIdOf(later.page);
    await later.page.getByRole('button', { name: 'Book' }).click();
    await later.page.getByText('Booked! See you soon, Cai Ito.').waitFor();
    expect(entriesWith(uniqueId)).toHaveLength(1);
  });
});

describe('embedded forms: lazy chunks', () => {
  it('pagination and conditional logic load only for forms that use them', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    const chunks: string[] = [];
    page.on('request', (request) => {
      const name = /\/(gform-pagination|gform-conditional-logic)-[\w-]+\.js$/.exec(
        new URL(request.url()).pathname,
      )?.[1];
      if (name) chunks.push(name);
    });
    await page.goto('/forms/contact');
    await mountedWidget(page, FORM);
    await page.getByRole('textbox', { name: /Your name/ }).fill('Eve');
    expect(chunks).toEqual([]);
    await page.goto('/forms/catering');
    await mountedWidget(page, FORM);
    await page.getByLabel('Something else').check();
    await page.getByRole('textbox', { name: 'What is the occasion?' }).waitFor();
    expect([...new Set(chunks)].sort()).toEqual(['gform-conditional-logic', 'gform-pagination']);
    expect(errors).toEqual([]);
  });

  it('a chunk that has not arrived within 120,000 ms raises the chunk-loading error', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install();
    // Paused: the 120 s are the page's time from the chunk's request, however long the mount takes here.
    await page.clock.pauseAt(Date.now() + 1000);
    // The conditional-logic chunk never answers.
    await page.route(/gform-conditional-logic-[\w-]+\.js$/, () => {});
    await page.goto('/forms/catering');
    await mountedWidget(page, FORM);
    await page.clock.runFor(119_000);
    expect(errors.filter((error) => error.includes('Loading chunk gform-conditional-logic failed'))).toEqual(
      [],
    );
    await page.clock.runFor(1_500);
    await expect
      .poll(() => errors.some((error) => error.includes('Loading chunk gform-conditional-logic failed')))
      .toBe(true);
  });
});

describe('embedded forms without JavaScript (postback)', () => {
  it('save and continue shows the resume link; the link restores the page; submitting makes one entry', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    page.setDefaultTimeout(10_000);
    await page.goto('/forms/events');
    await page.getByRole('combobox', { name: /Event/ }).selectOption('cake');
    await page.getByLabel(/Tickets/).fill('3');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Fay Gold');
    await page.getByRole('button', { name: 'Save and Continue Later' }).click();
    const link = page.locator('[data-slot="save-message"] a');
    await link.waitFor();
    const resumeUrl = new URL((await link.getAttribute('href')) ?? '', page.url());
    expect(resumeUrl.search).toMatch(/gf_token=[0-9a-f]{32}/);

    await page.goto(resumeUrl.pathname + resumeUrl.search);
    expect(await page.getByRole('textbox', { name: /Your name/ }).inputValue()).toBe('Fay Gold');
    await page.getByRole('textbox', { name: /Email/ }).first().fill('fay@example.com');
    await page
      .getByLabel(/I agree|terms/i)
      .first()
      .check();
    const uniqueId = await uniqueIdOf(page);
    await page.getByRole('button', { name: 'Book' }).click();
    await page.getByText('Booked! See you soon, Fay Gold.').waitFor();
    expect(entriesWith(uniqueId)).toHaveLength(1);
  });

  it('the catering form validates each page on the server, keeps values going back, and confirms', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    page.setDefaultTimeout(10_000);
    await page.goto('/forms/catering');
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .locator('[aria-live="assertive"]')
      .getByText('There was a problem with your submission')
      .waitFor();
    await fillCateringPageOne(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Menu' }).waitFor();
    await page.getByRole('combobox', { name: 'Menu' }).selectOption('tea');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByLabel('Number of guests').waitFor();
    expect(await page.getByLabel('Number of guests').inputValue()).toBe('80');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('combobox', { name: 'Menu' }).inputValue()).toBe('tea');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Dee Okafor');
    await page.getByRole('textbox', { name: /Email/ }).fill('dee@example.com');
    const uniqueId = await uniqueIdOf(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText('Thank you, Dee Okafor. We will send you a quote within three days.').waitFor();
    expect(entriesWith(uniqueId)).toHaveLength(1);
  });
});
