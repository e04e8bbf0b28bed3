import { createFloatRepository } from '../modules/floats/float-repository.ts';
import { type Float, floatSettingsSchema } from '../modules/floats/float-settings.ts';
import { runSettingsCli, type SettingsKind } from './settings-command.ts';

/** `npm run floats`: the site owner's floating review badges (docs/operations.md). */
export const FLOATS: SettingsKind<Float> = {
  command: 'floats',
  noun: 'float',
  schema: floatSettingsSchema as SettingsKind<Float>['schema'],
  repository: createFloatRepository,
};

await runSettingsCli(FLOATS, import.meta.url);
