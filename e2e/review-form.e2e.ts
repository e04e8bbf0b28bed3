import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { FORM_TOKEN_PATH, REVIEW_FORM_FIELDS } from '@site-widgets/contract/reviews/save-review.ts';
import Database from 'better-sqlite3';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  dataDir,
  launchChromium,
  mountedWidget,
  openPage,
  PHONE,
  startWidget,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const INLINE_FORM = '[data-widget="review-form"][data-display="inline"]';
const OFFLINE_MESSAGE = "You're offline — your review is saved and will be sent when you're back online.";
/** The demo's form 1 refuses a form sent sooner than 3 s after it was shown (the form token). */
const MIN_SECONDS_MS = 3200;

/** A real PNG, made by hand: `size`×`size` pixels of one colour (signature, IHDR, IDAT, IEND). */
function pngImage(size = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [31, 95, 139]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo database, read directly: the reviews stored under a browser unique id. */
function storedReviews(uniqueId: string): Array<{ id: number; hidden: number; avatar_url: string | null }> {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
  try {
    return db
      .prepare('select id, hidden, avatar_url from reviews where browser_uid = ?')
      .all(uniqueId) as Array<{ id: number; hidden: number; avatar_url: string | null }>;
  } finally {
    db.close();
  }
}

/** The site owner's moderation tool (npm run reviews), on the demo server's data. */
function ownerCli(...args: string[]) {
  const root = path.resolve(import.meta.dirname, '..');
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/reviews.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '', LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
}

/** A request's body as text (latin1 keeps a multipart body with a binary file readable). */
const bodyOf = (request: Request) => request.postDataBuffer()?.toString('latin1') ?? '';

/**
 * Every `wprp_save_review` call the page makes. Chromium does not report a body that carries a file, so
 * a multipart post to the endpoint is one (only the save call is multipart), or an urlencoded one naming it.
 */
function saveCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/wp-admin/admin-ajax.php')) return;
    const multipart = (request.headers()['content-type'] ?? '').startsWith('multipart/form-data');
    if (multipart || bodyOf(request).includes('wprp_save_review')) calls.push(request);
  });
  return calls;
}

interface SentForm {
  names: string[];
  files: string[];
  fields: Record<string, string>;
}

/** Records the FormData the page posts (names in order, file names), since Chromium hides file bodies. */
async function recordSentForms(page: Page) {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    (window as { __sentForms?: unknown[] }).__sentForms = sent;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const body = init?.body;
      if (body instanceof FormData) {
        const entries = [...body.entries()];
        sent.push({
          names: entries.map(([name]) => name),
          files: entries.flatMap(([, value]) => (value instanceof File ? [value.name] : [])),
          fields: Object.fromEntries(entries.filter(([, value]) => typeof value === 'string')),
        });
      }
      return original(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __sentForms: SentForm[] }).__sentForms);
}

async function openForm(page: Page, url = '/write-a-review') {
  const loaded = Date.now();
  await page.goto(url);
  const form = await mountedWidget(page, INLINE_FORM);
  return {
    form,
    /** Waits out the form's minimum time-to-submit, counted from the page load. */
    async waitMinimumTime() {
      const left = MIN_SECONDS_MS - (Date.now() - loaded);
      if (left > 0) await page.waitForTimeout(left);
    },
  };
}

async function fillReview(page: Page, fields: { title?: string; text?: string; name?: string } = {}) {
  const form = page.locator(INLINE_FORM);
  await form.getByLabel('4 stars').check();
  await form.getByLabel('Review title (optional)').fill(fields.title ?? 'Warm scones by the water');
  await form
    .getByLabel('Your review')
    .fill(fields.text ?? 'The scones were still warm and the tea came in a pot.');
  await form.getByLabel('Your name').fill(fields.name ?? 'Ann Lee');
  await form.getByLabel('Your e-mail (optional)').fill('ann@example.com');
}

