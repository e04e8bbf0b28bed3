import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type DialectName, openDatabase } from '../../src/db/database.ts';

export const DIALECTS: DialectName[] = ['sqlite', 'postgres'];

/**
 * A fresh, migrated, empty database for one test: SQLite in memory, or a new PostgreSQL schema that
 * is dropped again by `destroy`.
 */
export async function freshDatabase(dialect: DialectName): Promise<Database> {
  if (dialect === 'sqlite') return openDatabase({ url: ':memory:' });
  const url = inject('postgresUrl');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openDatabase({ url, schema, poolSize: 4 });
  return {
    ...database,
    async destroy() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
      await database.destroy();
    },
  };
}
