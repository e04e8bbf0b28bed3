import type { SelectQueryBuilder } from 'kysely';
import type { DialectName } from './database.ts';

/**
 * The row a worker picks to claim (outbox). PostgreSQL: `FOR UPDATE SKIP LOCKED`, so a second worker
 * skips a row the first is claiming instead of waiting and then claiming it too. SQLite has one writer
 * at a time and no such clause; its UPDATE … WHERE id = (SELECT …) is already atomic. The webhooks'
 * retention picks the rows it deletes the same way, so purges on several instances take disjoint rows.
 */
export function lockedForClaim<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  dialect: DialectName,
): SelectQueryBuilder<DB, TB, O> {
  return dialect === 'postgres' ? query.forUpdate().skipLocked() : query;
}
