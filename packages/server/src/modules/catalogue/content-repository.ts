import type { Kysely, Transaction } from 'kysely';
import type { ContentKind, ContentStatus, DatabaseSchema } from '../../db/schema.ts';
import type { ContentRecord } from './content-record.ts';
import type { StoredImage } from './media-store.ts';
import type { TermPath } from './term-paths.ts';

/** A row the owner's tools refuse, with the reason they print (nothing of the row is written). */
export class ContentRowError extends Error {}

export interface ContentSummary {
  id: number;
  kind: ContentKind;
  status: ContentStatus;
  slug: string;
  title: string;
  passwordProtected: boolean;
  publishedAt: string;
  sourceKey: string | null;
}

type Trx = Transaction<DatabaseSchema>;

/** Every write to catalogue tables bumps this in its transaction, so read caches key on it. */
export async function bumpCatalogueRevision(trx: Kysely<DatabaseSchema>): Promise<void> {
  await trx
    .updateTable('site_state')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('key', '=', 'catalogue_revision')
    .execute();
}

async function idBySourceKey(trx: Trx, sourceKey: string, kind: ContentKind): Promise<number | undefined> {
  const row = await trx
    .selectFrom('content_items')
    .select('id')
    .where('source_key', '=', sourceKey)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.id;
}

