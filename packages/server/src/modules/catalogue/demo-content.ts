import type { Database } from '../../db/database.ts';
import { parseContentRecord } from './content-record.ts';
import { createContentRepository } from './content-repository.ts';
import { DEMO_CATALOGUE, type DemoItem } from './demo-catalogue-data.ts';
import { renderDemoImage } from './demo-images.ts';
import { createMediaStore, type StoredImage } from './media-store.ts';

/**
 * Seeds the café's journal, gallery and shop (demo-catalogue-data.ts) into an empty catalogue, with
 * their images drawn and stored under `mediaDirectory`; a catalogue with any item is left alone
 * (returns false). Same data every time, so pages and tests can name what they expect.
 */
export async function seedCatalogueIfEmpty(
  { db }: Pick<Database, 'db'>,
  mediaDirectory: string,
): Promise<boolean> {
  const repository = createContentRepository(db);
  if ((await db.selectFrom('content_items').select('id').limit(1).execute()).length) return false;
  const media = createMediaStore(mediaDirectory);
  // Images first, four at a time (sharp works on libuv's threads, so both cores draw), then the rows
  // one by one in import order, so the start-up seed stays a few seconds.
  const images = new Map<DemoItem, StoredImage>();
  const drawn = DEMO_CATALOGUE.filter((item) => item.art);
  for (let start = 0; start < drawn.length; start += 4)
    await Promise.all(
      drawn.slice(start, start + 4).map(async (item) => {
        if (!item.art) return;
        const stored = await media.store(await renderDemoImage(item.art));
        if (!stored.ok) throw new Error(`demo image ${item.record.sourceKey}: ${stored.message}`);
        images.set(item, stored.image);
      }),
    );
  for (const item of DEMO_CATALOGUE) {
    const outcome = parseContentRecord(item.record);
    if (!outcome.ok) throw new Error(`demo item ${item.record.sourceKey}: ${outcome.message}`);
    await repository.upsert(outcome.record, images.get(item) ?? null);
  }
  return true;
}