const formState = (page: Page) => page.locator(`${INLINE_FORM} .sw-review-form`).getAttribute('data-state');
const uniqueIdOf = (page: Page) => page.locator(`${INLINE_FORM} input[name="wprev_unbrid"]`).inputValue();

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the write-a-review and feedback pages (%s)', (_name, viewport) => {
  it('have no axe violations once every widget has hydrated', async () => {
    for (const url of ['/write-a-review', '/feedback']) {
      const { page, errors } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
      await page.goto(url);
      for (const widget of await page.locator('[data-widget^="review-"]').all()) {
        await startWidget(widget, 'attached');
      }
      expect(await axeViolations(page), url).toEqual([]);
      expect(errors, url).toEqual([]);
      await page.context().close();
    }
  });

  it('have no axe violations with the rating message and the modal form open', async () => {
    const { page } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await openForm(page);
    const form = page.locator(INLINE_FORM);
    await form.getByLabel('Your review').fill('Lovely');
    await form.getByLabel('Your name').fill('Ann');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByText('Please select a rating.').waitFor();
    await mountedWidget(page, '[data-widget="review-form"][data-display="modal"]');
    await page.getByRole('button', { name: 'Send quick feedback' }).click();
    await page.getByRole('dialog', { name: 'How was this page?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('sending a review', () => {
  it('sends it with a photo: success message, form reset and collapsed, recorded in localStorage', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    const calls = saveCalls(page);
    const sentForms = await recordSentForms(page);
    const { form, waitMinimumTime } = await openForm(page);
    await fillReview(page);
    await form.getByLabel('Your photo (optional)').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: pngImage(),
    });
    const uniqueId = await uniqueIdOf(page);
    expect(uniqueId).toMatch(/^[0-9a-f]{32}$/);
    await waitMinimumTime();
    await form.getByRole('button', { name: 'Submit review' }).click();
    const status = form.getByRole('status').filter({ hasText: 'Thank you for your feedback!' });
    await status.waitFor();
    expect(await formState(page)).toBe('success');
    expect(await form.locator('form').isHidden()).toBe(true);
    expect(await form.getByLabel('Your name').inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Thank you for your feedback!',
    );

    const sessions = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('wprev_form_sessions') ?? '[]'),
    );
    expect(sessions).toEqual([
      expect.objectContaining({ formid: 1, postid: 6, submitted: 'yes', unbrid: uniqueId }),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const [sent] = await sentForms();
    // The form's own action first, the appended one and the nonce last (reviews-protocol.md: the last wins).
    expect(sent?.names.filter((name) => name === 'action')).toHaveLength(2);
    expect(sent?.names.slice(-2)).toEqual(['action', 'wpfb_nonce']);
    expect(sent?.files).toEqual(['me.png']);
    expect(sent?.fields).toMatchObject({
      wprev_form_id: '1',
      wprev_post_id: '6',
      wprev_unbrid: uniqueId,
      wprev_rating: '4',
      wprev_rating_required: 'yes',
      wprev_one_submission: 'nof',
      wprev_page_name: 'Write a review',
      wprev_hp_website: '',
      wprev_name: 'Ann Lee',
    });
    expect(sent?.fields.wprev_shown_at).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    const stored = storedReviews(uniqueId);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.hidden).toBe(1);
    expect(stored[0]?.avatar_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(errors).toEqual([]);

    // spec 000 §4 one-submission (form 1 is once per form): the next visit shows the message…
    await page.reload();
    await mountedWidget(page, INLINE_FORM);
    await form.getByText('You have already submitted a review. Thank you!').waitFor();
    expect(await formState(page)).toBe('already-submitted');
    expect(await form.locator('form').isHidden()).toBe(true);

    // …until the server no longer has the review: `notfound` shows the form again.
    ownerCli('delete', String(stored[0]?.id));
    const checked = page.waitForResponse(
      (response) =>
        response.url().endsWith('/wp-admin/admin-ajax.php') &&
        bodyOf(response.request()).includes('wprp_check_unbrid'),
    );
    await page.reload();
    expect(await (await checked).text()).toBe('notfound');
    await mountedWidget(page, INLINE_FORM);
    await page.waitForFunction(
      (selector) =>
        document.querySelector(`${selector} .sw-review-form`)?.getAttribute('data-state') === 'shown',
      INLINE_FORM,
    );
    expect(await form.locator('form').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('wprev_form_sessions'))).toBeNull();
    await page.context().close();
  });

  it('sends the quick form from its modal dialog', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    const loaded = Date.now();
    await page.goto('/write-a-review');
    await mountedWidget(page, '[data-widget="review-form"][data-display="modal"]');
    const opener = page.getByRole('button', { name: 'Send quick feedback' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'How was this page?' });
    await dialog.waitFor();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await dialog.getByLabel('Your review').fill('The opening hours were easy to find.');
    await page.waitForTimeout(Math.max(0, MIN_SECONDS_MS - (Date.now() - loaded)));
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await dialog.getByText('Thanks! Your feedback helps us improve.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send quick feedback');
    await page.context().close();
  });
});

