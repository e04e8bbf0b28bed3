import {
  extensionOf,
  type FormUploadAnswer,
  genericUploadMessage,
  ILLEGAL_UPLOAD_EXTENSIONS,
  invalidExtensionMessage,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_MESSAGES,
  type UploadErrorCode,
  type UploadPolicy,
} from '@site-widgets/contract/forms/form-uploads.ts';
import type { Clock } from '../timing/clock.ts';

/** spec 001 §4: a file's upload states. */
export type UploadState = 'queued' | 'uploading' | 'uploaded' | 'error';

/** What the queue needs of a browser File (tests pass plain objects). */
export interface UploadSource {
  name: string;
  size: number;
  slice(start: number, end: number): unknown;
}

export interface QueuedUpload {
  /** The upload id (32 hex): plupload's unique `name`, the server's `data.id`. */
  id: string;
  name: string;
  size: number;
  state: UploadState;
  /** Bytes the server confirmed. */
  received: number;
}

export interface ChunkToSend {
  uploadId: string;
  fileName: string;
  size: number;
  offset: number;
  /** plupload's `chunk` / `chunks`. */
  chunk: number;
  chunks: number;
  bytes: unknown;
}

/**
 * The HTTP side, passed in: both reject when the connection fails (no answer), and resolve with the
 * server's answer otherwise (errors included).
 */
export interface UploadTransport {
  sendChunk(chunk: ChunkToSend): Promise<FormUploadAnswer>;
  /** How many bytes the server holds of an upload (to resume after a dropped connection). */
  status(uploadId: string): Promise<FormUploadAnswer>;
  /** The visitor removed the file: the server forgets it (best effort; orphans go after 24 h anyway). */
  discard?(uploadId: string): Promise<unknown>;
}

export interface UploadQueueOptions {
  policy: UploadPolicy;
  transport: UploadTransport;
  clock: Clock;
  /** 32 random hex characters per file. */
  newId(): string;
  /** Default 1 MiB. */
  chunkBytes?: number;
  /** Tries after a dropped connection before 'unknown error'; default 5. */
  retries?: number;
  /** Wait before the first retry, doubled each time; default 1,000 ms. */
  retryDelayMs?: number;
}

export interface UploadQueueState {
  files: readonly QueuedUpload[];
  /** spec 001 §8: the field's message list (newest last); each refused file's name and reason. */
  messages: readonly string[];
  /** True while any file is queued or uploading: submission is blocked ('currently uploading'). */
  busy: boolean;
  /** The field holds its most files: the select button is disabled. */
  atMax: boolean;
}

/** Codes whose message the visitor reads as it is; any other is shown as 'Error: code, Message: text'. */
const CATALOGUE_CODES: ReadonlySet<UploadErrorCode> = new Set([
  'SW_UPLOAD_ILLEGAL_EXTENSION',
  'SW_UPLOAD_INVALID_EXTENSION',
  'SW_UPLOAD_TOO_LARGE',
  'SW_UPLOAD_MAX_REACHED',
]);

/**
 * One upload field's files (issue 13 §3, spec 001 §4 and §8). Files are checked against the field's
 * policy as they are added (the server checks again), then sent one at a time in chunks. A dropped
 * connection is retried with a growing pause; before each retry the server is asked how many bytes it
 * holds, and the upload goes on from there. A refused file leaves the list and its message joins the
 * field's message list. The state is a snapshot replaced on every change (for useSyncExternalStore).
 */
