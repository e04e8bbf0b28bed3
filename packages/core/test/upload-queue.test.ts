import {
  type FormUploadAnswer,
  UPLOAD_MESSAGES,
  type UploadPolicy,
} from '@site-widgets/contract/forms/form-uploads.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChunkToSend, createUploadQueue, type UploadTransport } from '../src/forms/upload-queue.ts';
import { systemClock } from '../src/timing/clock.ts';

const POLICY: UploadPolicy = { extensions: ['jpg', 'png'], maxFileBytes: 1_000, maxFiles: 2 };

const file = (name: string, size: number) => ({
  name,
  size,
  slice: (start: number, end: number) => ({ start, end }),
});

/** A fake server holding bytes per upload id; `drop` makes the next n sends fail without an answer. */
function fakeServer() {
  const held = new Map<string, number>();
  const sent: ChunkToSend[] = [];
  const discarded: string[] = [];
  let drops = 0;
  let refuseWith: FormUploadAnswer | undefined;
  let forgetNext = false;
  const transport: UploadTransport = {
    async sendChunk(chunk) {
      sent.push(chunk);
      if (forgetNext && chunk.offset > 0) {
        forgetNext = false;
        held.set(chunk.uploadId, 0);
      }
      if (drops > 0) {
        drops--;
        // The bytes reached the server, the answer did not (the worst case for a resume).
        held.set(chunk.uploadId, chunk.offset + Math.min(100, chunk.size - chunk.offset));
        throw new TypeError('Failed to fetch');
      }
      if (refuseWith) return refuseWith;
      const have = held.get(chunk.uploadId) ?? 0;
      if (chunk.offset > have)
        return {
          status: 'error',
          error: { code: 'SW_UPLOAD_OFFSET', message: 'late' },
          data: { received: have },
        };
      const received = Math.max(have, Math.min(chunk.offset + 100, chunk.size));
      held.set(chunk.uploadId, received);
      return {
        status: 'ok',
        data: {
          id: chunk.uploadId,
          uploaded_filename: chunk.fileName,
          received,
          complete: received === chunk.size,
        },
      };
    },
    async discard(uploadId) {
      discarded.push(uploadId);
      held.delete(uploadId);
    },
    async status(uploadId) {
      return {
        status: 'ok',
        data: { id: uploadId, uploaded_filename: 'x', received: held.get(uploadId) ?? 0, complete: false },
      };
    },
  };
  return {
    transport,
    sent,
    discarded,
    drop: (n: number) => {
      drops = n;
    },
    /** The server loses what it held before the next chunk after the first (a lost part file). */
    forget: () => {
      forgetNext = true;
    },
    refuse: (answer: FormUploadAnswer) => {
      refuseWith = answer;
    },
  };
}

let ids = 0;
const newId = () => (ids++).toString(16).padStart(32, '0');

