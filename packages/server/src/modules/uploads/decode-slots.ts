import os from 'node:os';

/** What `run` answers when every slot is busy and the waiting line is full. */
export const DECODE_BUSY = Symbol('decode busy');

export interface DecodeSlotsOptions {
  /** Decodes at once; default one per core. */
  concurrent?: number;
  /** Decodes waiting for a slot before more are turned away; default 4 per slot. */
  waiting?: number;
}

/**
 * A bound on image decoding: at most `concurrent` run at once and `waiting` wait (each holding its
 * upload, at most a few MB); past that the caller is told the server is busy instead of queueing
 * without end. Decoding is the most expensive thing a visitor can make the server do.
 */
export function createDecodeSlots(options: DecodeSlotsOptions = {}) {
  const concurrent = options.concurrent ?? Math.max(1, os.availableParallelism());
  const maxWaiting = options.waiting ?? concurrent * 4;
  let running = 0;
  const line: Array<() => void> = [];

  const release = () => {
    const next = line.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T | typeof DECODE_BUSY> {
      if (running >= concurrent) {
        if (line.length >= maxWaiting) return DECODE_BUSY;
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running++;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    running: () => running,
    waiting: () => line.length,
  };
}

export type DecodeSlots = ReturnType<typeof createDecodeSlots>;
