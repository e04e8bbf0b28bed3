import type { Database } from '../../db/database.ts';
import { parseContentRecord } from './content-record.ts';
import { createContentRepository } from './content-repository.ts';
import { DEMO_CATALOGUE } from './demo-catalogue-data.ts';
import { renderDemoImage } from './demo-images.ts';
import { createMediaStore } from './media-store.ts';

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
  for (const item of DEMO_CATALOGUE) {
    const outcome = parseContentRecord(item.record);
    if (!outcome.ok) throw new Error(`demo item ${item.record.sourceKey}: ${outcome.message}`);
    let image = null;
    if (item.art) {
      const stored = await media.store(await renderDemoImage(item.art));
      if (!stored.ok) throw new Error(`demo image ${item.record.sourceKey}: ${stored.message}`);
      image = stored.image;
    }
    await repository.upsert(outcome.record, image);
  }
  return true;
}