describe('upload queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a file in chunks, queued → uploading → uploaded, and lists it for gform_uploaded_files', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({
      policy: POLICY,
      transport: server.transport,
      clock: systemClock,
      newId,
      chunkBytes: 100,
    });
    const seen: string[] = [];
    queue.subscribe(() =>
      seen.push(
        queue
          .getState()
          .files.map((one) => one.state)
          .join(','),
      ),
    );
    queue.add([file('hall.jpg', 250)]);
    expect(queue.getState().busy).toBe(true);
    await vi.runAllTimersAsync();
    expect(seen[0]).toBe('queued');
    expect(seen).toContain('uploading');
    expect(seen.at(-1)).toBe('uploaded');
    expect(server.sent.map((chunk) => [chunk.offset, chunk.chunk, chunk.chunks])).toEqual([
      [0, 0, 3],
      [100, 1, 3],
      [200, 2, 3],
    ]);
    expect(queue.getState().busy).toBe(false);
    expect(queue.uploadedFiles()).toEqual([
      { temp_filename: server.sent[0]?.uploadId, uploaded_filename: 'hall.jpg' },
    ]);
  });

  it('sends files one at a time', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({
      policy: POLICY,
      transport: server.transport,
      clock: systemClock,
      newId,
      chunkBytes: 100,
    });
    queue.add([file('a.jpg', 150), file('b.png', 150)]);
    expect(queue.getState().files.map((one) => one.state)).toEqual(['uploading', 'queued']);
    await vi.runAllTimersAsync();
    const order = server.sent.map((chunk) => chunk.fileName);
    expect(order).toEqual(['a.jpg', 'a.jpg', 'b.png', 'b.png']);
  });

  it('after a dropped connection waits 1 s, asks what the server holds, and goes on from there', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({
      policy: POLICY,
      transport: server.transport,
      clock: systemClock,
      newId,
      chunkBytes: 100,
    });
    server.drop(1);
    queue.add([file('a.jpg', 300)]);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    // The first chunk arrived before the connection dropped: the next send starts at 100, not 0.
    expect(server.sent.map((chunk) => chunk.offset)).toEqual([0, 100, 200]);
    expect(queue.getState().files[0]?.state).toBe('uploaded');
  });

  it("gives up with 'unknown error' after five dropped tries, 1 + 2 + 4 + 8 + 16 s apart, and removes the file", async () => {
    const server = fakeServer();
    const queue = createUploadQueue({
      policy: POLICY,
      transport: server.transport,
      clock: systemClock,
      newId,
      chunkBytes: 100,
    });
    server.drop(100);
    queue.add([file('a.jpg', 300)]);
    await vi.advanceTimersByTimeAsync(30_999);
    expect(queue.getState().files).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(server.sent).toHaveLength(6);
    expect(queue.getState().files).toEqual([]);
    expect(queue.getState().messages).toEqual([`a.jpg - ${UPLOAD_MESSAGES.unknownError}`]);
  });

  it('resumes where the server says when a chunk arrives out of order', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({
      policy: POLICY,
      transport: server.transport,
      clock: systemClock,
      newId,
      chunkBytes: 100,
    });
    server.forget();
    queue.add([file('a.jpg', 200)]);
    await vi.runAllTimersAsync();
    expect(server.sent.map((chunk) => chunk.offset)).toEqual([0, 100, 0, 100]);
    expect(queue.getState().files[0]?.state).toBe('uploaded');
  });

  it.each([
    ['shell.php', 10, UPLOAD_MESSAGES.illegalExtension],
    ['drawing.svg', 10, UPLOAD_MESSAGES.illegalExtension],
    ['menu.pdf', 10, 'This type of file is not allowed. Must be one of the following: jpg, png'],
    ['huge.jpg', 1_001, UPLOAD_MESSAGES.fileExceedsLimit],
  ])('refuses %s before sending: its message in the list, no file', async (name, size, message) => {
    const server = fakeServer();
    const queue = createUploadQueue({
      policy: POLICY,
      transport: server.transport,
      clock: systemClock,
      newId,
    });
    queue.add([file(name, size)]);
    await vi.runAllTimersAsync();
    expect(server.sent).toEqual([]);
    expect(queue.getState().files).toEqual([]);
    expect(queue.getState().messages).toEqual([`${name} - ${message}`]);
  });

  it("refuses a file past the maximum with 'max reached' and says the field is full", async () => {
    const server = fakeServer();
    const queue = createUploadQueue({
      policy: POLICY,
      transport: server.transport,
      clock: systemClock,
      newId,
    });
    queue.add([file('a.jpg', 10), file('b.jpg', 10), file('c.jpg', 10)]);
    expect(queue.getState().atMax).toBe(true);
    expect(queue.getState().messages).toEqual([`c.jpg - ${UPLOAD_MESSAGES.maxReached}`]);
    await vi.runAllTimersAsync();
    queue.remove(queue.getState().files[0]?.id ?? '');
    expect(queue.getState().atMax).toBe(false);
  });

  it("shows the server's catalogue message as it is, and any other refusal as 'Error: code, Message: text'", async () => {
    const server = fakeServer();
    const queue = createUploadQueue({
      policy: POLICY,
      transport: server.transport,
      clock: systemClock,
      newId,
    });
    server.refuse({
      status: 'error',
      error: { code: 'SW_UPLOAD_ILLEGAL_EXTENSION', message: UPLOAD_MESSAGES.illegalExtension },
    });
    queue.add([file('fake.jpg', 10)]);
    await vi.runAllTimersAsync();
    server.refuse({
      status: 'error',
      error: { code: 'SW_UPLOAD_UNKNOWN', message: 'This upload is not known.' },
    });
    queue.add([file('other.jpg', 10)]);
    await vi.runAllTimersAsync();
    expect(queue.getState().files).toEqual([]);
    expect(queue.getState().messages).toEqual([
      `fake.jpg - ${UPLOAD_MESSAGES.illegalExtension}`,
      'other.jpg - Error: SW_UPLOAD_UNKNOWN, Message: This upload is not known.',
    ]);
  });

  it('a file removed while uploading sends no further chunk and is not listed', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({
      policy: POLICY,
      transport: server.transport,
      clock: systemClock,
      newId,
      chunkBytes: 100,
    });
    queue.add([file('a.jpg', 500)]);
    const id = queue.getState().files[0]?.id ?? '';
    queue.remove(id);
    await vi.runAllTimersAsync();
    expect(server.sent.length).toBeLessThanOrEqual(1);
    expect(queue.uploadedFiles()).toEqual([]);
    expect(queue.getState().busy).toBe(false);
  });

  it('removing an uploaded file tells the server to forget it, so it no longer counts towards the maximum', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({
      policy: POLICY,
      transport: server.transport,
      clock: systemClock,
      newId,
      chunkBytes: 100,
    });
    queue.add([file('a.jpg', 50), file('b.jpg', 50)]);
    await vi.runAllTimersAsync();
    const first = queue.getState().files[0]?.id ?? '';
    queue.remove(first);
    await vi.runAllTimersAsync();
    expect(server.discarded).toEqual([first]);
    expect(queue.uploadedFiles().map((one) => one.uploaded_filename)).toEqual(['b.jpg']);
  });
});
