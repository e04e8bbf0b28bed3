import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations.ts';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.ts';
import type { DatabaseSchema } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` for PostgreSQL; otherwise a SQLite file path (or `:memory:`). */
  url: string;
  /** PostgreSQL pool size; default 10. */
  poolSize?: number;
  /** PostgreSQL schema to keep the tables in (search_path); default the server's (`public`). */
  schema?: string;
}

/** Opens the database, applies migrations, and returns the one handle the app uses. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database =
    options.url.startsWith('postgres://') || options.url.startsWith('postgresql://')
      ? openPostgres(options.url, options.poolSize ?? 10, options.schema)
      : openSqlite(options.url);
  await migrateToLatest(database.db as Kysely<unknown>, database.dialect);
  return database;
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL with synchronous=FULL: a commit is on disk before we acknowledge it (issue 2: durable commits).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

function openPostgres(url: string, poolSize: number, schema: string | undefined): Database {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error(`database schema name ${schema} is not a plain identifier`);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client whose connection drops (database restart, failover) emits 'error' on the pool;
  // unhandled, that would end the process. The pool replaces the client on the next query.
  pool.on('error', (error) => console.error(`database: idle connection lost: ${error.message}`));
  const db = new Kysely<DatabaseSchema>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
