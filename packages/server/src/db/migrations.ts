import {
  type CreateTableBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  sql,
} from 'kysely';
import type { DialectName } from './database.ts';
import { FTS_PREFIX_LENGTHS, reviewSearchKeySql } from './full-text.ts';

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
    '0003_catalogue': {
      // Issue 11: the site's own content (spec 001): posts, pages, media and products in one table (as the
      // original's posts table), with per-kind details beside it, and categories/tags as terms.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await idColumn(db.schema.createTable('content_items'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
          .addColumn('slug', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('search_body', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
          .addColumn('password_protected', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('featured_media_id', 'integer')
          .addColumn('menu_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('source_key', 'text')
          .addColumn('published_at', 'text', (c) => c.notNull())
          .addColumn('modified_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('content_items_slug')
          .unique()
          .on('content_items')
          .columns(['kind', 'slug'])
          .execute();
        await db.schema
          .createIndex('content_items_source_key')
          .unique()
          .on('content_items')
          .column('source_key')
          .execute();
        // The grids' hot path: one kind's visible items, newest first.
        await db.schema
          .createIndex('content_items_listing')
          .on('content_items')
          .columns(['kind', 'status', 'password_protected', 'published_at', 'id'])
          .execute();
        await db.schema
          .createTable('media_files')
          .addColumn('item_id', 'integer', (c) =>
            c.primaryKey().references('content_items.id').onDelete('cascade'),
          )
          .addColumn('file_name', 'text', (c) => c.notNull())
          .addColumn('mime_type', 'text', (c) => c.notNull())
          .addColumn('width', 'integer', (c) => c.notNull())
          .addColumn('height', 'integer', (c) => c.notNull())
          .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('renditions', 'text', (c) => c.notNull().defaultTo('[]'))
          .execute();
        await db.schema
          .createTable('products')
          .addColumn('item_id', 'integer', (c) =>
            c.primaryKey().references('content_items.id').onDelete('cascade'),
          )
          .addColumn('product_type', 'text', (c) => c.notNull().defaultTo('simple'))
          .addColumn('parent_id', 'integer')
          .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('price_minor', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('sale_price_minor', 'integer')
          .addColumn('currency', 'text', (c) => c.notNull().defaultTo('GBP'))
          .addColumn('stock_status', 'text', (c) => c.notNull().defaultTo('instock'))
          .addColumn('stock_quantity', 'integer')
          .addColumn('low_stock_threshold', 'integer')
          .addColumn('gallery', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema.createIndex('products_parent').on('products').column('parent_id').execute();
        await idColumn(db.schema.createTable('terms'))
          .addColumn('taxonomy', 'text', (c) => c.notNull())
          .addColumn('slug', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('parent_id', 'integer')
          .addColumn('depth', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema
          .createIndex('terms_slug')
          .unique()
          .on('terms')
          .columns(['taxonomy', 'slug'])
          .execute();
        await db.schema
          .createTable('item_terms')
          .addColumn('item_id', 'integer', (c) =>
            c.notNull().references('content_items.id').onDelete('cascade'),
          )
          .addColumn('term_id', 'integer', (c) => c.notNull().references('terms.id').onDelete('cascade'))
          .addPrimaryKeyConstraint('item_terms_pk', ['item_id', 'term_id'])
          .execute();
        await db.schema
          .createIndex('item_terms_term')
          .on('item_terms')
          .columns(['term_id', 'item_id'])
          .execute();
        // What the site owner configured per grid or search widget; the browser only picks among it.
        await idColumn(db.schema.createTable('catalogue_widgets'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await sql`insert into site_state (key, value) values ('catalogue_revision', 0)`.execute(db);
      },
    },
    '0004_full_text': {
      // Issue 11: a real full-text index behind every text search, kept in step with each write in the
      // same transaction (SQLite: FTS5 external-content tables maintained by triggers; PostgreSQL: stored
      // generated tsvector columns with GIN indexes). See db/full-text.ts for the query side.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        if (dialect === 'postgres') {
          const config = (column: string) =>
            `(case ${column} when 'en' then 'english'::regconfig when 'de' then 'german'::regconfig when 'fr' then 'french'::regconfig else 'simple'::regconfig end)`;
          await sql
            .raw(
              `alter table content_items add column search_vector tsvector generated always as (
                 setweight(to_tsvector(${config('language')}, title), 'A') ||
                 setweight(to_tsvector(${config('language')}, excerpt), 'B') ||
                 setweight(to_tsvector(${config('language')}, search_body), 'C')) stored`,
            )
            .execute(db);
          await sql
            .raw('create index content_items_search on content_items using gin (search_vector)')
            .execute(db);
          await sql
            .raw(
              `alter table reviews add column search_vector tsvector generated always as (
                 setweight(to_tsvector(${config('language')}, reviewer_name || ' ' || title), 'A') ||
                 setweight(to_tsvector(${config('language')}, text || ' ' || platform), 'B')) stored`,
            )
            .execute(db);
          await sql.raw('create index reviews_search on reviews using gin (search_vector)').execute(db);
          return;
        }
        // Porter stemming over unicode61 (diacritics folded); prefixes of 2–4 characters indexed so
        // as-you-type queries stay index lookups. SQLite has no German or French stemmer: those texts
        // are matched by word and prefix (docs/architecture.md).
        const tokenize = "tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3 4'";
        await sql
          .raw(
            `create virtual table content_fts using fts5(title, excerpt, search_body, content = 'content_items', content_rowid = 'id', ${tokenize})`,
          )
          .execute(db);
        await sql
          .raw(
            `create virtual table reviews_fts using fts5(heading, body, content = '', contentless_delete = 1, ${tokenize})`,
          )
          .execute(db);
        for (const statement of [
          `create trigger content_items_fts_insert after insert on content_items begin
             insert into content_fts (rowid, title, excerpt, search_body) values (new.id, new.title, new.excerpt, new.search_body);
           end`,
          `create trigger content_items_fts_delete after delete on content_items begin
             insert into content_fts (content_fts, rowid, title, excerpt, search_body) values ('delete', old.id, old.title, old.excerpt, old.search_body);
           end`,
          `create trigger content_items_fts_update after update of title, excerpt, search_body on content_items begin
             insert into content_fts (content_fts, rowid, title, excerpt, search_body) values ('delete', old.id, old.title, old.excerpt, old.search_body);
             insert into content_fts (rowid, title, excerpt, search_body) values (new.id, new.title, new.excerpt, new.search_body);
           end`,
          `create trigger reviews_fts_insert after insert on reviews begin
             insert into reviews_fts (rowid, heading, body) values (new.id, new.reviewer_name || ' ' || new.title, new.text || ' ' || new.platform);
           end`,
          `create trigger reviews_fts_delete after delete on reviews begin
             delete from reviews_fts where rowid = old.id;
           end`,
          `create trigger reviews_fts_update after update of reviewer_name, title, text, platform on reviews begin
             delete from reviews_fts where rowid = old.id;
             insert into reviews_fts (rowid, heading, body) values (new.id, new.reviewer_name || ' ' || new.title, new.text || ' ' || new.platform);
           end`,
        ])
          await sql.raw(statement).execute(db);
        // Reviews written before this migration.
        await sql
          .raw(
            "insert into reviews_fts (rowid, heading, body) select id, reviewer_name || ' ' || title, text || ' ' || platform from reviews",
          )
          .execute(db);
      },
    },
    '0006_forms': {
      // Issue 12: embedded forms. Definitions are the owner's JSON (validated by the contract's schema
      // before they are written); entries are idempotent by the browser's unique id; partial entries
      // (save and continue) are found by their random 128-bit resume token and expire.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('form_definitions')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('definition', 'text', (c) => c.notNull())
          .addColumn('version_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await idColumn(db.schema.createTable('form_entries'))
          .addColumn('form_id', 'integer', (c) => c.notNull())
          .addColumn('unique_id', 'text', (c) => c.notNull().unique())
          .addColumn('submission_hash', 'text', (c) => c.notNull())
          .addColumn('field_values', 'text', (c) => c.notNull())
          .addColumn('display_values', 'text', (c) => c.notNull())
          .addColumn('submission_speeds', 'text', (c) => c.notNull())
          .addColumn('is_spam', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('page_url', 'text', (c) => c.notNull())
          .addColumn('client_ip', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('form_entries_form')
          .on('form_entries')
          .columns(['form_id', 'id'])
          .execute();
        await db.schema
          .createTable('form_partial_entries')
          .addColumn('token', 'text', (c) => c.primaryKey())
          .addColumn('form_id', 'integer', (c) => c.notNull())
          .addColumn('unique_id', 'text', (c) => c.notNull())
          .addColumn('field_values', 'text', (c) => c.notNull())
          .addColumn('page_number', 'integer', (c) => c.notNull())
          .addColumn('page_url', 'text', (c) => c.notNull())
          .addColumn('email', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('form_partial_entries_expiry')
          .on('form_partial_entries')
          .columns(['expires_at'])
          .execute();
      },
    },
    '0007_form_uploads': {
      // Issue 13 §3: chunked, resumable uploads to form fields. A row per file, bound at its first chunk
      // to form, field and filling-in; attached to an entry by the final submit; orphans removed after 24 h.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('form_uploads')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('form_id', 'integer', (c) => c.notNull())
          .addColumn('field_id', 'integer', (c) => c.notNull())
          .addColumn('unique_id', 'text', (c) => c.notNull())
          .addColumn('original_name', 'text', (c) => c.notNull())
          .addColumn('declared_bytes', 'bigint', (c) => c.notNull())
          .addColumn('received_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('stored_name', 'text')
          .addColumn('mime_type', 'text')
          .addColumn('stored_bytes', 'bigint')
          .addColumn('entry_id', 'integer')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('form_uploads_filling_in')
          .on('form_uploads')
          .columns(['form_id', 'unique_id', 'field_id'])
          .execute();
        await db.schema
          .createIndex('form_uploads_orphans')
          .on('form_uploads')
          .columns(['entry_id', 'created_at'])
          .execute();
      },
    },
    '0008_search_order': {
      // Issue 11 item 7 (p95 <= 20 ms at 1,000,000 reviews on SQLite). Two changes to the SQLite
      // indexes; PostgreSQL needs no schema change (its query side changed in db/full-text.ts).
      // 1. `reviews_fts` is keyed by date: rowid = reviewSearchKey (day of created_at << 32 | id), so
      //    FTS5 hands out a search's matches newest-first and stops after a page, instead of building
      //    the whole match set to sort it (db/full-text.ts REVIEW_KEY).
      // 2. Prefix indexes of 2 to 8 characters on both tables: a prefix longer than the longest
      //    indexed one made FTS5 merge the doclists of every matching term in memory (60–130 ms for
      //    `breakfast` at 1M reviews); an indexed prefix is one streamed doclist.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        if (dialect === 'postgres') return;
        const tokenize = `tokenize = 'porter unicode61 remove_diacritics 2', prefix = '${FTS_PREFIX_LENGTHS}'`;
        const key = (row: string) => reviewSearchKeySql(row);
        for (const statement of [
          'drop trigger reviews_fts_insert',
          'drop trigger reviews_fts_delete',
          'drop trigger reviews_fts_update',
          'drop table reviews_fts',
          `create virtual table reviews_fts using fts5(heading, body, content = '', contentless_delete = 1, ${tokenize})`,
          `create trigger reviews_fts_insert after insert on reviews begin
             insert into reviews_fts (rowid, heading, body) values (${key('new')}, new.reviewer_name || ' ' || new.title, new.text || ' ' || new.platform);
           end`,
          `create trigger reviews_fts_delete after delete on reviews begin
             delete from reviews_fts where rowid = ${key('old')};
           end`,
          `create trigger reviews_fts_update after update of reviewer_name, title, text, platform, created_at on reviews begin
             delete from reviews_fts where rowid = ${key('old')};
             insert into reviews_fts (rowid, heading, body) values (${key('new')}, new.reviewer_name || ' ' || new.title, new.text || ' ' || new.platform);
           end`,
          `insert into reviews_fts (rowid, heading, body) select ${key('reviews')}, reviewer_name || ' ' || title, text || ' ' || platform from reviews`,
          // The content index keeps its triggers (external content, rowid = id); only its prefixes change.
          'drop table content_fts',
          `create virtual table content_fts using fts5(title, excerpt, search_body, content = 'content_items', content_rowid = 'id', ${tokenize})`,
          "insert into content_fts (content_fts) values ('rebuild')",
        ])
          await sql.raw(statement).execute(db);
      },
    },
    '0009_shop': {
      // Issue 15 item 1: the anonymous shop visitor (signed cookie, modules/shop/visitor-identity.ts)
      // and what lives under it: wishlist and compare items, cart lines. A visitor row is written on
      // the first write; everything under it is purged SHOP_VISITOR_DAYS after its last write.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('shop_visitors')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_write_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('shop_visitors_last_write')
          .on('shop_visitors')
          .column('last_write_at')
          .execute();
        await db.schema
          .createTable('shop_list_items')
          .addColumn('visitor_id', 'text', (c) => c.notNull())
          .addColumn('list', 'text', (c) => c.notNull())
          .addColumn('product_id', 'integer', (c) => c.notNull())
          .addColumn('added_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('shop_list_items_key', ['visitor_id', 'list', 'product_id'])
          .execute();
        await db.schema
          .createTable('shop_cart_lines')
          .addColumn('visitor_id', 'text', (c) => c.notNull())
          .addColumn('product_id', 'integer', (c) => c.notNull())
          .addColumn('quantity', 'integer', (c) => c.notNull())
          .addColumn('added_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('shop_cart_lines_key', ['visitor_id', 'product_id'])
          .execute();
      },
    },
    '0010_shop_orders': {
      // Issue 15 item 5: placed orders. Lines keep the price charged (re-priced on the server when the
      // order was placed); (visitor_id, idempotency_key) is unique, so a retried "Place order" finds the
      // order it made instead of making a second one. `number` is what the buyer and the owner quote.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await idColumn(db.schema.createTable('shop_orders'))
          .addColumn('number', 'text', (c) => c.notNull().unique())
          .addColumn('visitor_id', 'text', (c) => c.notNull())
          .addColumn('idempotency_key', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('payment_method', 'text', (c) => c.notNull())
          .addColumn('payment_status', 'text', (c) => c.notNull())
          .addColumn('payment_reference', 'text')
          .addColumn('contact_name', 'text', (c) => c.notNull())
          .addColumn('contact_email', 'text', (c) => c.notNull())
          .addColumn('email_key', 'text', (c) => c.notNull())
          .addColumn('contact_phone', 'text', (c) => c.notNull())
          .addColumn('fulfilment', 'text', (c) => c.notNull())
          .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('town', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('postcode', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('subtotal_minor', 'integer', (c) => c.notNull())
          .addColumn('delivery_minor', 'integer', (c) => c.notNull())
          .addColumn('tax_minor', 'integer', (c) => c.notNull())
          .addColumn('total_minor', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('shop_orders_idempotency', ['visitor_id', 'idempotency_key'])
          .execute();
        await db.schema
          .createIndex('shop_orders_email')
          .on('shop_orders')
          .columns(['email_key', 'id'])
          .execute();
        await db.schema
          .createIndex('shop_orders_payment')
          .on('shop_orders')
          .column('payment_reference')
          .execute();
        await db.schema
          .createTable('shop_order_lines')
          .addColumn('order_id', 'integer', (c) => c.notNull())
          .addColumn('product_id', 'integer', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('unit_price_minor', 'integer', (c) => c.notNull())
          .addColumn('quantity', 'integer', (c) => c.notNull())
          .addColumn('line_total_minor', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('shop_order_lines_key', ['order_id', 'product_id'])
          .execute();
      },
    },
    '0011_content_likes': {
      // Issue 16: one like per visitor and post (the primary key makes a second one impossible, whatever
      // runs at once); a post's count is the number of its rows, so it cannot drift from them. The
      // owner's mobile mega-menu items (sanitised HTML per menu item id) live beside them.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('content_likes')
          .addColumn('post_id', 'integer', (c) => c.notNull())
          .addColumn('visitor_id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('content_likes_key', ['post_id', 'visitor_id'])
          .execute();
        await db.schema
          .createTable('content_mega_menu_items')
          .addColumn('item_id', 'integer', (c) => c.primaryKey())
          .addColumn('html', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        // Bumped by every write of a menu item, so each instance's cache of them is exact.
        await db.insertInto('site_state').values({ key: 'mega_menu_revision', value: 0 }).execute();
      },
    },
    '0013_data_widgets': {
      // Issue 17: the owner's chart and CSV data-table records (settings per widget id, JSON checked by
      // the kind's schema on every read). The browser names an id; a CSV URL never leaves the server.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await idColumn(db.schema.createTable('data_widgets'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0014_social_feeds': {
      // Issue 17 item 4: the owner's Twitter/X- and Instagram-style feeds (settings per widget id, JSON
      // checked on every read) and the posts each shows, newest first. Load-more pages by (posted_at, id)
      // through the index, so a page costs the same at the feed's end as at its start.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await idColumn(db.schema.createTable('feed_widgets'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await idColumn(db.schema.createTable('feed_posts'))
          .addColumn('widget_id', 'integer', (c) => c.notNull())
          .addColumn('author', 'text', (c) => c.notNull())
          .addColumn('handle', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('media_url', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('media_alt', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('posted_at', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('feed_posts_order')
          .on('feed_posts')
          .columns(['widget_id', 'posted_at', 'id'])
          .execute();
      },
    },
    '0015_webhook_deliveries': {
      // Issue 17 item 5: form webhooks through an outbox. A delivery is written in the transaction of
      // the submission it reports and sent after the commit by a leased worker (any instance). The id
      // is a random UUID sent as X-Webhook-Id on every attempt, so a receiver can drop a repeat.
      // Times are ISO text like every other table's, so they compare as text on both databases.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('webhook_deliveries')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('form_id', 'text', (c) => c.notNull())
          .addColumn('event', 'text', (c) => c.notNull())
          .addColumn('url', 'text', (c) => c.notNull())
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('lease_until', 'text')
          .addColumn('lease_owner', 'text')
          .addColumn('last_error', 'text')
          .addColumn('last_status', 'integer')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('delivered_at', 'text')
          .execute();
        // The due query: pending rows by next attempt; the owner's list and purge by status and age.
        await db.schema
          .createIndex('webhook_deliveries_due')
          .on('webhook_deliveries')
          .columns(['status', 'next_attempt_at'])
          .execute();
        await db.schema
          .createIndex('webhook_deliveries_by_status')
          .on('webhook_deliveries')
          .columns(['status', 'created_at'])
          .execute();
      },
    },
    '0017_addon_form_builder': {
      // Issue 17 item 5: the add-on form builder. Forms (settings per form id, JSON checked on every
      // read: fields, steps, upload policy, actions, webhook URL, list and field map, messages,
      // redirect); submissions with the status of each action the server ran (and what the browser
      // reported, apart); uploads, served only once a submission holds them.
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await idColumn(db.schema.createTable('form_builder_forms'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await idColumn(db.schema.createTable('form_builder_submissions'))
          .addColumn('form_id', 'integer', (c) => c.notNull())
          .addColumn('form_name', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('form_page', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('form_page_id', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('action_statuses', 'text', (c) => c.notNull().defaultTo('{}'))
          .addColumn('reported_statuses', 'text', (c) => c.notNull().defaultTo('{}'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('form_builder_submissions_form')
          .on('form_builder_submissions')
          .columns(['form_id', 'id'])
          .execute();
        await db.schema
          .createTable('form_builder_uploads')
          .addColumn('stored_name', 'text', (c) => c.primaryKey())
          .addColumn('form_id', 'integer', (c) => c.notNull())
          .addColumn('field_id', 'text', (c) => c.notNull())
          .addColumn('original_name', 'text', (c) => c.notNull())
          .addColumn('mime_type', 'text', (c) => c.notNull())
          .addColumn('bytes', 'integer', (c) => c.notNull())
          .addColumn('submission_id', 'integer')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0016_newsletter': {
      // Issue 17 items 5 and 6: the owner's newsletter lists and their subscribers (one row per list and
      // normalised address, so a repeated signup finds its row), and the outbox learns job kinds: a row
      // of kind `mail` is a mail as before; any other kind (the Mailchimp push) is a job whose `body` is
      // its JSON payload, claimed, leased and retried exactly like a mail. `headers` are a mail's extra
      // headers as JSON (List-Unsubscribe).
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await db.schema
          .alterTable('outbox')
          .addColumn('kind', 'text', (c) => c.notNull().defaultTo('mail'))
          .execute();
        await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
        await db.schema
          .createTable('newsletter_lists')
          .addColumn('list_id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('double_opt_in', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('remote_list_id', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await idColumn(db.schema.createTable('newsletter_subscribers'))
          .addColumn('list_id', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('merge_fields', 'text', (c) => c.notNull().defaultTo('{}'))
          .addColumn('interests', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('confirm_token_hash', 'text')
          .addColumn('confirm_expires_at', 'text')
          .addColumn('confirm_sent_at', 'text')
          .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('confirmed_at', 'text')
          .addColumn('unsubscribed_at', 'text')
          .addUniqueConstraint('newsletter_subscribers_list_email', ['list_id', 'email'])
          .execute();
        await db.schema
          .createIndex('newsletter_subscribers_confirm')
          .on('newsletter_subscribers')
          .column('confirm_token_hash')
          .execute();
        await db.schema
          .createIndex('newsletter_subscribers_unsubscribe')
          .on('newsletter_subscribers')
          .column('unsubscribe_token_hash')
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

/**
 * Our tables go into the first schema on the connection's search_path that exists (`public` by
 * default), and the migrator looks only there (own-schema-introspector.ts). With none, say so rather
 * than PostgreSQL's "no schema has been selected to create in".
 */
async function requireTableSchema(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  if (!rows[0]?.schema)
    throw new Error('no schema on the database search_path exists: create one or set search_path');
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await requireTableSchema(db);
  const migrator = new Migrator({ db, provider: new InCodeMigrations(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
