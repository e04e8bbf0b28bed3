import type { ReviewTemplate } from '@site-widgets/contract';
import type { Database } from '../../src/db/database.ts';
import type { NewReview } from '../../src/modules/reviews/review-record.ts';
import { createReviewRepository } from '../../src/modules/reviews/review-repository.ts';

/** A review with plain defaults; day n is 2025-01-n (later days are newer). */
export function review(day: number, fields: Partial<NewReview> = {}): NewReview {
  return {
    platform: 'Google',
    reviewerName: `Reviewer ${day}`,
    reviewerEmail: `reviewer${day}@example.test`,
    rating: 5,
    title: `Title ${day}`,
    text: `Text of review ${day}`,
    language: 'en',
    pageId: 'quay-street',
    pageName: 'Quay Street',
    createdAt: new Date(Date.UTC(2025, 0, day, 12)),
    ...fields,
  };
}

/** Inserts a template and reviews; returns the template id and the inserted rows' ids in insert order. */
export async function seed(
  database: Database,
  reviews: NewReview[],
  template: Partial<Omit<ReviewTemplate, 'id' | 'name'>> = {},
): Promise<{ templateId: number }> {
  const repository = createReviewRepository(database.db, database.dialect);
  const templateId = await repository.insertTemplate('Test template', {
    perRow: 2,
    rows: 2,
    sortOrder: 'newest',
    ...template,
  });
  for (const one of reviews) await repository.insert(one);
  return { templateId };
}

export function parseJson(body: string): Record<string, unknown> {
  return JSON.parse(body) as Record<string, unknown>;
}
