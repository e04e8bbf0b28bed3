import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  table_type: string;
  schema: string;
  column: string;
  nullable: string;
  has_default: boolean;
  identity: string;
  default_value: string | null;
  type: string;
  type_schema: string;
}

/**
 * What Kysely's migrator asks of the database at every start (which tables exist), read from the one
 * schema our tables are in (`current_schema()`, the first existing schema on the search_path).
 *
 * Kysely's own PostgreSQL introspector reads every column of every table of the whole database and calls
 * `has_schema_privilege` and `pg_get_serial_sequence` by name for each. A schema, table or column that
 * someone else drops meanwhile (another site in the same database, another application, the server
 * suite's tests on two workers) makes the whole query fail, "schema … does not exist", and with it our
 * migration; and on a large shared database it reads thousands of rows to find two of ours.
 * `information_schema.columns` lists only what the connection may use, and nothing here looks a name up.
 */
export class OwnSchemaIntrospector implements DatabaseIntrospector {
  // biome-ignore lint/suspicious/noExplicitAny: the introspector runs on any database type (Kysely's own signature)
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(
      this.db,
    );
    return rows.map((row) => ({ name: row.name }));
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const internal = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];
    const { rows } = await sql<ColumnRow>`
      select c.table_name as "table", t.table_type, c.table_schema as "schema", c.column_name as "column",
             c.is_nullable as nullable, c.column_default is not null as has_default,
             c.is_identity as identity, c.column_default as default_value,
             c.udt_name as "type", c.udt_schema as type_schema
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = current_schema()
         and (${options.withInternalKyselyTables ?? false} or c.table_name not in (${sql.join(internal)}))
       order by c.table_name, c.ordinal_position`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.table_type === 'VIEW', columns: [] };
        tables.set(row.table, table);
      }
      (table.columns as TableMetadata['columns'][number][]).push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: row.nullable === 'YES',
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.identity === 'YES' || (row.default_value ?? '').startsWith('nextval('),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL as Kysely drives it, with the introspector above. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
