import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';

export type FormUploadStatus = 'receiving' | 'complete';

export interface FormUpload {
  id: string;
  formId: number;
  fieldId: number;
  uniqueId: string;
  originalName: string;
  declaredBytes: number;
  receivedBytes: number;
  status: FormUploadStatus;
  storedName: string | null;
  mimeType: string | null;
  entryId: number | null;
  createdAt: string;
}

type Row = DatabaseSchema['form_uploads'];

// PostgreSQL answers bigint columns as strings.
const rowToUpload = (row: Row): FormUpload => ({
  id: row.id,
  formId: Number(row.form_id),
  fieldId: Number(row.field_id),
  uniqueId: row.unique_id,
  originalName: row.original_name,
  declaredBytes: Number(row.declared_bytes),
  receivedBytes: Number(row.received_bytes),
  status: row.status === 'complete' ? 'complete' : 'receiving',
  storedName: row.stored_name,
  mimeType: row.mime_type,
  entryId: row.entry_id === null ? null : Number(row.entry_id),
  createdAt: row.created_at,
});

/** Table form_uploads (migration 0007): one row per file a visitor sends to a form field. */
export function createFormUploadRepository(db: Kysely<DatabaseSchema>) {
  return {
    async find(id: string): Promise<FormUpload | undefined> {
      const row = await db.selectFrom('form_uploads').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? rowToUpload(row) : undefined;
    },

    /** Uploads of one field in one filling-in that count towards its maximum (receiving or complete). */
    async countForField(formId: number, uniqueId: string, fieldId: number): Promise<number> {
      const row = await db
        .selectFrom('form_uploads')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('form_id', '=', formId)
        .where('unique_id', '=', uniqueId)
        .where('field_id', '=', fieldId)
        .where('entry_id', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Creates the row at the first chunk; false when the id exists already (a retried first chunk). */
    async create(
      trx: Kysely<DatabaseSchema>,
      upload: Pick<FormUpload, 'id' | 'formId' | 'fieldId' | 'uniqueId' | 'originalName' | 'declaredBytes'>,
      now: Date,
    ): Promise<boolean> {
      const inserted = await trx
        .insertInto('form_uploads')
        .values({
          id: upload.id,
          form_id: upload.formId,
          field_id: upload.fieldId,
          unique_id: upload.uniqueId,
          original_name: upload.originalName,
          declared_bytes: upload.declaredBytes,
          received_bytes: 0,
          status: 'receiving',
          stored_name: null,
          mime_type: null,
          stored_bytes: null,
          entry_id: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** After a chunk is on disk: the bytes held now (never lowered by a late duplicate). */
    async received(id: string, bytes: number, now: Date): Promise<void> {
      await db
        .updateTable('form_uploads')
        .set({ received_bytes: bytes, updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'receiving')
        .where('received_bytes', '<', bytes)
        .execute();
    },

    async complete(
      id: string,
      stored: { name: string; mimeType: string; bytes: number },
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('form_uploads')
        .set({
          status: 'complete',
          stored_name: stored.name,
          mime_type: stored.mimeType,
          stored_bytes: stored.bytes,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Removes an upload no entry holds (an attached one stays). */
    async remove(id: string): Promise<void> {
      await db.deleteFrom('form_uploads').where('id', '=', id).where('entry_id', 'is', null).execute();
    },

    /** Complete, unattached uploads of one filling-in, by id (what a final submit may attach). */
    async attachable(formId: number, uniqueId: string, ids: readonly string[]): Promise<FormUpload[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('form_uploads')
        .selectAll()
        .where('id', 'in', [...ids])
        .where('form_id', '=', formId)
        .where('unique_id', '=', uniqueId)
        .where('status', '=', 'complete')
        .where('entry_id', 'is', null)
        .execute();
      return rows.map(rowToUpload);
    },

    /** A stored file's row when it belongs to an entry (only those are served). */
    async attachedByStoredName(storedName: string): Promise<FormUpload | undefined> {
      const row = await db
        .selectFrom('form_uploads')
        .selectAll()
        .where('stored_name', '=', storedName)
        .where('entry_id', 'is not', null)
        .executeTakeFirst();
      return row ? rowToUpload(row) : undefined;
    },

    async forEntry(entryId: number): Promise<FormUpload[]> {
      const rows = await db
        .selectFrom('form_uploads')
        .selectAll()
        .where('entry_id', '=', entryId)
        .orderBy('created_at')
        .execute();
      return rows.map(rowToUpload);
    },

    /** Issue 13 §3: uploads not attached to an entry, created before `before`; removed with their rows. */
    async takeOrphans(before: Date, limit = 500): Promise<FormUpload[]> {
      const rows = await db
        .selectFrom('form_uploads')
        .selectAll()
        .where('entry_id', 'is', null)
        .where('created_at', '<', before.toISOString())
        .limit(limit)
        .execute();
      if (rows.length > 0)
        await db
          .deleteFrom('form_uploads')
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .where('entry_id', 'is', null)
          .execute();
      return rows.map(rowToUpload);
    },
  };
}

/** Sets the entry of the uploads a final submit keeps, inside the entry's own transaction. */
export async function attachUploads(
  trx: Kysely<DatabaseSchema>,
  entryId: number,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('form_uploads')
    .set({ entry_id: entryId })
    .where('id', 'in', [...ids])
    .where('entry_id', 'is', null)
    .execute();
}

export type FormUploadRepository = ReturnType<typeof createFormUploadRepository>;
