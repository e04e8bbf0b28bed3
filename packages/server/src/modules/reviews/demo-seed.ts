import type { ReviewTemplate } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { createFloatRepository } from '../floats/float-repository.ts';
import type { FloatSettings } from '../floats/float-settings.ts';
import { createFormRepository } from '../review-forms/form-repository.ts';
import type { FormSettings } from '../review-forms/form-settings.ts';
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

/** Form 1 is the home page's review form (once per browser), form 2 a per-page quick form. */
export const DEMO_FORMS: Array<{ name: string; settings: Partial<FormSettings> }> = [
  {
    name: 'Home page review form',
    settings: {
      heading: 'Tell us about your visit',
      notifyEmail: 'owner@harbour-hearth.test',
      autoApprove: false,
      fieldsShown: ['name', 'email', 'title', 'text', 'consent', 'avatar'],
      requiredFields: ['name', 'text'],
      ratingRequired: true,
      oneSubmission: 'nof',
      tags: ['website'],
      minSecondsToSubmit: 3,
      captcha: false,
      pageId: 'quay-street',
      language: 'en',
    },
  },
  {
    name: 'Quick feedback',
    settings: {
      heading: 'How was this page?',
      successMessage: 'Thanks! Your feedback helps us improve.',
      notifyEmail: 'owner@harbour-hearth.test',
      autoApprove: false,
      fieldsShown: ['name', 'text'],
      requiredFields: ['text'],
      ratingRequired: false,
      oneSubmission: 'nop',
      tags: ['quick-feedback'],
      minSecondsToSubmit: 3,
      captcha: false,
    },
  },
];

/** Float 1 slides in from the right over the slider template's best reviews; float 2 fades in at the bottom. */
export const DEMO_FLOATS: Array<{
  name: string;
  settings: Partial<FloatSettings> & Pick<FloatSettings, 'templateId'>;
}> = [
  {
    name: 'Best reviews badge',
    settings: {
      templateId: 2,
      delayMs: 3000,
      position: 'right',
      autoCloseMs: 0,
      clickAction: 'url',
      linkUrl: '/reviews',
      newTab: false,
      firstVisitHide: false,
    },
  },
  {
    name: 'Latest reviews pop-up',
    settings: {
      templateId: 1,
      delayMs: 5000,
      position: 'fade',
      autoCloseMs: 12_000,
      clickAction: 'slideout',
      firstVisitHide: true,
    },
  },
];

/**
 * Seeds the demo templates and reviews into an empty database; a database with templates is left
 * alone (returns false). The demo forms and floats are added whenever their own tables are empty, so a
 * demo database made before they existed gets them too.
 */
export async function seedDemoIfEmpty({ db, dialect }: Pick<Database, 'db' | 'dialect'>): Promise<boolean> {
  const repository = createReviewRepository(db, dialect);
  await seedFormsAndFloats(db);
  const existing = await db.selectFrom('review_templates').select('id').limit(1).execute();
  if (existing.length) return false;
  for (const template of DEMO_TEMPLATES) await repository.insertTemplate(template.name, template.settings);
  await repository.insertMany(DEMO_REVIEWS);
  return true;
}

async function seedFormsAndFloats(db: Kysely<DatabaseSchema>) {
  if (!(await db.selectFrom('review_forms').select('id').limit(1).execute()).length) {
    const forms = createFormRepository(db);
    for (const form of DEMO_FORMS) await forms.insert(form.name, form.settings);
  }
  if (!(await db.selectFrom('floats').select('id').limit(1).execute()).length) {
    const floats = createFloatRepository(db);
    for (const float of DEMO_FLOATS) await floats.insert(float.name, float.settings);
  }
}
