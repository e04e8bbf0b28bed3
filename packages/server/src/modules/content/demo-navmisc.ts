import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { createMegaMenuRepository } from './mega-menu-repository.ts';

/** The demo's mega-menu item on /explore: the café's menu at a glance. */
export const DEMO_MEGA_MENU_ITEM_ID = 101;

const DEMO_MEGA_MENU_HTML = `
<h3>Served all day</h3>
<p>Breakfast until 11:30, lunch from noon, cakes whenever you like.</p>
<ul>
  <li><a href="/#breakfast">Breakfast: full harbour, eggs your way</a></li>
  <li><a href="/#lunch">Lunch: crab sandwich, soup of the day</a></li>
  <li><a href="/#cakes">Cakes: Victoria sponge, lemon drizzle</a></li>
</ul>
<p><a href="/shop">Take home our house blend</a></p>`;

/** Writes the demo's mega-menu item unless the owner already has one with its id. */
export async function seedDemoMegaMenu(db: Kysely<DatabaseSchema>): Promise<void> {
  const existing = await db
    .selectFrom('content_mega_menu_items')
    .select('item_id')
    .where('item_id', '=', DEMO_MEGA_MENU_ITEM_ID)
    .executeTakeFirst();
  if (existing) return;
  await createMegaMenuRepository(db).save(DEMO_MEGA_MENU_ITEM_ID, DEMO_MEGA_MENU_HTML, new Date());
}
