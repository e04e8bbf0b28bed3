import type * as z from 'zod/mini';

/** A settings record (a review form, a float) as the owner's tools read and write it. */
export interface SettingsRecord<S> {
  id: number;
  name: string;
  settings: S;
}

export type SettingsCheck<S> = { ok: true; settings: S } | { ok: false; message: string };

/**
 * Validates settings as the server reads them: the record's own schema, and no key it does not know
 * (an owner's typo must not be dropped silently). The message names the field.
 */
export function checkSettings<S>(
  schema: z.ZodMiniType<S> & { shape: Record<string, unknown> },
  value: unknown,
): SettingsCheck<S> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'settings must be an object' };
  }
  // Own keys of the shape only: `in` would also find `constructor`, `toString` or `__proto__` (a key
  // JSON.parse makes an own property) on Object.prototype and let them through unnamed.
  const unknown = Object.keys(value).find((key) => !Object.hasOwn(schema.shape, key));
  if (unknown) return { ok: false, message: `settings.${unknown}: is not a setting` };
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `settings.${issue?.path.join('.')}: ${issue?.message ?? 'invalid'}` };
  }
  return { ok: true, settings: parsed.data };
}
