import { createFormRepository } from '../modules/review-forms/form-repository.ts';
import { formSettingsSchema, type ReviewForm } from '../modules/review-forms/form-settings.ts';
import { runSettingsCli, type SettingsKind } from './settings-command.ts';

/** `npm run review-forms`: the site owner's review forms (docs/operations.md). */
export const REVIEW_FORMS: SettingsKind<ReviewForm> = {
  command: 'review-forms',
  noun: 'form',
  schema: formSettingsSchema as SettingsKind<ReviewForm>['schema'],
  repository: createFormRepository,
};

await runSettingsCli(REVIEW_FORMS, import.meta.url);
