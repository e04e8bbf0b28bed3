import {
  FORM_UPLOAD_PATH,
  invalidExtensionMessage,
  UPLOAD_MESSAGES,
  UPLOAD_ORPHAN_MS,
} from '@site-widgets/contract';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createFormEntryRepository } from '../src/modules/forms/form-entry-repository.ts';
import { createFormUploadRepository } from '../src/modules/forms/uploads/form-upload-repository.ts';
import { removeOrphanUploads } from '../src/modules/forms/uploads/orphan-uploads.ts';
import { DIALECTS } from './support/databases.ts';
import { CATERING_VALID, SLOW_SPEEDS, seedDemoForms, submitForm } from './support/embedded-forms.ts';
import {
  filesOnDisk,
  newUploadId,
  sendChunk,
  storedBytes,
  testImage,
  uploadWhole,
} from './support/form-uploads.ts';
import { createClock, newUniqueId } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('form uploads on %s', (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof createClock>;
  afterEach(async () => t?.close());

  async function start() {
    clock = createClock();
    t = await createTestApp(dialect, { now: clock.now });
    await seedDemoForms(t.database.db);
  }

  const errorOf = (answer: Awaited<ReturnType<typeof sendChunk>>) =>
    answer.body.status === 'error' ? answer.body.error : undefined;

  it('takes an image in chunks in order, re-encodes it, and answers id, uploaded_filename and complete', async () => {
    await start();
    const image = await testImage('jpeg', 160);
    const uniqueId = newUniqueId();
    const uploadId = newUploadId();
    const third = Math.ceil(image.length / 3);
    for (let index = 0; index < 3; index++) {
      const answer = await sendChunk(t, {
        uniqueId,
        uploadId,
        fileName: 'venue.jpg',
        file: image,
        offset: index * third,
        length: third,
        chunk: index,
        chunks: 3,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: 'ok',
        data: {
          id: uploadId,
          uploaded_filename: 'venue.jpg',
          received: Math.min((index + 1) * third, image.length),
          complete: index === 2,
        },
      });
    }
    const { stored, parts } = filesOnDisk(t);
    expect(parts).toEqual([]);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const meta = await sharp(storedBytes(t, stored[0] ?? '')).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 160, height: 160 });
    // Re-encoded: not the bytes that were sent.
    expect(storedBytes(t, stored[0] ?? '').equals(image)).toBe(false);
  });

  it('a repeated chunk changes nothing; a chunk past the bytes held is refused with where to resume', async () => {
    await start();
    const image = await testImage('png', 128);
    const uniqueId = newUniqueId();
    const uploadId = newUploadId();
    const part = 4096;
    const base = { uniqueId, uploadId, fileName: 'hall.png', file: image, length: part };
    expect((await sendChunk(t, { ...base, offset: 0 })).body).toMatchObject({ data: { received: part } });
    // Duplicate of the first chunk (a retry after a lost answer).
    expect((await sendChunk(t, { ...base, offset: 0 })).body).toMatchObject({
      status: 'ok',
      data: { received: part, complete: false },
    });
    // Out of order: the third chunk before the second.
    const early = await sendChunk(t, { ...base, offset: part * 2 });
    expect(early.body).toEqual({
      status: 'error',
      error: { code: 'SW_UPLOAD_OFFSET', message: expect.any(String) },
      data: { received: part },
    });
    // Resume: ask the server how much it has, send the rest from there.
    const status = await t.app.inject({
      method: 'GET',
      url: `${FORM_UPLOAD_PATH}/${uploadId}?form_id=2&gform_unique_id=${uniqueId}`,
    });
    const held = JSON.parse(status.body) as { data: { received: number; complete: boolean } };
    expect(held.data).toMatchObject({ received: part, complete: false });
    let last: Awaited<ReturnType<typeof sendChunk>> | undefined;
    for (let offset = held.data.received; offset < image.length; offset += part)
      last = await sendChunk(t, { ...base, offset });
    expect(last?.body).toMatchObject({ status: 'ok', data: { complete: true, received: image.length } });
    expect(filesOnDisk(t).stored).toHaveLength(1);
  });

  it('the status of an upload is not told to another filling-in or form', async () => {
    await start();
    const image = await testImage();
    const uniqueId = newUniqueId();
    const uploadId = newUploadId();
    await sendChunk(t, { uniqueId, uploadId, fileName: 'a.jpg', file: image, offset: 0, length: 100 });
    for (const query of [
      `form_id=2&gform_unique_id=${newUniqueId()}`,
      `form_id=1&gform_unique_id=${uniqueId}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${FORM_UPLOAD_PATH}/${uploadId}?${query}` });
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'SW_UPLOAD_UNKNOWN' } });
    }
  });

  it("refuses another form's or filling-in's upload id", async () => {
    await start();
    const image = await testImage();
    const uniqueId = newUniqueId();
    const uploadId = newUploadId();
    await sendChunk(t, { uniqueId, uploadId, fileName: 'a.jpg', file: image, offset: 0, length: 100 });
    const stranger = await sendChunk(t, {
      uniqueId: newUniqueId(),
      uploadId,
      fileName: 'a.jpg',
      file: image,
      offset: 100,
    });
    expect(errorOf(stranger)?.code).toBe('SW_UPLOAD_UNKNOWN');
    const otherForm = await sendChunk(t, {
      formId: 1,
      fieldId: 30,
      uniqueId,
      uploadId,
      fileName: 'a.jpg',
      file: image,
      offset: 100,
    });
    expect(errorOf(otherForm)?.code).toBe('SW_UPLOAD_NOT_FOUND');
  });

  it.each([
    ['a PHP script renamed .jpg', Buffer.from('<?php system($_GET["c"]); ?>\n')],
    [
      'an HTML page renamed .jpg',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    ],
    [
      'an SVG with a script renamed .jpg',
      Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    ],
    ['a Windows program renamed .jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)])],
  ])('refuses %s by its content: illegal extension, nothing kept', async (_name, bytes) => {
    await start();
    const uploadId = newUploadId();
    const answer = await uploadWhole(t, {
      uniqueId: newUniqueId(),
      uploadId,
      fileName: 'photo.jpg',
      file: bytes,
    });
    expect(answer.body).toEqual({
      status: 'error',
      error: { code: 'SW_UPLOAD_ILLEGAL_EXTENSION', message: UPLOAD_MESSAGES.illegalExtension },
    });
    expect(filesOnDisk(t)).toEqual({ stored: [], parts: [] });
    expect(await createFormUploadRepository(t.database.db).find(uploadId)).toBeUndefined();
  });

  it.each(['shell.php', 'page.html', 'drawing.svg', 'photo.jpg.php', 'run.exe'])(
    'refuses the name %s before a byte is kept: illegal extension',
    async (fileName) => {
      await start();
      const answer = await sendChunk(t, {
        uniqueId: newUniqueId(),
        uploadId: newUploadId(),
        fileName,
        file: await testImage(),
        offset: 0,
      });
      expect(errorOf(answer)).toEqual({
        code: 'SW_UPLOAD_ILLEGAL_EXTENSION',
        message: UPLOAD_MESSAGES.illegalExtension,
      });
      expect(filesOnDisk(t)).toEqual({ stored: [], parts: [] });
    },
  );

  it('a polyglot (a JPEG with a script after its image data) is stored without the script', async () => {
    await start();
    const polyglot = Buffer.concat([
      await testImage('jpeg'),
      Buffer.from('<?php system($_GET["c"]); ?><script>alert(document.cookie)</script>'),
    ]);
    const answer = await uploadWhole(t, {
      uniqueId: newUniqueId(),
      uploadId: newUploadId(),
      fileName: 'venue.jpg',
      file: polyglot,
    });
    expect(answer.body).toMatchObject({ status: 'ok', data: { complete: true } });
    const [stored] = filesOnDisk(t).stored;
    const bytes = storedBytes(t, stored ?? '').toString('latin1');
    expect(bytes).not.toContain('<?php');
    expect(bytes).not.toContain('<script');
  });

  it('refuses an extension the visitor claims but the form does not allow, naming the allowed ones', async () => {
    await start();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const answer = await sendChunk(t, {
      uniqueId: newUniqueId(),
      uploadId: newUploadId(),
      fileName: 'menu.pdf',
      file: pdf,
      offset: 0,
    });
    expect(errorOf(answer)).toEqual({
      code: 'SW_UPLOAD_INVALID_EXTENSION',
      message: invalidExtensionMessage(['jpg', 'jpeg', 'png', 'webp']),
    });
    expect(errorOf(answer)?.message).toBe(
      'This type of file is not allowed. Must be one of the following: jpg, jpeg, png, webp',
    );
  });

  it('refuses a file over the field size: declared too large, or more bytes than declared', async () => {
    await start();
    const image = await testImage();
    const declared = await sendChunk(t, {
      uniqueId: newUniqueId(),
      uploadId: newUploadId(),
      fileName: 'big.jpg',
      file: image,
      offset: 0,
      length: 100,
      size: 10 * 1024 * 1024 + 1,
    });
    expect(errorOf(declared)).toEqual({
      code: 'SW_UPLOAD_TOO_LARGE',
      message: UPLOAD_MESSAGES.fileExceedsLimit,
    });
    // Declares 1,000 bytes, sends the whole image in one chunk.
    const uploadId = newUploadId();
    const lying = await sendChunk(t, {
      uniqueId: newUniqueId(),
      uploadId,
      fileName: 'small.jpg',
      file: image,
      offset: 0,
      size: 1_000,
    });
    expect(errorOf(lying)?.message).toBe(UPLOAD_MESSAGES.fileExceedsLimit);
    expect(filesOnDisk(t)).toEqual({ stored: [], parts: [] });
    expect(await createFormUploadRepository(t.database.db).find(uploadId)).toBeUndefined();
  });

  it('refuses a chunk larger than 2 MiB while streaming it', async () => {
    await start();
    const answer = await sendChunk(t, {
      uniqueId: newUniqueId(),
      uploadId: newUploadId(),
      fileName: 'big.jpg',
      file: Buffer.alloc(3 * 1024 * 1024, 7),
      offset: 0,
    });
    expect(answer.status).toBe(413);
    expect(errorOf(answer)?.code).toBe('SW_UPLOAD_BAD_REQUEST');
  });

  it("refuses a fourth file in a field of three: 'max reached'", async () => {
    await start();
    const uniqueId = newUniqueId();
    for (let index = 0; index < 3; index++) {
      const answer = await uploadWhole(t, {
        uniqueId,
        uploadId: newUploadId(),
        fileName: `p${index}.jpg`,
        file: await testImage(),
      });
      expect(answer.body.status).toBe('ok');
    }
    const fourth = await sendChunk(t, {
      uniqueId,
      uploadId: newUploadId(),
      fileName: 'p3.jpg',
      file: await testImage(),
      offset: 0,
    });
    expect(errorOf(fourth)).toEqual({ code: 'SW_UPLOAD_MAX_REACHED', message: UPLOAD_MESSAGES.maxReached });
  });

  it('a path in original_filename is cut to its last segment and never reaches the disk', async () => {
    await start();
    const answer = await uploadWhole(t, {
      uniqueId: newUniqueId(),
      uploadId: newUploadId(),
      fileName: '../../../etc/pass<wd>.jpg',
      file: await testImage(),
    });
    expect(answer.body).toMatchObject({ status: 'ok', data: { uploaded_filename: 'passwd.jpg' } });
    expect(answer.raw).not.toContain('<');
    const { stored } = filesOnDisk(t);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{32}\.jpg$/);
  });

  it('refuses a chunk without the page nonce (403), before anything is kept', async () => {
    await start();
    const answer = await sendChunk(t, {
      uniqueId: newUniqueId(),
      uploadId: newUploadId(),
      fileName: 'a.jpg',
      file: await testImage(),
      offset: 0,
      nonce: 'forged',
    });
    expect(answer.status).toBe(403);
    expect(filesOnDisk(t)).toEqual({ stored: [], parts: [] });
  });

  it('a final submit keeps the files gform_uploaded_files names for its filling-in, in the entry, and serves them', async () => {
    await start();
    const uniqueId = newUniqueId();
    const kept: string[] = [];
    for (const name of ['front.jpg', 'garden.png', 'removed.jpg']) {
      const uploadId = newUploadId();
      const answer = await uploadWhole(t, {
        uniqueId,
        uploadId,
        fileName: name,
        file: await testImage(name.endsWith('png') ? 'png' : 'jpeg'),
      });
      expect(answer.body.status).toBe('ok');
      if (name !== 'removed.jpg') kept.push(uploadId);
    }
    // Someone else's complete upload, named in this submission: ignored.
    const strangerId = newUploadId();
    await uploadWhole(t, {
      uniqueId: newUniqueId(),
      uploadId: strangerId,
      fileName: 'x.jpg',
      file: await testImage(),
    });
    const answer = await submitForm(
      t,
      2,
      {
        ...CATERING_VALID,
        gform_submission_speeds: SLOW_SPEEDS,
        gform_uploaded_files: JSON.stringify({
          input_30: [
            { temp_filename: kept[0], uploaded_filename: 'front.jpg' },
            { temp_filename: kept[1], uploaded_filename: 'garden.png' },
            { temp_filename: strangerId, uploaded_filename: 'x.jpg' },
          ],
        }),
      },
      { uniqueId, source: 3 },
    );
    expect(answer.success).toBe(true);
    expect(answer.data.confirmation_type).toBe('message');
    const [entry] = await createFormEntryRepository(t.database.db).entries(2);
    const urls = entry?.values[30];
    expect(Array.isArray(urls) && urls).toHaveLength(2);
    expect(urls).toEqual([
      expect.stringMatching(/^\/form-uploads\/files\/[0-9a-f]{32}\.jpg\/front\.jpg$/),
      expect.stringMatching(/^\/form-uploads\/files\/[0-9a-f]{32}\.png\/garden\.png$/),
    ]);
    expect(entry?.displayValues.find((one) => one.id === 30)?.value).toBe('front.jpg, garden.png');
    const uploads = createFormUploadRepository(t.database.db);
    expect((await uploads.forEntry(entry?.id ?? 0)).map((one) => one.id).sort()).toEqual([...kept].sort());
    expect((await uploads.find(strangerId))?.entryId).toBeNull();

    const served = await t.app.inject({ method: 'GET', url: (urls as string[])[0] ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    // Files no entry holds are not served.
    const strangerRow = await uploads.find(strangerId);
    const unattached = await t.app.inject({
      method: 'GET',
      url: `/form-uploads/files/${strangerRow?.storedName}/x.jpg`,
    });
    expect(unattached.statusCode).toBe(404);
  });

  it('uploads no entry took within 24 h are deleted with their files; attached ones stay', async () => {
    await start();
    const uniqueId = newUniqueId();
    const attachedId = newUploadId();
    await uploadWhole(t, { uniqueId, uploadId: attachedId, fileName: 'a.jpg', file: await testImage() });
    const orphanId = newUploadId();
    await uploadWhole(t, {
      uniqueId: newUniqueId(),
      uploadId: orphanId,
      fileName: 'b.jpg',
      file: await testImage(),
    });
    const halfId = newUploadId();
    const image = await testImage();
    await sendChunk(t, {
      uniqueId: newUniqueId(),
      uploadId: halfId,
      fileName: 'c.jpg',
      file: image,
      offset: 0,
      length: 50,
    });
    await submitForm(
      t,
      2,
      {
        ...CATERING_VALID,
        gform_submission_speeds: SLOW_SPEEDS,
        gform_uploaded_files: JSON.stringify({
          input_30: [{ temp_filename: attachedId, uploaded_filename: 'a.jpg' }],
        }),
      },
      { uniqueId, source: 3 },
    );
    expect(filesOnDisk(t).stored).toHaveLength(2);
    expect(filesOnDisk(t).parts).toHaveLength(1);
    const uploads = createFormUploadRepository(t.database.db);
    // Just under a day: nothing goes.
    expect(
      await removeOrphanUploads(t.database.db, t.dataDir, new Date(clock.now() + UPLOAD_ORPHAN_MS - 1_000)),
    ).toBe(0);
    expect(
      await removeOrphanUploads(t.database.db, t.dataDir, new Date(clock.now() + UPLOAD_ORPHAN_MS + 1_000)),
    ).toBe(2);
    expect(await uploads.find(orphanId)).toBeUndefined();
    expect(await uploads.find(halfId)).toBeUndefined();
    expect((await uploads.find(attachedId))?.entryId).not.toBeNull();
    expect(filesOnDisk(t)).toEqual({ stored: [expect.stringMatching(/\.jpg$/)], parts: [] });
  });

  it('DELETE forgets an upload the visitor removed (with the nonce, for its own filling-in only), freeing its place', async () => {
    await start();
    const uniqueId = newUniqueId();
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const uploadId = newUploadId();
      ids.push(uploadId);
      await uploadWhole(t, { uniqueId, uploadId, fileName: `p${index}.jpg`, file: await testImage() });
    }
    const remove = (id: string, query: string, nonce = t.nonce) =>
      t.app.inject({
        method: 'DELETE',
        url: `${FORM_UPLOAD_PATH}/${id}?${query}`,
        headers: { 'x-gform-nonce': nonce },
      });
    const own = `form_id=2&gform_unique_id=${uniqueId}`;
    expect((await remove(ids[0] ?? '', own, 'forged')).statusCode).toBe(403);
    expect((await remove(ids[0] ?? '', `form_id=2&gform_unique_id=${newUniqueId()}`)).statusCode).toBe(404);
    expect(filesOnDisk(t).stored).toHaveLength(3);
    expect((await remove(ids[0] ?? '', own)).statusCode).toBe(200);
    expect(filesOnDisk(t).stored).toHaveLength(2);
    expect(await createFormUploadRepository(t.database.db).find(ids[0] ?? '')).toBeUndefined();
    const fourth = await uploadWhole(t, {
      uniqueId,
      uploadId: newUploadId(),
      fileName: 'p3.jpg',
      file: await testImage(),
    });
    expect(fourth.body).toMatchObject({ status: 'ok', data: { complete: true } });
  });
});