describe('the form’s messages (spec 000 §5, §8)', () => {
  it('says "Please select a rating." on the rating group and moves focus to it', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const calls = saveCalls(page);
    const { form } = await openForm(page);
    await form.getByLabel('Your review').fill('Lovely');
    await form.getByLabel('Your name').fill('Ann');
    await form.getByRole('button', { name: 'Submit review' }).click();
    const message = form.getByText('Please select a rating.');
    await message.waitFor();
    const group = form.getByRole('radiogroup', { name: 'Your rating' });
    expect(await group.getAttribute('aria-invalid')).toBe('true');
    expect(await group.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('wprev_rating');
    // The radios are a radio group: arrow keys choose.
    await page.keyboard.press('ArrowRight');
    expect(await form.getByLabel('2 stars').isChecked()).toBe(true);
    expect(calls).toHaveLength(0);
    await page.context().close();
  });

  it('shows the server’s dbmsg in an error style when it refuses the review', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const { form, waitMinimumTime } = await openForm(page);
    await fillReview(page);
    // What a bot does: fill the field people never see. The server refuses the review.
    await form.locator('input[name="wprev_hp_website"]').fill('http://spam.example', { force: true });
    await waitMinimumTime();
    await form.getByRole('button', { name: 'Submit review' }).click();
    const alert = form.getByRole('alert');
    await alert.filter({ hasText: 'Your review could not be accepted.' }).waitFor();
    expect(await formState(page)).toBe('error');
    const [alertColour, textColour] = await alert.evaluate((node) => [
      getComputedStyle(node).color,
      getComputedStyle(node.closest('.sw-review-form') as Element).color,
    ]);
    expect(alertColour).not.toBe(textColour);
    expect(await form.getByLabel('Your name').inputValue()).toBe('Ann Lee');
    await page.context().close();
  });

  it('shows the server’s dbmsg when the form is sent too quickly', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const { form } = await openForm(page);
    await form.getByLabel('5 stars').check();
    await form.getByLabel('Your review').fill('Quick');
    await form.getByLabel('Your name').fill('Ann');
    // Filling can outlast the 3 s on a busy machine: the token the page came with is swapped for one
    // issued just now (as a page opened a moment ago would hold), so the send is certainly too quick.
    await form.evaluate(
      async (scope, { path, names }) => {
        const field = (name: string) => scope.querySelector<HTMLInputElement>(`input[name="${name}"]`);
        const answer = await fetch(`${path}?form_id=${field(names.formId)?.value ?? ''}`);
        const shownAt = field(names.shownAt);
        if (!answer.ok || !shownAt) throw new Error(`no fresh form token (HTTP ${answer.status})`);
        shownAt.value = ((await answer.json()) as { token: string }).token;
      },
      { path: FORM_TOKEN_PATH, names: REVIEW_FORM_FIELDS },
    );
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'The form was sent too quickly. Please take a moment and try again.' })
      .waitFor();
    await page.context().close();
  });

  it('shows why a photo was refused: a file that is not an image', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const { form, waitMinimumTime } = await openForm(page);
    await fillReview(page);
    await form.getByLabel('Your photo (optional)').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    });
    await waitMinimumTime();
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'The picture must be a JPEG, PNG, WebP or GIF image.' })
      .waitFor();
    await page.context().close();
  });

  it('hides the Submit button while sending, so "Sending your review…" stands alone (spec 000 §4)', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      if (bodyOf(route.request()).includes('wprp_save_review')) await held;
      await route.continue();
    });
    const { form, waitMinimumTime } = await openForm(page);
    await fillReview(page);
    await waitMinimumTime();
    const submit = form.getByRole('button', { name: 'Submit review' });
    await submit.click();
    await form.getByText('Sending your review…').waitFor();
    expect(await formState(page)).toBe('submitting');
    // `hidden` must win over the button's own display: no box at all, nothing under the loader text.
    expect(await form.locator('button[type="submit"]').boundingBox()).toBeNull();
    release();
    await form.getByRole('status').filter({ hasText: 'Thank you for your feedback!' }).waitFor();
    await page.context().close();
  });

  it('hides the loader and does nothing else when the answer cannot be parsed', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      if (bodyOf(route.request()).includes('wprp_save_review'))
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<b>Fatal error</b> in plugin' });
      else await route.continue();
    });
    const { form } = await openForm(page);
    await fillReview(page);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByRole('button', { name: 'Submit review' }).waitFor({ state: 'visible' });
    expect(await formState(page)).toBe('shown');
    expect(await form.locator('[data-slot="error"]').textContent()).toBe('');
    expect(await form.locator('.sw-loader').textContent()).toBe('');
    expect(await form.getByLabel('Your name').inputValue()).toBe('Ann Lee');
    await page.context().close();
  });

  it('blocks a photo in a browser without FormData, with a message on the photo field', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.addInitScript(() => {
      // A browser without form-data support.
      delete (window as { FormData?: unknown }).FormData;
    });
    const calls = saveCalls(page);
    const { form } = await openForm(page);
    await fillReview(page);
    await form.getByLabel('Your photo (optional)').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: pngImage(),
    });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form
      .getByText('This browser cannot upload a photo. Remove the photo to send your review.')
      .waitFor();
    expect(await form.getByLabel('Your photo (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    await page.context().close();
  });
});

