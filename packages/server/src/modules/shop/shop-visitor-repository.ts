import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

export interface ShopVisitorRepository {
  /** Records a write by this visitor (first write creates the row); keeps their records alive. */
  touch(visitorId: string, now: Date): Promise<void>;
  /** Removes visitors whose last write is older than `before`, with their lists and cart lines. */
  purgeInactive(before: Date): Promise<number>;
}

export function createShopVisitorRepository(db: Kysely<DatabaseSchema>): ShopVisitorRepository {
  return {
    async touch(visitorId, now) {
      const at = now.toISOString();
      await db
        .insertInto('shop_visitors')
        .values({ id: visitorId, created_at: at, last_write_at: at })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ last_write_at: at }))
        .execute();
    },
    async purgeInactive(before) {
      return db.transaction().execute(async (trx) => {
        const inactive = trx
          .selectFrom('shop_visitors')
          .select('id')
          .where('last_write_at', '<', before.toISOString());
        await trx.deleteFrom('shop_list_items').where('visitor_id', 'in', inactive).execute();
        await trx.deleteFrom('shop_cart_lines').where('visitor_id', 'in', inactive).execute();
        const removed = await trx
          .deleteFrom('shop_visitors')
          .where('last_write_at', '<', before.toISOString())
          .executeTakeFirst();
        return Number(removed.numDeletedRows);
      });
    },
  };
}
