/**
 * spec 000 §8: a chunk that does not arrive fails with 'Loading chunk {n} failed', after a 120 s time-out
 * (§9). The loader imports this file alone, so it stays free of anything else in core.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export function chunkFailedMessage(name: string): string {
  return `Loading chunk ${name} failed`;
}

/** spec 000 §8: what the loader says when it cannot tell its own address. */
export const PUBLIC_PATH_UNSUPPORTED = 'Automatic publicPath is not supported in this browser';

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The chunk `name`, or an error 'Loading chunk {name} failed' (its `cause` the import's own error) when
 * the import fails or has not settled within `ms`.
 */
export function loadChunk<T>(
  name: string,
  load: () => Promise<T>,
  ms = CHUNK_TIMEOUT_MS,
  timers: Timers = globalTimers,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (cause: unknown) => {
      const error = new Error(chunkFailedMessage(name), { cause });
      error.name = 'ChunkLoadError';
      reject(error);
    };
    const timer = timers.setTimeout(() => fail(new Error(`timeout after ${ms} ms`)), ms);
    load().then(
      (chunk) => {
        timers.clearTimeout(timer);
        resolve(chunk);
      },
      (cause: unknown) => {
        timers.clearTimeout(timer);
        fail(cause);
      },
    );
  });
}

/**
 * The folder the loader (and so its chunks) is served from, like webpack's automatic publicPath: from the
 * module's own URL, else the running classic script's src. Neither: throws PUBLIC_PATH_UNSUPPORTED.
 */
export function automaticPublicPath(moduleUrl: string | undefined, scriptSrc: string | undefined): string {
  const address = moduleUrl || scriptSrc;
  if (!address) throw new Error(PUBLIC_PATH_UNSUPPORTED);
  return address
    .replace(/#.*$/, '')
    .replace(/\?.*$/, '')
    .replace(/\/[^/]*$/, '/');
}
