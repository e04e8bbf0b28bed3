import { formBuilderSettingsSchema } from '@site-widgets/contract';
import type * as z from 'zod/mini';
import {
  checkFormBuilderSettings,
  createFormBuilderRepository,
} from '../modules/forms/addon-form-builder/form-builder-repository.ts';
import { runSettingsCli, type SettingsKind } from './settings-command.ts';

type ObjectSchema = z.ZodMiniType<unknown> & { shape: Record<string, unknown> };
type StoredForm = { id: number; name: string } & Record<string, unknown>;

/** `npm run form-builder`: the add-on form builder's stored forms (issue 17 item 5, docs/operations.md). */
export const FORM_BUILDER_FORMS: SettingsKind<StoredForm> = {
  command: 'form-builder',
  noun: 'form',
  schema: formBuilderSettingsSchema as unknown as ObjectSchema,
  // The schema, and what it cannot say alone: field ids used once, steps that exist, an upload policy per file field.
  check: checkFormBuilderSettings,
  repository(db) {
    const { forms } = createFormBuilderRepository(db);
    const flat = (record: { id: number; name: string; settings: unknown }): StoredForm => ({
      ...(typeof record.settings === 'object' && record.settings !== null ? record.settings : {}),
      id: record.id,
      name: record.name,
    });
    return {
      async find(id) {
        const record = await forms.find(id);
        return record && flat(record);
      },
      async list() {
        return (await forms.list()).map(flat);
      },
      replace: (id, name, settings) => forms.replace(id, name, settings as object),
      insert: (name, settings) => forms.insert(name, settings as object),
    };
  },
};

await runSettingsCli(FORM_BUILDER_FORMS, import.meta.url);
