import { UPLOAD_ORPHAN_MS } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';
import { createFormUploadFiles } from '../uploads/form-upload-files.ts';
import { formBuilderUploadsDirectory } from './form-builder-module.ts';
import { createFormBuilderRepository } from './form-builder-repository.ts';

/**
 * Form-builder uploads no submission took within 24 h are deleted (rows first, then files), so the
 * upload call never keeps files without end. Run by the background jobs; returns how many went.
 */
export async function removeOrphanFormBuilderUploads(
  db: Kysely<DatabaseSchema>,
  dataDir: string,
  now: Date,
): Promise<number> {
  const repository = createFormBuilderRepository(db);
  const files = createFormUploadFiles(formBuilderUploadsDirectory(dataDir));
  const before = new Date(now.getTime() - UPLOAD_ORPHAN_MS);
  let removed = 0;
  for (;;) {
    const names = await repository.takeOrphanUploads(before);
    for (const name of names) await files.removeStored(name);
    removed += names.length;
    if (names.length < 500) return removed;
  }
}