describe('a review written offline (nothing lost in the browser)', () => {
  it('is kept, says so, and is sent exactly once when the connection returns', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const calls = saveCalls(page);
    const sentForms = await recordSentForms(page);
    const { form, waitMinimumTime } = await openForm(page);
    await fillReview(page, { title: 'Written on the ferry' });
    await form.getByLabel('Your photo (optional)').setInputFiles({
      name: 'ferry.png',
      mimeType: 'image/png',
      buffer: pngImage(12),
    });
    const uniqueId = await uniqueIdOf(page);
    await waitMinimumTime();
    await page.context().setOffline(true);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByText(OFFLINE_MESSAGE).waitFor();
    expect(await formState(page)).toBe('queued');
    expect(calls).toHaveLength(0);

    await page.context().setOffline(false);
    await form.getByText('Thank you for your feedback!').waitFor();
    expect(calls).toHaveLength(1);
    const sent = await sentForms();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.fields.wprev_unbrid).toBe(uniqueId);
    expect(sent[0]?.files).toEqual(['ferry.png']);
    const stored = storedReviews(uniqueId);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.avatar_url).toMatch(/\.webp$/);

    // Nothing is left to send: another page load sends nothing (and the test sees every call).
    await page.goto('/write-a-review');
    await mountedWidget(page, INLINE_FORM);
    await page.waitForTimeout(500);
    expect(calls).toHaveLength(1);
    expect(storedReviews(uniqueId)).toHaveLength(1);
    await page.context().close();
  });

  it('is sent on the next page load when the page it was written on is gone', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    const context = page.context();
    const { form, waitMinimumTime } = await openForm(page);
    await fillReview(page, { title: 'Kept for later', name: 'Bea Cole' });
    const uniqueId = await uniqueIdOf(page);
    await waitMinimumTime();
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByText(OFFLINE_MESSAGE).waitFor();
    await page.close();
    expect(storedReviews(uniqueId)).toHaveLength(0);

    await context.setOffline(false);
    const next = await context.newPage();
    const calls = saveCalls(next);
    const sent = next.waitForResponse(
      (response) =>
        response.url().endsWith('/wp-admin/admin-ajax.php') && bodyOf(response.request()).includes(uniqueId),
    );
    await next.goto('/write-a-review');
    expect(JSON.parse(await (await sent).text())).toMatchObject({ error: 'no' });
    await next.waitForTimeout(500);
    expect(calls).toHaveLength(1);
    expect(storedReviews(uniqueId)).toHaveLength(1);
    const sessions = await next.evaluate(() =>
      JSON.parse(localStorage.getItem('wprev_form_sessions') ?? '[]'),
    );
    expect(sessions).toEqual([expect.objectContaining({ formid: 1, unbrid: uniqueId })]);
    await context.close();
  });
});