/** The leaf term of a path, creating missing levels under their parents. */
async function ensureTerm(trx: Trx, path: TermPath): Promise<number> {
  let parentId: number | null = null;
  for (const [depth, segment] of path.segments.entries()) {
    const existing = await trx
      .selectFrom('terms')
      .select('id')
      .where('taxonomy', '=', path.taxonomy)
      .where('slug', '=', segment.slug)
      .executeTakeFirst();
    if (existing) {
      parentId = existing.id;
      continue;
    }
    const inserted: { id: number } = await trx
      .insertInto('terms')
      .values({
        taxonomy: path.taxonomy,
        slug: segment.slug,
        name: segment.name,
        parent_id: parentId,
        depth,
        description: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    parentId = inserted.id;
  }
  if (parentId === null) throw new ContentRowError(`${path.taxonomy}: an empty term path`);
  return parentId;
}

/**
 * Every SQL statement of the owner's side of the catalogue: imports (one transaction per item,
 * identity by source key), publish/unpublish/delete, lists and exports. Visitors' reads live in the
 * grids' and search's own repositories and only ever see published, non-password items.
 */
export function createContentRepository(db: Kysely<DatabaseSchema>) {
  async function writeItem(trx: Trx, record: ContentRecord, image: StoredImage | null) {
    const existing = await trx
      .selectFrom('content_items')
      .select(['id', 'kind'])
      .where('source_key', '=', record.sourceKey)
      .executeTakeFirst();
    if (existing && existing.kind !== record.kind)
      throw new ContentRowError(`sourceKey: ${record.sourceKey} is already a ${existing.kind}`);
    const taken = await trx
      .selectFrom('content_items')
      .select('id')
      .where('kind', '=', record.kind)
      .where('slug', '=', record.slug)
      .executeTakeFirst();
    if (taken && taken.id !== existing?.id)
      throw new ContentRowError(`slug: "${record.slug}" is taken by ${record.kind} ${taken.id}`);
    const featuredMediaId = record.featuredMedia
      ? ((await idBySourceKey(trx, record.featuredMedia, 'media')) ?? null)
      : null;
    const values = {
      kind: record.kind,
      status: record.status,
      slug: record.slug,
      title: record.title,
      excerpt: record.excerpt,
      content: record.content,
      search_body: record.searchBody,
      author: record.author,
      language: record.language,
      password_protected: record.passwordProtected ? 1 : 0,
      featured_media_id: featuredMediaId,
      menu_order: record.menuOrder,
      source_key: record.sourceKey,
      published_at: record.publishedAt,
      modified_at: new Date().toISOString(),
    };
    let id: number;
    if (existing) {
      id = existing.id;
      await trx.updateTable('content_items').set(values).where('id', '=', id).execute();
    } else {
      id = (await trx.insertInto('content_items').values(values).returning('id').executeTakeFirstOrThrow())
        .id;
    }

    const termIds = new Set<number>();
    for (const path of record.terms) termIds.add(await ensureTerm(trx, path));
    await trx.deleteFrom('item_terms').where('item_id', '=', id).execute();
    if (termIds.size)
      await trx
        .insertInto('item_terms')
        .values([...termIds].map((termId) => ({ item_id: id, term_id: termId })))
        .execute();

    if (record.kind === 'media' && record.media) {
      if (!image) throw new ContentRowError('file: the image was not stored');
      await trx.deleteFrom('media_files').where('item_id', '=', id).execute();
      await trx
        .insertInto('media_files')
        .values({
          item_id: id,
          file_name: image.fileName,
          mime_type: image.mimeType,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          alt: record.media.alt,
          caption: record.media.caption,
          renditions: JSON.stringify(image.renditions),
        })
        .execute();
    }

    if (record.kind === 'product' && record.product) {
      const product = record.product;
      let parentId: number | null = null;
      if (product.parent) {
        parentId = (await idBySourceKey(trx, product.parent, 'product')) ?? null;
        if (parentId === null)
          throw new ContentRowError(`parent: no product ${product.parent} (import it first)`);
        if (parentId === id) throw new ContentRowError('parent: a product is not its own parent');
      }
      const gallery: number[] = [];
      for (const key of product.gallery) {
        const mediaId = await idBySourceKey(trx, key, 'media');
        if (mediaId !== undefined) gallery.push(mediaId);
      }
      await trx.deleteFrom('products').where('item_id', '=', id).execute();
      await trx
        .insertInto('products')
        .values({
          item_id: id,
          product_type: product.productType,
          parent_id: parentId,
          sku: product.sku,
          price_minor: product.priceMinor,
          sale_price_minor: product.salePriceMinor,
          currency: product.currency,
          stock_status: product.stockStatus,
          stock_quantity: product.stockQuantity,
          low_stock_threshold: product.lowStockThreshold,
          gallery: JSON.stringify(gallery),
          short_description: product.shortDescription,
        })
        .execute();
    }
    await bumpCatalogueRevision(trx);
    return { id, created: !existing };
  }

  /**
   * Deletes items (their media file row, product row and terms go with them) and names the image
   * files (originals and renditions) no item uses any more, for the caller to delete from the media
   * store after the commit (a crash in between leaves a stray file, never a row without its file).
   * Files are named by their content's hash, so an image stored for two items is one file: it stays
   * while one of them uses it.
   */
  async function removeWithFiles(
    ids: readonly number[],
  ): Promise<{ deleted: number[]; unusedFiles: string[] }> {
    if (!ids.length) return { deleted: [], unusedFiles: [] };
    return db.transaction().execute(async (trx) => {
      const files = await trx
        .selectFrom('media_files')
        .select(['file_name', 'renditions'])
        .where('item_id', 'in', [...ids])
        .execute();
      const rows = await trx
        .deleteFrom('content_items')
        .where('id', 'in', [...ids])
        .returning('id')
        .execute();
      const deleted = rows.map((row) => row.id);
      if (deleted.length) {
        // Children of a deleted grouped product become simple products; no dangling references.
        await trx
          .updateTable('products')
          .set({ parent_id: null })
          .where('parent_id', 'in', deleted)
          .execute();
        await trx
          .updateTable('content_items')
          .set({ featured_media_id: null })
          .where('featured_media_id', 'in', deleted)
          .execute();
        await bumpCatalogueRevision(trx);
      }
      const names = [...new Set(files.map((file) => file.file_name))];
      const stillUsed = new Set(
        names.length
          ? (
              await trx
                .selectFrom('media_files')
                .select('file_name')
                .where('file_name', 'in', names)
                .execute()
            ).map((row) => row.file_name)
          : [],
      );
      const unusedFiles = files
        .filter((file) => !stillUsed.has(file.file_name))
        .flatMap((file) => [file.file_name, ...renditionFileNames(file.renditions)]);
      return { deleted: deleted.sort((a, b) => a - b), unusedFiles: [...new Set(unusedFiles)].sort() };
    });
  }

  async function setStatus(ids: readonly number[], status: ContentStatus): Promise<number[]> {
    if (!ids.length) return [];
    return db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable('content_items')
        .set({ status, modified_at: new Date().toISOString() })
        .where('id', 'in', [...ids])
        .returning('id')
        .execute();
      if (rows.length) await bumpCatalogueRevision(trx);
      return rows.map((row) => row.id).sort((a, b) => a - b);
    });
  }

  return {
    /**
     * Inserts or updates one item by its source key, with its terms, media file row and product row,
     * in one transaction with the revision bump: a refused row writes nothing.
     */
    async upsert(
      record: ContentRecord,
      image: StoredImage | null = null,
    ): Promise<{ id: number; created: boolean }> {
      return db.transaction().execute((trx) => writeItem(trx, record, image));
    },

    publish: (ids: readonly number[]) => setStatus(ids, 'published'),
    unpublish: (ids: readonly number[]) => setStatus(ids, 'draft'),

    /** Deletes items (their media file row, product row and terms go with them); returns what was deleted. */
    async remove(ids: readonly number[]): Promise<number[]> {
      return (await removeWithFiles(ids)).deleted;
    },

    removeWithFiles,

    /** The owner's list: every item (drafts and private ones too), newest first. */
    async list(
      filter: { kind?: ContentKind; status?: ContentStatus; limit?: number } = {},
    ): Promise<ContentSummary[]> {
      let query = db
        .selectFrom('content_items')
        .select([
          'id',
          'kind',
          'status',
          'slug',
          'title',
          'password_protected',
          'published_at',
          'source_key',
        ]);
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      if (filter.status) query = query.where('status', '=', filter.status);
      const rows = await query
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit ?? 10_000)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        status: row.status,
        slug: row.slug,
        title: row.title,
        passwordProtected: row.password_protected === 1,
        publishedAt: row.published_at,
        sourceKey: row.source_key,
      }));
    },

    async countAll(): Promise<number> {
      const row = await db
        .selectFrom('content_items')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A number that changes whenever any catalogue row changes. */
    async revision(): Promise<number> {
      const row = await db
        .selectFrom('site_state')
        .select('value')
        .where('key', '=', 'catalogue_revision')
        .executeTakeFirst();
      return Number(row?.value ?? 0);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

/** The file names a media row's renditions JSON lists; malformed JSON lists none. */
function renditionFileNames(renditions: string): string[] {
  try {
    const parsed: unknown = JSON.parse(renditions);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((one: unknown) => {
      const name =
        typeof one === 'object' && one !== null ? (one as { file_name?: unknown }).file_name : undefined;
      return typeof name === 'string' ? [name] : [];
    });
  } catch {
    return [];
  }
}
