import { isIPv6 } from 'node:net';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

/** At most `limit` submissions per bucket in each fixed window of `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The bucket of one client at one form. An IPv6 client is counted by its /64 (one host usually holds a
 * whole /64, so counting single addresses would let it rotate freely); IPv4 by its address.
 */
export function rateLimitBucket(formId: number, ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const client = mapped?.[1] ?? (isIPv6(ip) ? `${ipv6Prefix64(ip)}::/64` : ip);
  return `review-form:${formId}|${client}`;
}

function ipv6Prefix64(ip: string): string {
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes('::') ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups] : headGroups;
  return groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':');
}

function windowOf(rule: RateLimitRule, now: number) {
  const start = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  return { start, retryAfterSeconds: Math.max(1, Math.ceil(start + rule.windowSeconds - now / 1000)) };
}

/**
 * Fixed-window counters in the database (table rate_limit_windows), so every server instance shares
 * them. A fixed window may let up to twice the limit through around a window's edge; for a review form
 * that is fine, and it keeps Retry-After exact: the seconds until the window ends.
 */
export function createRateLimitCounter(db: Kysely<DatabaseSchema>) {
  return {
    /** Whether one more would be allowed, without counting it (a cheap early refusal). */
    async peek(bucket: string, rule: RateLimitRule, now: number): Promise<RateLimitDecision> {
      const window = windowOf(rule, now);
      const row = await db
        .selectFrom('rate_limit_windows')
        .select('count')
        .where('bucket', '=', bucket)
        .where('window_start', '=', window.start)
        .executeTakeFirst();
      return (row?.count ?? 0) < rule.limit
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: window.retryAfterSeconds };
    },

    /**
     * Counts one submission inside the caller's transaction and says whether it is within the limit.
     * The upsert locks the bucket's row until the commit, so concurrent submissions are counted one by
     * one; a refused one is rolled back with its transaction and so is not counted.
     */
    async count(
      trx: Kysely<DatabaseSchema>,
      bucket: string,
      rule: RateLimitRule,
      now: number,
    ): Promise<RateLimitDecision> {
      const window = windowOf(rule, now);
      const { count } = await trx
        .insertInto('rate_limit_windows')
        .values({ bucket, window_start: window.start, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['bucket', 'window_start'])
            .doUpdateSet((eb) => ({ count: eb('rate_limit_windows.count', '+', 1) })),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return count <= rule.limit
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: window.retryAfterSeconds };
    },

    /**
     * Counts a refused submission on its own (no transaction to join): failed attempts use up the same
     * allowance, so a client cannot make the server check (and decode) without limit by failing.
     */
    async countFailure(bucket: string, rule: RateLimitRule, now: number): Promise<void> {
      await this.count(db, bucket, rule, now);
    },

    /** Drops windows that ended more than a day ago (the longest window allowed is one day). */
    async purge(now: number): Promise<void> {
      await db
        .deleteFrom('rate_limit_windows')
        .where('window_start', '<', Math.floor(now / 1000) - 2 * 86_400)
        .execute();
    },
  };
}

export type RateLimitCounter = ReturnType<typeof createRateLimitCounter>;
