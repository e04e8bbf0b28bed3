// npm run backup-check [-- --databases sqlite,postgres] [-- --database-url <url or SQLite file>]
//
// Issue 18 item 4: proves that a backup restores to the same data. Without --database-url, for each
// database: a fresh one (SQLite file, throwaway PostgreSQL cluster) with the demo content, backed up
// (SQLite: the online backup API; PostgreSQL: pg_dump custom format), wiped (file deleted, database
// dropped), restored (file copied back; pg_restore into a new empty database), and every table compared:
// row count and a content hash. With --database-url, the live database is backed up and the backup
// restored into a scratch copy beside it (never over it), compared, and the copy removed.
// Prints one line per table; exit code 1 when any table differs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { seedDemoForms } from '../packages/server/src/modules/forms/demo-forms.ts';
import { seedDemoIfEmpty } from '../packages/server/src/modules/reviews/demo-seed.ts';
// @ts-expect-error: a plain .mjs script shared with the test suite
import { startThrowawayPostgres } from './postgres-throwaway.mjs';

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);

/** One table's fingerprint: how many rows, and a hash of their contents independent of row order. */
export interface TableFingerprint {
  table: string;
  rows: number;
  hash: string;
}

/** A plain connection for reading, without the server's migrations (a backup is compared as it is). */
function connect(url: string): Kysely<Record<string, Record<string, unknown>>> {
  if (isPostgres(url))
    return new Kysely({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    });
  return new Kysely({ dialect: new SqliteDialect({ database: new SQLite(url, { fileMustExist: true }) }) });
}

/** A value as stable text: bytes as base64, dates as ISO, big integers as digits. */
function stable(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return `b64:${value.toString('base64')}`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * Every table's row count and content hash (tables named by the database's own catalogue, never by
 * input). Each row is hashed with its columns in name order; the row hashes are sorted and hashed again,
 * so the order the database returns rows in does not matter.
 */
export async function fingerprintDatabase(url: string): Promise<TableFingerprint[]> {
  const db = connect(url);
  try {
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
    const result: TableFingerprint[] = [];
    for (const table of tables.filter((t) => !t.isView).sort((a, b) => a.name.localeCompare(b.name))) {
      const qualified = table.schema ? `${table.schema}.${table.name}` : table.name;
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(qualified)}`.execute(db);
      const rowHashes = rows
        .map((row) => {
          const ordered = Object.keys(row)
            .sort()
            .map((column) => [column, stable(row[column])]);
          return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
        })
        .sort();
      const hash = createHash('sha256').update(rowHashes.join('\n')).digest('hex');
      result.push({ table: qualified, rows: rows.length, hash });
    }
    if (isPostgres(url)) {
      // The next ids: a restore that left a sequence behind would hand out ids already taken.
      const { rows } = await sql<{ name: string; last_value: string | null }>`
        select schemaname || '.' || sequencename as name, last_value from pg_sequences order by 1`.execute(
        db,
      );
      const hash = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
      result.push({ table: '(sequences)', rows: rows.length, hash });
    }
    return result;
  } finally {
    await db.destroy();
  }
}

/** The tables whose count or hash differ, or that exist on one side only. */
export function differences(before: TableFingerprint[], after: TableFingerprint[]): string[] {
  const names = [...new Set([...before, ...after].map((t) => t.table))].sort();
  return names.flatMap((name) => {
    const a = before.find((t) => t.table === name);
    const b = after.find((t) => t.table === name);
    if (!a) return [`${name}: only in the restore`];
    if (!b) return [`${name}: missing from the restore`];
    if (a.rows !== b.rows) return [`${name}: ${a.rows} rows before, ${b.rows} after`];
    if (a.hash !== b.hash) return [`${name}: same ${a.rows} rows, different content`];
    return [];
  });
}

// ---- SQLite ----------------------------------------------------------------------------------------

/** An online backup (the SQLite backup API): consistent while the server keeps writing. */
export async function backupSqlite(file: string, backupFile: string): Promise<void> {
  const source = new SQLite(file, { fileMustExist: true });
  try {
    await source.backup(backupFile);
  } finally {
    source.close();
  }
}

/** Deletes the database file and its WAL companions (what a lost disk leaves). */
export function wipeSqlite(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}

/** Puts a backup in place (the server stopped): a copy, so the backup file stays as it was. */
export function restoreSqlite(backupFile: string, file: string): void {
  wipeSqlite(file);
  fs.copyFileSync(backupFile, file);
}

// ---- PostgreSQL ------------------------------------------------------------------------------------

/** The newest installed PostgreSQL client (pg_dump must be at least the server's version), else PATH's. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const tool = path.join(base, version, 'bin', name);
    if (fs.existsSync(tool)) return tool;
  }
  return name;
}

function run(tool: string, args: string[]) {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(tool)} failed: ${result.stderr || result.error}`);
}

/** pg_dump in the custom format (compressed; pg_restore can restore it table by table). */
export function backupPostgres(url: string, backupFile: string): void {
  run(postgresTool('pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    '--file',
    backupFile,
    url,
  ]);
}

/** The database a URL names, and a URL for the same server's maintenance database. */
function databaseOf(url: string): { name: string; maintenanceUrl: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name))
    throw new Error(`database name "${name}" is not a plain identifier`);
  parsed.pathname = name === 'postgres' ? '/template1' : '/postgres';
  return { name, maintenanceUrl: parsed.toString() };
}

