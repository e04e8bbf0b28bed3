/**
 * spec 001 §7, §8: what a refresh-loop answer gives the page. A network error, a non-OK status, a body
 * that is not JSON, or `data` that is not a non-empty string all mean "empty": nothing is replaced and
 * nothing is shown (loop refresh failures are silently ignored).
 */
export function readRefreshAnswer(
  answer: { ok: boolean; status: number; text: string } | undefined,
): string | undefined {
  if (!answer?.ok || answer.status >= 400) return undefined;
  try {
    const body = JSON.parse(answer.text) as { data?: unknown } | null;
    const data = body?.data;
    return typeof data === 'string' && data.trim() !== '' ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Only the latest refresh may change the grid: a visitor who ticks two boxes quickly gets the answer
 * for both, never the first one's arriving late over it.
 */
export function createLatestOnly() {
  let latest = 0;
  return {
    begin(): number {
      latest += 1;
      return latest;
    },
    isLatest(ticket: number): boolean {
      return ticket === latest;
    },
  };
}