export function createUploadQueue(options: UploadQueueOptions) {
  const chunkBytes = options.chunkBytes ?? UPLOAD_CHUNK_BYTES;
  const retries = options.retries ?? 5;
  const retryDelayMs = options.retryDelayMs ?? 1_000;
  const { policy, transport, clock } = options;
  const sources = new Map<string, UploadSource>();
  const listeners = new Set<() => void>();
  const timers = new Set<unknown>();
  let files: QueuedUpload[] = [];
  let messages: string[] = [];
  let state: UploadQueueState = snapshot();
  let running = false;
  let destroyed = false;

  function snapshot(): UploadQueueState {
    return {
      files,
      messages,
      busy: files.some((file) => file.state === 'queued' || file.state === 'uploading'),
      atMax: files.length >= policy.maxFiles,
    };
  }
  function emit() {
    state = snapshot();
    for (const listener of listeners) listener();
  }
  function update(id: string, change: Partial<QueuedUpload>) {
    files = files.map((file) => (file.id === id ? { ...file, ...change } : file));
  }
  function refuse(name: string, message: string) {
    messages = [...messages, `${name} - ${message}`];
  }
  /** spec 001 §8: shown in the message list, the file removed. */
  function fail(id: string, message: string) {
    const file = files.find((one) => one.id === id);
    if (!file) return;
    update(id, { state: 'error' });
    refuse(file.name, message);
    files = files.filter((one) => one.id !== id);
    sources.delete(id);
  }
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const handle = clock.setTimeout(() => {
        timers.delete(handle);
        resolve();
      }, ms);
      timers.add(handle);
    });

  /** The reason a file cannot be added, or undefined. */
  function check(source: UploadSource): string | undefined {
    const extension = extensionOf(source.name);
    if ((ILLEGAL_UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
      return UPLOAD_MESSAGES.illegalExtension;
    if (!(policy.extensions as readonly string[]).includes(extension))
      return invalidExtensionMessage(policy.extensions);
    if (source.size > policy.maxFileBytes) return UPLOAD_MESSAGES.fileExceedsLimit;
    if (files.length >= policy.maxFiles) return UPLOAD_MESSAGES.maxReached;
    return undefined;
  }

  /** Sends one file; resolves once it is uploaded or refused (or removed meanwhile). */
  async function send(id: string) {
    const source = sources.get(id);
    const file = files.find((one) => one.id === id);
    if (!source || !file) return;
    const chunks = Math.max(1, Math.ceil(source.size / chunkBytes));
    let offset = 0;
    let failures = 0;
    update(id, { state: 'uploading' });
    emit();
    while (!destroyed && sources.has(id)) {
      let answer: FormUploadAnswer;
      try {
        answer = await transport.sendChunk({
          uploadId: id,
          fileName: source.name,
          size: source.size,
          offset,
          chunk: Math.floor(offset / chunkBytes),
          chunks,
          bytes: source.slice(offset, Math.min(offset + chunkBytes, source.size)),
        });
      } catch {
        // The connection dropped: wait, ask what the server holds, go on from there.
        failures++;
        if (failures > retries) {
          fail(id, UPLOAD_MESSAGES.unknownError);
          emit();
          return;
        }
        await wait(retryDelayMs * 2 ** (failures - 1));
        if (destroyed || !sources.has(id)) return;
        try {
          const held = await transport.status(id);
          offset = held.status === 'ok' ? held.data.received : 0;
          if (held.status === 'ok' && held.data.complete) {
            update(id, { state: 'uploaded', received: held.data.received });
            emit();
            return;
          }
        } catch {
          // Still no connection: the next try sends the same chunk again.
        }
        continue;
      }
      if (!sources.has(id)) {
        // Removed by the visitor while the chunk travelled (perhaps the one that made the upload).
        void transport.discard?.(id).catch(() => {});
        return;
      }
      if (answer.status === 'ok') {
        failures = 0;
        offset = answer.data.received;
        update(id, { received: offset, state: answer.data.complete ? 'uploaded' : 'uploading' });
        emit();
        if (answer.data.complete) return;
        continue;
      }
      if (answer.error.code === 'SW_UPLOAD_OFFSET' && answer.data && failures < retries) {
        // The server holds a different amount (a chunk was lost, or it was busy): resume where it says.
        failures++;
        offset = answer.data.received;
        continue;
      }
      fail(
        id,
        CATALOGUE_CODES.has(answer.error.code)
          ? answer.error.message
          : genericUploadMessage(answer.error.code, answer.error.message),
      );
      emit();
      return;
    }
  }

  async function pump() {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const next = files.find((file) => file.state === 'queued');
        if (!next || destroyed) break;
        await send(next.id);
      }
    } finally {
      running = false;
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Adds the files the visitor picked; refused ones go to the message list. */
    add(picked: readonly UploadSource[]) {
      for (const source of picked) {
        const reason = check(source);
        if (reason) {
          refuse(source.name, reason);
          continue;
        }
        const id = options.newId();
        sources.set(id, source);
        files = [...files, { id, name: source.name, size: source.size, state: 'queued', received: 0 }];
      }
      emit();
      void pump();
    },

    /** The visitor removes a file (any state); one still uploading stops after its current chunk. */
    remove(id: string) {
      const removed = files.find((file) => file.id === id);
      if (removed && removed.state !== 'queued') void transport.discard?.(id).catch(() => {});
      sources.delete(id);
      files = files.filter((file) => file.id !== id);
      emit();
    },

    /** Clears the message list (the visitor dismissed it, or a new page was shown). */
    clearMessages() {
      messages = [];
      emit();
    },

    /** The field's part of gform_uploaded_files: the uploaded files only. */
    uploadedFiles() {
      return files
        .filter((file) => file.state === 'uploaded')
        .map((file) => ({ temp_filename: file.id, uploaded_filename: file.name }));
    },

    destroy() {
      destroyed = true;
      for (const handle of timers) clock.clearTimeout(handle);
      timers.clear();
      listeners.clear();
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