describe('stored XSS', () => {
  it('a review with markup in it is shown as text on every page once approved: no dialog, no script', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const dialogs: string[] = [];
    const { form, waitMinimumTime } = await openForm(page);
    await fillReview(page, {
      title: '<img src=x onerror=alert(1)>',
      text: '<script>window.__xss = 1; alert(2)</script> Tasty <b>cake</b>',
      name: '<svg onload=alert(3)>',
    });
    const uniqueId = await uniqueIdOf(page);
    await waitMinimumTime();
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByText('Thank you for your feedback!').waitFor();
    const [stored] = storedReviews(uniqueId);
    expect(stored).toBeDefined();
    ownerCli('approve', String(stored?.id));
    await page.context().close();

    // Template 1 (newest first) now starts with it: the home page list, the feedback page's float
    // (review 0, server-rendered), and a float on a plain HTML page (fetched with wprp_get_float and
    // inserted after DOMPurify).
    const plainFloatPage = `<!doctype html><html lang="en"><head><title>Float</title>
      <script type="application/json" id="site-widgets-vars">{"ajaxurl":"/wp-admin/admin-ajax.php","pageId":9}</script>
      <link rel="stylesheet" href="/assets/widgets.css"><script type="module" src="/assets/loader.js"></script></head>
      <body><main><h1>Float</h1><div data-widget="review-float" data-float="2" data-template="1" data-delay="0"></div></main></body></html>`;
    for (const url of ['/', '/feedback', '/xss-float.html']) {
      const visit = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
      visit.page.on('dialog', async (dialog) => {
        dialogs.push(`${url}: ${dialog.message()}`);
        await dialog.dismiss();
      });
      await visit.page.route('**/xss-float.html', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: plainFloatPage }),
      );
      await visit.page.goto(url);
      const card = visit.page.locator(`[data-review-id="${stored?.id}"]`).first();
      await card.scrollIntoViewIfNeeded().catch(() => {});
      await card.waitFor({ state: 'attached' });
      expect(await card.textContent(), url).toContain('<img src=x onerror=alert(1)>');
      expect(await card.textContent(), url).toContain(
        '<script>window.__xss = 1; alert(2)</script> Tasty <b>cake</b>',
      );
      expect(await card.locator('img[onerror], script, svg[onload], b').count(), url).toBe(0);
      await visit.page.waitForTimeout(300);
      expect(await visit.page.evaluate(() => (window as { __xss?: number }).__xss), url).toBeUndefined();
      await visit.page.context().close();
    }
    expect(dialogs).toEqual([]);
  });
});
