import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { sanitiseContent } from '../catalogue/sanitise.ts';
import { createRevisionCache } from '../reviews/revision-cache.ts';

/** The most bytes of owner HTML one menu item may hold (after sanitising). */
export const MAX_MEGA_MENU_HTML_BYTES = 64 * 1024;
/** What the read cache may hold in all: ids and fragments, 2 bytes a character. */
export const MEGA_MENU_CACHE_BYTES = 1024 * 1024;

export type SaveMegaMenuOutcome = { ok: true; html: string } | { ok: false; message: string };

/**
 * The owner's mobile mega-menu items (issue 16, spec 001 §7 `wprmegamenu`): HTML per menu item id,
 * sanitised on the way in (catalogue/sanitise.ts: no scripts, handlers, styles, frames; http(s) and
 * mailto links only), so a read serves what is stored as it is. Reads are cached until the next write
 * (the `mega_menu_revision` every write bumps), bounded in bytes; unknown ids are not cached.
 */
export function createMegaMenuRepository(db: Kysely<DatabaseSchema>) {
  const cache = createRevisionCache<string | null>({
    maxBytes: MEGA_MENU_CACHE_BYTES,
    weigh: (html) => (html?.length ?? 0) * 2 + 64,
  });
  const revision = async () =>
    Number(
      (
        await db
          .selectFrom('site_state')
          .select('value')
          .where('key', '=', 'mega_menu_revision')
          .executeTakeFirst()
      )?.value ?? 0,
    );

  return {
    /** The item's HTML, or undefined when no item has the id. */
    async find(itemId: number): Promise<string | undefined> {
      const html = await cache.get(String(itemId), await revision(), async () => {
        const row = await db
          .selectFrom('content_mega_menu_items')
          .select('html')
          .where('item_id', '=', itemId)
          .executeTakeFirst();
        return row?.html ?? null;
      });
      return html ?? undefined;
    },

    /** Stores the owner's HTML for an item, sanitised; refuses what is too large once sanitised. */
    async save(itemId: number, html: string, now: Date): Promise<SaveMegaMenuOutcome> {
      if (!Number.isSafeInteger(itemId) || itemId < 1)
        return { ok: false, message: 'item id must be a whole number from 1' };
      const clean = sanitiseContent(html);
      if (Buffer.byteLength(clean) > MAX_MEGA_MENU_HTML_BYTES)
        return { ok: false, message: `html must be at most ${MAX_MEGA_MENU_HTML_BYTES} bytes` };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('content_mega_menu_items')
          .values({ item_id: itemId, html: clean, updated_at: now.toISOString() })
          .onConflict((conflict) =>
            conflict.column('item_id').doUpdateSet({ html: clean, updated_at: now.toISOString() }),
          )
          .execute();
        await trx
          .updateTable('site_state')
          .set((eb) => ({ value: eb('value', '+', 1) }))
          .where('key', '=', 'mega_menu_revision')
          .execute();
      });
      return { ok: true, html: clean };
    },

    /** Every item's id and size, for the owner's tool. */
    async list(): Promise<Array<{ itemId: number; bytes: number; updatedAt: string }>> {
      const rows = await db
        .selectFrom('content_mega_menu_items')
        .select(['item_id', 'html', 'updated_at'])
        .orderBy('item_id')
        .execute();
      return rows.map((row) => ({
        itemId: row.item_id,
        bytes: Buffer.byteLength(row.html),
        updatedAt: row.updated_at,
      }));
    },

    /** Deletes an item; false when there was none. */
    async remove(itemId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('content_mega_menu_items')
          .where('item_id', '=', itemId)
          .executeTakeFirst();
        await trx
          .updateTable('site_state')
          .set((eb) => ({ value: eb('value', '+', 1) }))
          .where('key', '=', 'mega_menu_revision')
          .execute();
        return Number(result.numDeletedRows) > 0;
      });
    },

    /** Bytes the read cache holds now. */
    cachedBytes: () => cache.bytes(),
  };
}

export type MegaMenuRepository = ReturnType<typeof createMegaMenuRepository>;
