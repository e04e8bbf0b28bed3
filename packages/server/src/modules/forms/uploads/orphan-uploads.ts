import { UPLOAD_ORPHAN_MS } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';
import { createFormUploadFiles } from './form-upload-files.ts';
import { createFormUploadRepository } from './form-upload-repository.ts';
import { formUploadsDirectory } from './register-form-uploads.ts';

/**
 * Issue 13 §3: uploads not attached to an entry within 24 h are deleted (rows first, then their part
 * and stored files), and part files no row knows (a crash between the two) once a day old. Run by the
 * background jobs every minute; returns how many uploads went.
 */
export async function removeOrphanUploads(
  db: Kysely<DatabaseSchema>,
  dataDir: string,
  now: Date,
): Promise<number> {
  const uploads = createFormUploadRepository(db);
  const files = createFormUploadFiles(formUploadsDirectory(dataDir));
  const before = new Date(now.getTime() - UPLOAD_ORPHAN_MS);
  let removed = 0;
  for (;;) {
    const orphans = await uploads.takeOrphans(before);
    for (const orphan of orphans) {
      await files.removePart(orphan.id);
      await files.removeStored(orphan.storedName);
    }
    removed += orphans.length;
    if (orphans.length < 500) break;
  }
  await files.sweepParts(
    async (id) => (await uploads.find(id)) !== undefined,
    UPLOAD_ORPHAN_MS,
    now.getTime(),
  );
  return removed;
}
