import {
  type CreateTableBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  sql,
} from 'kysely';
import type { DialectName } from './database.ts';

/**
 * Migrations live in code (no files to find at run time) and take the dialect, because an
 * auto-increment key is spelt differently on SQLite and PostgreSQL. Everything else is portable.
 */
function migrations(dialect: DialectName): Record<string, Migration> {
  const idColumn = (table: CreateTableBuilder<string, never>): CreateTableBuilder<string, 'id'> =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    '0001_reviews': {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await idColumn(db.schema.createTable('reviews'))
          .addColumn('page_id', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('page_name', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('platform', 'text', (c) => c.notNull())
          .addColumn('reviewer_name', 'text', (c) => c.notNull())
          .addColumn('reviewer_email', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('company_name', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('company_title', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('company_url', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('rating', 'integer')
          .addColumn('recommendation', 'text')
          .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('word_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('char_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('hide_stars', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('consent', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('avatar_url', 'text')
          .addColumn('source_name', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('source_url', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('permalink', 'text')
          .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('owner_response', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('sort_weight', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('media', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('client_ip', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('browser_uid', 'text')
          .addColumn('form_id', 'integer')
          .addColumn('post_id', 'integer')
          .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('score', 'integer')
          .execute();
        // The list's hot paths: visible reviews by date, by score, by length.
        await db.schema
          .createIndex('reviews_visible_created')
          .on('reviews')
          .columns(['hidden', 'created_at', 'id'])
          .execute();
        await db.schema
          .createIndex('reviews_visible_score')
          .on('reviews')
          .columns(['hidden', 'score', 'created_at'])
          .execute();
        await db.schema
          .createIndex('reviews_visible_length')
          .on('reviews')
          .columns(['hidden', 'char_count'])
          .execute();
        await db.schema
          .createIndex('reviews_browser_uid')
          .unique()
          .on('reviews')
          .column('browser_uid')
          .execute();
        for (const table of ['review_templates', 'review_forms', 'floats']) {
          await idColumn(db.schema.createTable(table))
            .addColumn('name', 'text', (c) => c.notNull())
            .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
            .addColumn('created_at', 'text', (c) => c.notNull())
            .execute();
        }
        await db.schema
          .createTable('site_state')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'integer', (c) => c.notNull())
          .execute();
        await sql`insert into site_state (key, value) values ('reviews_revision', 0)`.execute(db);
      },
    },
    '0002_submissions': {
      // Issue 4: visitor submissions (idempotency hash), the notification outbox, rate-limit windows.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await db.schema.alterTable('reviews').addColumn('submission_hash', 'text').execute();
        await db.schema
          .alterTable('reviews')
          .addColumn('moderation', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema
          .createIndex('reviews_moderation')
          .on('reviews')
          .columns(['moderation', 'id'])
          .execute();
        await idColumn(db.schema.createTable('outbox'))
          .addColumn('review_id', 'integer')
          .addColumn('recipient', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('claimed_at', 'text')
          .addColumn('claimed_by', 'text')
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('sent_at', 'text')
          .addColumn('last_error', 'text')
          .execute();
        await db.schema.createIndex('outbox_unsent').on('outbox').columns(['sent_at', 'id']).execute();
        await db.schema
          .createTable('rate_limit_windows')
          .addColumn('bucket', 'text', (c) => c.notNull())
          .addColumn('window_start', 'bigint', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('rate_limit_windows_pk', ['bucket', 'window_start'])
          .execute();
      },
    },
  };
}

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations() {
    return migrations(this.dialect);
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeMigrations(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
