import fs from 'node:fs';
import path from 'node:path';
import { REVIEW_FORM_FIELDS as F } from '@site-widgets/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES as M } from '../src/modules/submissions/submission-messages.ts';
import { createUploadStore } from '../src/modules/uploads/upload-store.ts';
import { DIALECTS } from './support/databases.ts';
import { parseJson } from './support/fixtures.ts';
import { countRows, createClock, seedForm, uploadFiles, validFields } from './support/submissions.ts';
import { createTestApp, type MultipartValue, type TestApp } from './support/test-app.ts';

const photo = (format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } });
  return (format === 'png' ? image.png() : image.jpeg())
    .withExif({ IFD0: { Copyright: 'Secret owner', ImageDescription: 'Taken at 12 Home Lane' } })
    .toBuffer();
};

/** Files that claim to be PNG images by name and type but are not. */
const DISGUISED = {
  html: '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  svg: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  php: '<?php system($_GET["cmd"]); ?>',
  'gif header then script': 'GIF89a/*<script>alert(1)</script>*/',
};

describe.each(DIALECTS)('avatar uploads on %s', (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof createClock>;
  afterEach(async () => t?.close());

  async function start(avatarMaxBytes?: number) {
    clock = createClock();
    t = await createTestApp(dialect, { now: clock.now, submissions: { avatarMaxBytes } });
    return seedForm(t.database);
  }

  function submit(fields: Record<string, string>, avatar: MultipartValue) {
    const { action: _action, ...rest } = fields;
    return t.ajaxMultipart([['action', 'wprp_save_review'], ...Object.entries(rest), [F.avatar, avatar]]);
  }

  async function storedAvatar(): Promise<string> {
    const row = await t.database.db.selectFrom('reviews').select('avatar_url').executeTakeFirstOrThrow();
    return row.avatar_url ?? '';
  }

  it.each(['png', 'jpeg'] as const)(
    're-encodes a %s to a 256×256 WebP without metadata, under a random name',
    async (format) => {
      const formId = await start();
      const original = await photo(format);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const fields = validFields(t, formId);
      clock.advance(5000);
      const response = await submit(fields, {
        file: original,
        filename: '../../evil name.php.png',
        contentType: 'image/png',
      });
      expect(response.status).toBe(200);
      const url = await storedAvatar();
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect(uploadFiles(t.dataDir)).toEqual([path.basename(url)]);
      const stored = fs.readFileSync(path.join(t.dataDir, 'uploads', path.basename(url)));
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored.includes('Secret owner')).toBe(false);
    },
  );

  it('serves a stored avatar as image/webp, nosniff, cached for a year', async () => {
    const formId = await start();
    const fields = validFields(t, formId);
    clock.advance(5000);
    await submit(fields, { file: await photo('png'), filename: 'me.png', contentType: 'image/png' });
    const response = await t.app.inject({ method: 'GET', url: await storedAvatar() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('serves nothing but stored names', async () => {
    await start();
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/.tmp-0123456789abcdef0123456789abcdef.webp',
      '/uploads/nonce-secret',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it.each(Object.entries(DISGUISED))(
    'refuses %s named .png and sent as image/png, writing nothing',
    async (_kind, content) => {
      const formId = await start();
      const fields = validFields(t, formId);
      clock.advance(5000);
      const response = await submit(fields, {
        file: Buffer.from(content),
        filename: 'avatar.png',
        contentType: 'image/png',
      });
      expect(response.status).toBe(200);
      const reasons = parseJson(response.body).reasons as string[];
      expect(reasons.length).toBe(1);
      expect([M.avatarType, M.avatarUnreadable]).toContain(reasons[0]);
      expect(await countRows(t.database, 'reviews')).toBe(0);
      expect(uploadFiles(t.dataDir)).toEqual([]);
    },
  );

  it('refuses a file over the limit while streaming, writing nothing', async () => {
    const formId = await start();
    const fields = validFields(t, formId);
    clock.advance(5000);
    const png = await photo('png');
    const oversized = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length, 1)]);
    const response = await submit(fields, { file: oversized, filename: 'big.png', contentType: 'image/png' });
    expect(response.status).toBe(200);
    expect(parseJson(response.body).reasons).toEqual([M.avatarTooLarge]);
    expect(await countRows(t.database, 'reviews')).toBe(0);
    expect(uploadFiles(t.dataDir)).toEqual([]);
  });

  it('takes its byte limit from the configuration', async () => {
    const formId = await start(10_000);
    const fields = validFields(t, formId);
    clock.advance(5000);
    const big = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#123' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(10_000);
    const response = await submit(fields, { file: big, filename: 'a.png', contentType: 'image/png' });
    expect(parseJson(response.body).reasons).toEqual([M.avatarTooLarge]);
  });

  it('treats the empty file part a browser sends for "no file chosen" as no avatar', async () => {
    const formId = await start();
    const fields = validFields(t, formId);
    clock.advance(5000);
    const response = await submit(fields, {
      file: Buffer.alloc(0),
      filename: '',
      contentType: 'application/octet-stream',
    });
    expect(response.status).toBe(200);
    expect(await storedAvatar()).toBe('');
  });

  it('refuses a picture on a form that does not take one', async () => {
    clock = createClock();
    t = await createTestApp(dialect, { now: clock.now });
    const formId = await seedForm(t.database, { fieldsShown: ['name', 'text'] });
    const fields = validFields(t, formId);
    clock.advance(5000);
    const response = await submit(fields, {
      file: await photo('png'),
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(parseJson(response.body).reasons).toEqual([M.avatarNotTaken]);
    expect(uploadFiles(t.dataDir)).toEqual([]);
  });

  it('leaves no file behind when the submission fails for another reason or the transaction fails', async () => {
    const formId = await start();
    const tooFast = validFields(t, formId);
    const later = validFields(t, formId);
    const png = await photo('png');
    expect((await submit(tooFast, { file: png, filename: 'a.png', contentType: 'image/png' })).status).toBe(
      200,
    );
    clock.advance(5000);
    await sql`drop table outbox`.execute(t.database.db);
    const failing = await submit(later, { file: png, filename: 'a.png', contentType: 'image/png' });
    expect(failing.status).toBe(500);
    expect(await countRows(t.database, 'reviews')).toBe(0);
    expect(uploadFiles(t.dataDir)).toEqual([]);
  });

  it('keeps one file when the same submission with its avatar is retried', async () => {
    const formId = await start();
    const fields = validFields(t, formId);
    clock.advance(5000);
    const png = await photo('png');
    const answers = await Promise.all([
      submit(fields, { file: png, filename: 'a.png', contentType: 'image/png' }),
      submit(fields, { file: png, filename: 'a.png', contentType: 'image/png' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await countRows(t.database, 'reviews')).toBe(1);
    expect(uploadFiles(t.dataDir)).toEqual([path.basename(await storedAvatar())]);
  });
});

describe('upload recovery', () => {
  it('finishes a temporary file a committed row refers to and removes the others, past the grace period', async () => {
    const directory = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'sw-uploads-'));
    try {
      const store = createUploadStore(directory);
      const kept = await store.stage(Buffer.from('committed'));
      const dropped = await store.stage(Buffer.from('never committed'));
      const referenced = new Set([kept.url]);
      const isReferenced = async (url: string) => referenced.has(url);
      expect(await store.recover(isReferenced, 60_000)).toEqual({ completed: 0, removed: 0 });
      expect(await store.recover(isReferenced, 60_000, Date.now() + 61_000)).toEqual({
        completed: 1,
        removed: 1,
      });
      expect(fs.readdirSync(directory)).toEqual([path.basename(kept.url)]);
      expect(dropped.url).not.toBe(kept.url);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
