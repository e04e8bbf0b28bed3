import type { GridKind, GridOwnerSettings } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { createCatalogueWidgetRepository } from './catalogue-widget-repository.ts';

type GridSeed = { name: string; settings: GridOwnerSettings };

/** The demo's three grids (issue 11 item 8), found by name by the pages that show them. */
export const DEMO_GRIDS = {
  journal: {
    name: 'Journal grid',
    settings: {
      kind: 'post-grid',
      taxonomy: 'category',
      terms: [],
      order: 'newest',
      postsPerPage: 6,
      maxPages: 0,
    },
  },
  gallery: {
    name: 'Gallery grid',
    settings: {
      kind: 'media-grid',
      taxonomy: 'media_category',
      terms: [],
      order: 'newest',
      postsPerPage: 12,
      maxPages: 0,
    },
  },
  shop: {
    name: 'Shop grid',
    settings: {
      kind: 'product-grid',
      taxonomy: 'product_cat',
      terms: [],
      order: 'menu-order',
      postsPerPage: 8,
      maxPages: 0,
    },
  },
} as const satisfies Record<string, GridSeed>;

export type DemoGrid = keyof typeof DEMO_GRIDS;

/** The id of a demo grid's record (by its name and kind), or undefined when it was not seeded. */
export async function demoGridId(db: Kysely<DatabaseSchema>, grid: DemoGrid): Promise<number | undefined> {
  const seed = DEMO_GRIDS[grid];
  const records = await createCatalogueWidgetRepository(db).list();
  const kind: GridKind = seed.settings.kind;
  return records.find(
    (record) =>
      record.name === seed.name && (record.settings as { kind?: unknown } | undefined)?.kind === kind,
  )?.id;
}

/**
 * Writes the demo grids' records when they are missing; run after the demo content seed. Existing
 * records (an owner's edits) are left as they are.
 */
export async function seedDemoGrids(db: Kysely<DatabaseSchema>): Promise<void> {
  const repository = createCatalogueWidgetRepository(db);
  for (const grid of Object.keys(DEMO_GRIDS) as DemoGrid[]) {
    if ((await demoGridId(db, grid)) === undefined) {
      await repository.insert(DEMO_GRIDS[grid].name, DEMO_GRIDS[grid].settings);
    }
  }
}
