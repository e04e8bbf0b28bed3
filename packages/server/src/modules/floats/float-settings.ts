import { FLOAT_CLICK_ACTIONS, FLOAT_POSITIONS } from '@site-widgets/contract';
import { safeUrl } from '@site-widgets/core';
import * as z from 'zod/mini';

/** The JSON a float (a floating review badge, spec 000 §4) row stores. Parsed on every read. */
export const floatSettingsSchema = z.object({
  /** The review template whose reviews the float cycles through. */
  templateId: z.number().check(z.int(), z.minimum(1)),
  /** Milliseconds after page load before it slides in; default 3000. */
  delayMs: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(600_000)), 3000),
  /** Where it comes from; default right. */
  position: z._default(z.enum(FLOAT_POSITIONS), 'right'),
  /** Milliseconds before it closes by itself; 0 = stays (default). */
  autoCloseMs: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(600_000)), 0),
  /** What a click does; default none. */
  clickAction: z._default(z.enum(FLOAT_CLICK_ACTIONS), 'none'),
  /** The link for clickAction `url`: http(s) or site-relative only; default ''. */
  linkUrl: z._default(
    z.string().check(z.refine((url) => url === '' || safeUrl(url) !== null, 'must be a safe URL')),
    '',
  ),
  /** Open the link in a new tab; default false. */
  newTab: z._default(z.boolean(), false),
  /** Hide it for the rest of the session after the first page view; default false. */
  firstVisitHide: z._default(z.boolean(), false),
});

export type FloatSettings = z.output<typeof floatSettingsSchema>;

export interface Float extends FloatSettings {
  id: number;
  name: string;
}

export function floatFromRow(row: { id: number; name: string; settings: string }): Float {
  let json: unknown;
  try {
    json = JSON.parse(row.settings);
  } catch {
    throw new Error(`float ${row.id}: settings are not JSON`);
  }
  const parsed = floatSettingsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`float ${row.id}: settings.${issue?.path.join('.')}: ${issue?.message}`);
  }
  return { id: row.id, name: row.name, ...parsed.data };
}
