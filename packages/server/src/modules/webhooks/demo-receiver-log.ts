/** One delivery the demo receiver saw: its headers' names for it, never the form's content. */
export interface ReceivedWebhook {
  /** X-Webhook-Id: the same on every attempt of one delivery. */
  id: string;
  /** X-Webhook-Event, e.g. `form.submitted`. */
  event: string;
  /** When the last attempt arrived (ISO 8601). */
  receivedAt: string;
  /** Whether the signature (and its timestamp) checked out; refused attempts are listed apart. */
  signatureValid: boolean;
  /** How many attempts with this id (and this verdict) arrived. */
  attempts: number;
}

export interface DemoReceiverLogOptions {
  /** Deliveries kept, newest first; default 20. */
  maxEntries?: number;
  /** Bytes the kept entries may take (their strings, counted as UTF-16, plus a fixed cost); default 16 KiB. */
  maxBytes?: number;
}

/** A fixed cost per entry for its object, date and counters beside its two strings. */
const ENTRY_OVERHEAD_BYTES = 96;
const sizeOf = (entry: ReceivedWebhook) =>
  ENTRY_OVERHEAD_BYTES + 2 * (entry.id.length + entry.event.length + entry.receivedAt.length);

/**
 * The demo receiver's memory of recent deliveries, bounded in entries and in bytes: a repeated id is
 * counted on its entry (moved to the front), not listed twice; the oldest entries go first.
 */
export function createDemoReceiverLog(options: DemoReceiverLogOptions = {}) {
  const maxEntries = options.maxEntries ?? 20;
  const maxBytes = options.maxBytes ?? 16 * 1024;
  // Insertion order is age: the last key is the newest.
  const entries = new Map<string, ReceivedWebhook>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    bytes -= sizeOf(entry);
    return entry;
  };

  return {
    record(delivery: { id: string; event: string; signatureValid: boolean; receivedAt: Date }) {
      const key = `${delivery.signatureValid ? 'valid' : 'refused'}:${delivery.id}`;
      const previous = remove(key);
      const entry: ReceivedWebhook = {
        id: delivery.id,
        event: delivery.event,
        receivedAt: delivery.receivedAt.toISOString(),
        signatureValid: delivery.signatureValid,
        attempts: (previous?.attempts ?? 0) + 1,
      };
      entries.set(key, entry);
      bytes += sizeOf(entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
      return entry;
    },
    /** Newest first. */
    list(): ReceivedWebhook[] {
      return [...entries.values()].reverse();
    },
    bytes: () => bytes,
  };
}

export type DemoReceiverLog = ReturnType<typeof createDemoReceiverLog>;
