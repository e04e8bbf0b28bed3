import type { LoopGridOwnerSettings } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { createCatalogueWidgetRepository } from '../catalogue/catalogue-widget-repository.ts';

/** The demo's loop grid (issue 14 item 9): the journal's posts, filtered by category and tag. */
export const DEMO_LOOP = {
  name: 'Journal topics loop',
  settings: {
    kind: 'loop-grid',
    source: 'post-grid',
    taxonomies: ['category', 'post_tag'],
    filterJoin: 'OR',
    order: 'newest',
    postsPerPage: 6,
    maxPages: 0,
  },
} as const satisfies { name: string; settings: LoopGridOwnerSettings };

/** The id of the demo loop's record (by name and kind), or undefined when it was not seeded. */
export async function demoLoopId(db: Kysely<DatabaseSchema>): Promise<number | undefined> {
  const records = await createCatalogueWidgetRepository(db).list();
  return records.find(
    (record) =>
      record.name === DEMO_LOOP.name &&
      (record.settings as { kind?: unknown } | undefined)?.kind === 'loop-grid',
  )?.id;
}

/** Writes the demo loop's record when it is missing; an owner's edits to it are left as they are. */
export async function seedDemoLoop(db: Kysely<DatabaseSchema>): Promise<void> {
  if ((await demoLoopId(db)) === undefined) {
    await createCatalogueWidgetRepository(db).insert(DEMO_LOOP.name, DEMO_LOOP.settings);
  }
}
