import { REVIEW_FORM_FIELDS as F } from '@site-widgets/contract';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMISSION_MESSAGES as M } from '../src/modules/submissions/submission-messages.ts';
import * as avatarImage from '../src/modules/uploads/avatar-image.ts';
import { createDecodeSlots, DECODE_BUSY } from '../src/modules/uploads/decode-slots.ts';
import { DIALECTS } from './support/databases.ts';
import { parseJson } from './support/fixtures.ts';
import { countRows, createClock, seedForm, validFields } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

vi.mock('../src/modules/uploads/avatar-image.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/modules/uploads/avatar-image.ts')>();
  return { ...actual, prepareAvatar: vi.fn(actual.prepareAvatar) };
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe.each(DIALECTS)('avatar decoding that cannot be abused, on %s', (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof createClock>;
  beforeEach(() => {
    vi.mocked(avatarImage.prepareAvatar).mockClear();
  });
  afterEach(async () => t?.close());

  async function start() {
    clock = createClock();
    t = await createTestApp(dialect, { now: clock.now });
    return seedForm(t.database);
  }

  const submit = (fields: Record<string, string>, file: Buffer) => {
    const { action: _action, ...rest } = fields;
    return t.ajaxMultipart([
      ['action', 'wprp_save_review'],
      ...Object.entries(rest),
      [F.avatar, { file, filename: 'a.png', contentType: 'image/png' }],
    ]);
  };

  it('never decodes the picture of a submission whose text fields already fail', async () => {
    const formId = await start();
    const fields = validFields(t, formId, { [F.email]: 'not-an-address' });
    clock.advance(5000);
    const response = await submit(fields, await png(640, 480));
    expect(parseJson(response.body)).toMatchObject({ error: 'yes', code: 'SW_INVALID_REVIEW' });
    expect(avatarImage.prepareAvatar).not.toHaveBeenCalled();
  });

  it('refuses a picture of more than 24 megapixels from its header, without decoding it', async () => {
    const formId = await start();
    const fields = validFields(t, formId);
    clock.advance(5000);
    const response = await submit(fields, await png(7000, 4000));
    expect(response.status).toBe(200);
    expect(parseJson(response.body)).toMatchObject({ error: 'yes', reasons: [M.avatarTooManyPixels] });
    expect(avatarImage.prepareAvatar).not.toHaveBeenCalled();
    expect(await countRows(t.database, 'reviews')).toBe(0);
  });

  it('counts failed submissions toward the rate limit: the sixth attempt in ten minutes gets 429', async () => {
    const formId = await start();
    for (let i = 0; i < 5; i++) {
      const failing = await t.ajax(validFields(t, formId, { [F.email]: 'not-an-address' }));
      expect(parseJson(failing.body)).toMatchObject({ error: 'yes', code: 'SW_INVALID_REVIEW' });
    }
    clock.advance(5000);
    const valid = await t.ajax(validFields(t, formId));
    expect(valid.status).toBe(429);
    expect(valid.headers['retry-after']).toBeDefined();
  });

  it('decodes a valid submission’s picture once', async () => {
    const formId = await start();
    const fields = validFields(t, formId);
    clock.advance(5000);
    const response = await submit(fields, await png(640, 480));
    expect(parseJson(response.body)).toMatchObject({ error: 'no' });
    expect(avatarImage.prepareAvatar).toHaveBeenCalledTimes(1);
  });
});

describe.each(DIALECTS)('the original form’s field names, on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('accepts the unique id under the original name wprev_unique_id', async () => {
    const clock = createClock();
    t = await createTestApp(dialect, { now: clock.now });
    const formId = await seedForm(t.database);
    const { [F.uniqueId]: uniqueId = '', ...fields } = validFields(t, formId);
    clock.advance(5000);
    const response = await t.ajax({ ...fields, wprev_unique_id: uniqueId });
    expect(parseJson(response.body)).toMatchObject({ error: 'no' });
    const row = await t.database.db.selectFrom('reviews').select('browser_uid').executeTakeFirstOrThrow();
    expect(row.browser_uid).toBe(uniqueId);
  });
});

describe('decode slots', () => {
  it('runs at most `concurrent` at once, lets `waiting` wait, and turns the rest away', async () => {
    const slots = createDecodeSlots({ concurrent: 2, waiting: 1 });
    const gates: Array<() => void> = [];
    const work = () => new Promise<string>((resolve) => gates.push(() => resolve('done')));
    const running = [slots.run(work), slots.run(work), slots.run(work)];
    expect(await slots.run(work)).toBe(DECODE_BUSY);
    expect(slots.running()).toBe(2);
    expect(slots.waiting()).toBe(1);
    gates.shift()?.();
    await running[0];
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    for (const open of gates.splice(0)) open();
    expect(await Promise.all(running)).toEqual(['done', 'done', 'done']);
    expect(slots.running()).toBe(0);
  });
});
