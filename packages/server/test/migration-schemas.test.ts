// Migrations on a PostgreSQL database that holds other schemas: another site's tables, or another
// application's that also keeps Kysely's bookkeeping tables (kysely_migration, kysely_migration_lock).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { freshDatabase } from './support/databases.ts';

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The tables of one schema, by name. */
async function tablesIn(database: Database, schema: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = ${schema} order by 1
  `.execute(database.db);
  return rows.map((row) => row.name);
}

const currentSchema = async (database: Database) =>
  (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema ??
  '';

describe('migrations beside other schemas (PostgreSQL)', () => {
  const open: Database[] = [];
  const schemas: string[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.destroy()));
    for (const schema of schemas.splice(0)) await admin(`drop schema if exists ${schema} cascade`);
  });

  it('migrates a second schema while the first is open: each gets its own bookkeeping tables', async () => {
    const first = await freshDatabase('postgres');
    open.push(first);
    // Before, the second found the first's kysely_migration_lock, took it for its own and failed on
    // "relation kysely_migration_lock does not exist".
    const second = await freshDatabase('postgres');
    open.push(second);
    for (const database of [first, second]) {
      const tables = await tablesIn(database, await currentSchema(database));
      expect(tables).toEqual(
        expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'reviews']),
      );
    }
    expect(await currentSchema(first)).not.toBe(await currentSchema(second));
  });

  it("migrates beside another application's Kysely tables in another schema, and leaves them alone", async () => {
    const other = `other_${randomBytes(4).toString('hex')}`;
    const ours = `t_${randomBytes(6).toString('hex')}`;
    schemas.push(other, ours);
    await admin(`create schema ${other}`);
    await admin(
      `create table ${other}.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`,
    );
    await admin(
      `create table ${other}.kysely_migration_lock (id varchar(255) primary key, is_locked integer)`,
    );
    await admin(`insert into ${other}.kysely_migration values ('0001_theirs', '2026-01-01T00:00:00.000Z')`);
    await admin(`create schema ${ours}`);

    const database = await openDatabase({ url: inject('postgresUrl'), schema: ours, poolSize: 2 });
    open.push(database);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      database.db,
    );
    expect(rows[0]?.name).toBe('0001_reviews');
    expect(rows.map((row) => row.name)).not.toContain('0001_theirs');
    expect(await tablesIn(database, other)).toEqual(['kysely_migration', 'kysely_migration_lock']);
    // A second start over the same schema finds its migrations done and changes nothing.
    const again = await openDatabase({ url: inject('postgresUrl'), schema: ours, poolSize: 2 });
    open.push(again);
    const after = await sql<{ n: string }>`select count(*) as n from kysely_migration`.execute(again.db);
    expect(Number(after.rows[0]?.n)).toBe(rows.length);
  });

  it('lists only the tables of its own schema, with their columns, and Kysely’s own only when asked', async () => {
    const database = await freshDatabase('postgres');
    open.push(database);
    const other = `other_${randomBytes(4).toString('hex')}`;
    schemas.push(other);
    await admin(`create schema ${other}`);
    await admin(`create table ${other}.reviews (id serial primary key, secret text)`);
    const tables = await database.db.introspection.getTables();
    const schema = await currentSchema(database);
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema]));
    expect(tables.map((table) => table.name)).not.toContain('kysely_migration');
    const reviews = tables.find((table) => table.name === 'reviews');
    expect(reviews?.columns.map((column) => column.name)).not.toContain('secret');
    const id = reviews?.columns.find((column) => column.name === 'id');
    expect(id).toMatchObject({ isAutoIncrementing: true, isNullable: false, dataType: 'int4' });
    expect(reviews?.columns.find((column) => column.name === 'reviewer_name')).toMatchObject({
      isAutoIncrementing: false,
      isNullable: false,
      dataType: 'text',
    });
    const withInternal = await database.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(withInternal.map((table) => table.name)).toEqual(
      expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']),
    );
  });

  it('starts while other schemas of the database are created and dropped all along', async () => {
    // Kysely's own introspector looked every table of the database up by name, so a schema dropped
    // during the query failed the migration with "schema … does not exist".
    let churning = true;
    const churn = (async () => {
      const client = new pg.Client({ connectionString: inject('postgresUrl') });
      await client.connect();
      try {
        while (churning) {
          const name = `churn_${randomBytes(4).toString('hex')}`;
          await client.query(`create schema ${name}`);
          await client.query(`create table ${name}.a (id serial primary key, b text, c text, d text)`);
          await client.query(`drop schema ${name} cascade`);
        }
      } finally {
        await client.end();
      }
    })();
    try {
      for (let start = 0; start < 12; start++) {
        const database = await freshDatabase('postgres');
        await database.destroy();
      }
    } finally {
      churning = false;
      await churn;
    }
  });

  it('says so when no schema on the search_path exists', async () => {
    const missing = `t_${randomBytes(6).toString('hex')}`;
    await expect(openDatabase({ url: inject('postgresUrl'), schema: missing, poolSize: 1 })).rejects.toThrow(
      /no schema on the database search_path exists/,
    );
  });
});
