export interface PollingLoopOptions {
  /** One pass over the due work; it should return early once `stopping()` is true. */
  pass: () => Promise<unknown>;
  /** Pause between passes; default 2 s. */
  pollMs?: number;
  /** A pass that threw (say, the database went away); the loop goes on after the pause. */
  onError: (error: unknown) => void;
}

/**
 * The background loop of an outbox worker (mail, webhooks): a pass, a pause, again, until stopped.
 * `stop()` wakes a pause at once and waits for the pass in hand, so the work being done finishes
 * before the database closes.
 */
export function createPollingLoop(options: PollingLoopOptions) {
  const pollMs = options.pollMs ?? 2000;
  let running: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;

  async function loop() {
    while (!stopping) {
      try {
        await options.pass();
      } catch (error) {
        options.onError(error);
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    stopping: () => stopping,
    start() {
      stopping = false;
      running ??= loop();
    },
    /** Finishes the pass in hand, then stops. */
    async stop() {
      stopping = true;
      wake?.();
      await running;
      running = undefined;
    },
  };
}

export type PollingLoop = ReturnType<typeof createPollingLoop>;
