import type { ReviewTemplate } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { DEMO_REVIEWS } from './demo-reviews.ts';
import { createReviewRepository } from './review-repository.ts';

type TemplateSeed = { name: string; settings: Partial<Omit<ReviewTemplate, 'id' | 'name'>> };

/** One template per layout; id 1 is the home page's list. */
export const DEMO_TEMPLATES: TemplateSeed[] = [
  {
    name: 'Home page list',
    settings: { layout: 'list', perRow: 3, rows: 2, sortOrder: 'newest', loadMoreMode: 'button' },
  },
  { name: 'Slider', settings: { layout: 'slider', perRow: 1, rows: 1, sortOrder: 'highest', minRating: 4 } },
  {
    name: 'Carousel',
    settings: { layout: 'carousel', perRow: 3, rows: 1, sortOrder: 'newest', hideWithoutText: true },
  },
  {
    name: 'Masonry grid',
    settings: { layout: 'masonry', perRow: 3, rows: 3, sortOrder: 'random', loadMoreMode: 'button' },
  },
  {
    name: 'Paged list with filter bar',
    settings: { layout: 'list', perRow: 1, rows: 5, loadMoreMode: 'pagenums', showHeaderControls: true },
  },
];

/** Seeds the demo templates and reviews into an empty database; a database with reviews is left alone. */
export async function seedDemoIfEmpty(db: Kysely<DatabaseSchema>): Promise<boolean> {
  const repository = createReviewRepository(db);
  const existing = await db.selectFrom('review_templates').select('id').limit(1).execute();
  if (existing.length) return false;
  for (const template of DEMO_TEMPLATES) await repository.insertTemplate(template.name, template.settings);
  await repository.insertMany(DEMO_REVIEWS);
  return true;
}