/** Runs statements on the maintenance database (CREATE/DROP DATABASE cannot run inside the target). */
async function onServer(url: string, statements: (quoted: string) => string[]) {
  const { name, maintenanceUrl } = databaseOf(url);
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    for (const statement of statements(client.escapeIdentifier(name))) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops the database and creates it again, empty (what a lost server leaves). */
export async function wipePostgres(url: string): Promise<void> {
  await onServer(url, (quoted) => [
    `drop database if exists ${quoted} with (force)`,
    `create database ${quoted}`,
  ]);
}

/** Restores a pg_dump backup into an empty database; any error stops it. */
export function restorePostgres(backupFile: string, url: string): void {
  run(postgresTool('pg_restore'), [
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    '--dbname',
    url,
    backupFile,
  ]);
}

export async function dropPostgres(url: string): Promise<void> {
  await onServer(url, (quoted) => [`drop database if exists ${quoted} with (force)`]);
}

export async function createPostgres(url: string): Promise<void> {
  await onServer(url, (quoted) => [`create database ${quoted}`]);
}

// ---- the check ------------------------------------------------------------------------------------

export interface CheckResult {
  tables: TableFingerprint[];
  differences: string[];
  backupBytes: number;
}

/**
 * Backs up `url`, wipes it, restores the backup into it, and compares every table before and after.
 * Only for a database that may be lost (a test's, a rehearsal's): the wipe is real.
 */
export async function backupWipeRestore(url: string, workDir: string): Promise<CheckResult> {
  const before = await fingerprintDatabase(url);
  const backupFile = path.join(workDir, isPostgres(url) ? 'backup.pgdump' : 'backup.sqlite');
  if (isPostgres(url)) {
    backupPostgres(url, backupFile);
    await wipePostgres(url);
    restorePostgres(backupFile, url);
  } else {
    await backupSqlite(url, backupFile);
    wipeSqlite(url);
    restoreSqlite(backupFile, url);
  }
  const after = await fingerprintDatabase(url);
  return {
    tables: before,
    differences: differences(before, after),
    backupBytes: fs.statSync(backupFile).size,
  };
}

/** Backs up a live database and restores the backup into a scratch copy beside it; the live one is untouched. */
export async function backupRestoreIntoCopy(url: string, workDir: string): Promise<CheckResult> {
  const before = await fingerprintDatabase(url);
  if (isPostgres(url)) {
    const backupFile = path.join(workDir, 'backup.pgdump');
    backupPostgres(url, backupFile);
    const copy = new URL(url);
    copy.pathname = `/${databaseOf(url).name}_restore_check`;
    await dropPostgres(copy.toString());
    await createPostgres(copy.toString());
    try {
      restorePostgres(backupFile, copy.toString());
      const after = await fingerprintDatabase(copy.toString());
      return {
        tables: before,
        differences: differences(before, after),
        backupBytes: fs.statSync(backupFile).size,
      };
    } finally {
      await dropPostgres(copy.toString());
    }
  }
  const backupFile = path.join(workDir, 'backup.sqlite');
  await backupSqlite(url, backupFile);
  const copy = path.join(workDir, 'restored.sqlite');
  restoreSqlite(backupFile, copy);
  const after = await fingerprintDatabase(copy);
  return {
    tables: before,
    differences: differences(before, after),
    backupBytes: fs.statSync(backupFile).size,
  };
}

/** The demo's reviews, templates, review forms and embedded forms: many tables with rows. */
export async function seedForCheck(url: string): Promise<void> {
  const database = await openDatabase({ url });
  try {
    await seedDemoIfEmpty(database);
    await seedDemoForms(database.db);
  } finally {
    await database.destroy();
  }
}

function report(label: string, result: CheckResult): boolean {
  console.log(`${label}: backup ${(result.backupBytes / 1024).toFixed(1)} KiB`);
  for (const table of result.tables)
    console.log(
      `  ${table.table.padEnd(36)} ${String(table.rows).padStart(7)} rows  ${table.hash.slice(0, 16)}`,
    );
  for (const difference of result.differences) console.log(`  DIFFERS ${difference}`);
  console.log(
    `${label}: ${result.differences.length ? 'restore DIFFERS' : 'restore identical'} (${result.tables.length} tables)`,
  );
  return result.differences.length === 0;
}

async function main() {
  const { values } = parseArgs({
    options: {
      databases: { type: 'string', default: 'sqlite,postgres' },
      'database-url': { type: 'string' },
    },
  });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-backup-'));
  let ok = true;
  try {
    const given = values['database-url'];
    if (given) {
      ok = report(given.replace(/:[^:@/]*@/, ':***@'), await backupRestoreIntoCopy(given, workDir));
      return ok;
    }
    for (const dialect of values.databases.split(',')) {
      if (dialect === 'sqlite') {
        const file = path.join(workDir, 'site-widgets.sqlite');
        await seedForCheck(file);
        ok = report('sqlite', await backupWipeRestore(file, workDir)) && ok;
      } else if (dialect === 'postgres') {
        const cluster = await startThrowawayPostgres();
        try {
          const url = (cluster.url as string).replace(/\/postgres$/, '/backup_check');
          await createPostgres(url);
          await seedForCheck(url);
          ok = report('postgres', await backupWipeRestore(url, workDir)) && ok;
        } finally {
          cluster.stop();
        }
      } else throw new Error(`unknown database "${dialect}" (sqlite or postgres)`);
    }
    return ok;
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
