import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createShopVisitorRepository } from '../src/modules/shop/shop-visitor-repository.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';

for (const dialect of DIALECTS) {
  describe(`shop visitors on ${dialect}`, () => {
    let database: Database | undefined;
    afterEach(async () => {
      await database?.destroy();
      database = undefined;
    });

    it('keeps a visitor who wrote recently and purges an inactive one with their lists and cart', async () => {
      database = await freshDatabase(dialect);
      const { db } = database;
      const visitors = createShopVisitorRepository(db);
      await visitors.touch('old-visitor-aaaaaaaaaaa', new Date('2026-01-01T00:00:00Z'));
      await visitors.touch('new-visitor-aaaaaaaaaaa', new Date('2026-01-01T00:00:00Z'));
      await visitors.touch('new-visitor-aaaaaaaaaaa', new Date('2026-03-01T00:00:00Z'));
      for (const visitor_id of ['old-visitor-aaaaaaaaaaa', 'new-visitor-aaaaaaaaaaa']) {
        await db
          .insertInto('shop_list_items')
          .values({ visitor_id, list: 'wishlist', product_id: 1, added_at: '2026-01-01T00:00:00Z' })
          .execute();
        await db
          .insertInto('shop_cart_lines')
          .values({ visitor_id, product_id: 1, quantity: 2, added_at: '2026-01-01T00:00:00Z' })
          .execute();
      }
      expect(await visitors.purgeInactive(new Date('2026-02-01T00:00:00Z'))).toBe(1);
      const left = async (table: 'shop_list_items' | 'shop_cart_lines') =>
        (await db.selectFrom(table).select('visitor_id').execute()).map((row) => row.visitor_id);
      expect(await left('shop_list_items')).toEqual(['new-visitor-aaaaaaaaaaa']);
      expect(await left('shop_cart_lines')).toEqual(['new-visitor-aaaaaaaaaaa']);
      const rows = await db.selectFrom('shop_visitors').selectAll().execute();
      expect(rows).toEqual([
        {
          id: 'new-visitor-aaaaaaaaaaa',
          created_at: '2026-01-01T00:00:00.000Z',
          last_write_at: '2026-03-01T00:00:00.000Z',
        },
      ]);
    });
  });
}
