import { LAYOUTS, LOAD_MORE_MODES, type ReviewTemplate, SORT_ORDERS } from '@site-widgets/contract';
import * as z from 'zod/mini';

/** The JSON a review template row stores. Parsed on every read: a row is input too. */
export const templateSettingsSchema = z.object({
  layout: z._default(z.enum(LAYOUTS), 'list'),
  perRow: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(6)), 1),
  rows: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), 6),
  sortOrder: z._default(z.enum(SORT_ORDERS), 'newest'),
  minRating: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(5)), 0),
  minWords: z._default(z.number().check(z.int(), z.minimum(0)), 0),
  maxWords: z._default(z.number().check(z.int(), z.minimum(0)), 0),
  hideWithoutText: z._default(z.boolean(), false),
  platforms: z._default(z.array(z.string()), []),
  sourcePageIds: z._default(z.array(z.string()), []),
  tags: z._default(z.array(z.string()), []),
  languages: z._default(z.array(z.string()), []),
  reviewIds: z._default(z.array(z.number().check(z.int())), []),
  loadMoreMode: z._default(z.enum(LOAD_MORE_MODES), 'button'),
  showHeaderControls: z._default(z.boolean(), false),
  readMore: z._default(z.enum(['inline', 'modal', 'none']), 'inline'),
  animateHeight: z._default(z.boolean(), false),
});

export type TemplateSettings = z.output<typeof templateSettingsSchema>;

export function templateFromRow(row: { id: number; name: string; settings: string }): ReviewTemplate {
  let json: unknown;
  try {
    json = JSON.parse(row.settings);
  } catch {
    throw new Error(`review template ${row.id}: settings are not JSON`);
  }
  const parsed = templateSettingsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`review template ${row.id}: settings.${issue?.path.join('.')}: ${issue?.message}`);
  }
  return { id: row.id, name: row.name, ...parsed.data };
}
