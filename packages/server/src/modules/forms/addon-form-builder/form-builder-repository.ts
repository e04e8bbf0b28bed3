import { type FormBuilderSettings, formBuilderSettingsSchema } from '@site-widgets/contract';
import type { FormContent } from '@site-widgets/core/forms/addon-form-builder/form-content.ts';
import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import type { DatabaseSchema } from '../../../db/schema.ts';
import { createJsonSettingsRepository } from '../../json-settings-repository.ts';
import { checkSettings, type SettingsCheck } from '../../settings-records.ts';

type ObjectSchema = z.ZodMiniType<FormBuilderSettings> & { shape: Record<string, unknown> };

/** A stored form's settings checked as the server reads them (unknown keys refused, defaults filled). */
export function checkFormBuilderSettings(settings: unknown): SettingsCheck<FormBuilderSettings> {
  const checked = checkSettings(formBuilderSettingsSchema as unknown as ObjectSchema, settings);
  if (!checked.ok) return checked;
  const ids = checked.settings.fields.map((field) => field.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) return { ok: false, message: `settings.fields: the id ${repeated} is used twice` };
  const lastStep = checked.settings.steps.length - 1;
  const stray = checked.settings.fields.find((field) => field.step > lastStep);
  if (stray)
    return { ok: false, message: `settings.fields: ${stray.id} is on step ${stray.step}, past the last` };
  const noPolicy = checked.settings.fields.find((field) => field.type === 'file' && !field.upload);
  if (noPolicy)
    return { ok: false, message: `settings.fields: ${noPolicy.id} is a file field without upload` };
  return checked;
}

/** One action's outcome on a submission. */
export interface ActionStatus {
  status: string;
  message: string;
}

export interface FormBuilderForm {
  id: number;
  name: string;
  settings: FormBuilderSettings;
}

export interface FormBuilderSubmission {
  id: number;
  formId: number;
  formName: string;
  content: FormContent;
  actions: Record<string, ActionStatus>;
  reported: Record<string, ActionStatus>;
  createdAt: string;
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/**
 * Tables form_builder_forms, form_builder_submissions and form_builder_uploads (migration 0017). A form
 * whose stored settings no longer pass the schema is logged and treated as absent, never trusted.
 */
export function createFormBuilderRepository(
  db: Kysely<DatabaseSchema>,
  log: (message: string) => void = () => {},
) {
  const forms = createJsonSettingsRepository(db, 'form_builder_forms');
  return {
    forms,

    async findForm(id: number): Promise<FormBuilderForm | undefined> {
      const record = await forms.find(id);
      if (!record) return undefined;
      const checked = checkFormBuilderSettings(record.settings);
      if (!checked.ok) {
        log(`form builder form ${id}: ${checked.message}`);
        return undefined;
      }
      return { id: record.id, name: record.name, settings: checked.settings };
    },

    async insertSubmission(
      trx: Kysely<DatabaseSchema>,
      submission: {
        formId: number;
        formName: string;
        formPage: string;
        formPageId: string;
        content: FormContent;
      },
      now: Date,
    ): Promise<number> {
      const { id } = await trx
        .insertInto('form_builder_submissions')
        .values({
          form_id: submission.formId,
          form_name: submission.formName,
          form_page: submission.formPage,
          form_page_id: submission.formPageId,
          content: JSON.stringify(submission.content),
          action_statuses: '{}',
          reported_statuses: '{}',
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    },

    async setActionStatuses(trx: Kysely<DatabaseSchema>, id: number, statuses: Record<string, ActionStatus>) {
      await trx
        .updateTable('form_builder_submissions')
        .set({ action_statuses: JSON.stringify(statuses) })
        .where('id', '=', id)
        .execute();
    },

    async findSubmission(id: number): Promise<FormBuilderSubmission | undefined> {
      const row = await db
        .selectFrom('form_builder_submissions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: Number(row.id),
        formId: Number(row.form_id),
        formName: row.form_name,
        content: parseJson<FormContent>(row.content, {}),
        actions: parseJson<Record<string, ActionStatus>>(row.action_statuses, {}),
        reported: parseJson<Record<string, ActionStatus>>(row.reported_statuses, {}),
        createdAt: row.created_at,
      };
    },

    async listSubmissions(formId: number, limit = 100): Promise<FormBuilderSubmission[]> {
      const rows = await db
        .selectFrom('form_builder_submissions')
        .select('id')
        .where('form_id', '=', formId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      const found = await Promise.all(rows.map((row) => this.findSubmission(Number(row.id))));
      return found.filter((one) => one !== undefined);
    },

    /**
     * The browser's report of one action, kept beside (never over) what the server recorded. Written only
     * if the reports are still what was read (compare-and-set, on both databases alike), so two reports
     * at once never drop one: the later one reads again.
     */
    async report(id: number, action: string, status: ActionStatus): Promise<void> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await db
          .selectFrom('form_builder_submissions')
          .select('reported_statuses')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return;
        const reported = parseJson<Record<string, ActionStatus>>(row.reported_statuses, {});
        reported[action] = status;
        const result = await db
          .updateTable('form_builder_submissions')
          .set({ reported_statuses: JSON.stringify(reported) })
          .where('id', '=', id)
          .where('reported_statuses', '=', row.reported_statuses)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) return;
      }
      throw new Error(`form builder submission ${id}: reports kept changing`);
    },

    async insertUpload(upload: {
      storedName: string;
      formId: number;
      fieldId: string;
      originalName: string;
      mimeType: string;
      bytes: number;
      now: Date;
    }): Promise<void> {
      await db
        .insertInto('form_builder_uploads')
        .values({
          stored_name: upload.storedName,
          form_id: upload.formId,
          field_id: upload.fieldId,
          original_name: upload.originalName,
          mime_type: upload.mimeType,
          bytes: upload.bytes,
          submission_id: null,
          created_at: upload.now.toISOString(),
        })
        .execute();
    },

    /** An upload of this form's field that no submission holds yet. */
    async attachableUpload(formId: number, fieldId: string, storedName: string) {
      return db
        .selectFrom('form_builder_uploads')
        .selectAll()
        .where('stored_name', '=', storedName)
        .where('form_id', '=', formId)
        .where('field_id', '=', fieldId)
        .where('submission_id', 'is', null)
        .executeTakeFirst();
    },

    async attachUploads(trx: Kysely<DatabaseSchema>, submissionId: number, storedNames: readonly string[]) {
      if (storedNames.length === 0) return 0;
      const result = await trx
        .updateTable('form_builder_uploads')
        .set({ submission_id: submissionId })
        .where('stored_name', 'in', [...storedNames])
        .where('submission_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Uploads no submission took, created before `before` (at most `limit`): their rows removed, names returned. */
    async takeOrphanUploads(before: Date, limit = 500): Promise<string[]> {
      const rows = await db
        .selectFrom('form_builder_uploads')
        .select('stored_name')
        .where('submission_id', 'is', null)
        .where('created_at', '<', before.toISOString())
        .limit(limit)
        .execute();
      const names = rows.map((row) => row.stored_name);
      if (names.length > 0)
        await db
          .deleteFrom('form_builder_uploads')
          .where('stored_name', 'in', names)
          .where('submission_id', 'is', null)
          .execute();
      return names;
    },

    /** A stored file, when a submission holds it (only those are served). */
    async servedUpload(storedName: string) {
      return db
        .selectFrom('form_builder_uploads')
        .selectAll()
        .where('stored_name', '=', storedName)
        .where('submission_id', 'is not', null)
        .executeTakeFirst();
    },
  };
}

export type FormBuilderRepository = ReturnType<typeof createFormBuilderRepository>;
