import { FLOAT_MIN_ANSWER_LENGTH } from '@site-widgets/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createFloatRepository } from '../src/modules/floats/float-repository.ts';
import { createReviewRepository } from '../src/modules/reviews/review-repository.ts';
import { DIALECTS } from './support/databases.ts';
import { review, seed } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('wprp_get_float on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  /** Five reviews, days 1–5; a template showing 4 stars and up, newest first; a float over it. */
  async function start() {
    t = await createTestApp(dialect);
    const { templateId } = await seed(
      t.database,
      [review(1), review(2, { rating: 2 }), review(3), review(4, { hidden: true }), review(5)],
      { sortOrder: 'newest', minRating: 4 },
    );
    const floatId = await createFloatRepository(t.database.db).insert('Badge', { templateId });
    return { templateId, floatId };
  }

  const ask = (floatId: number, templateId: number, startoffset: number) =>
    t.ajax({
      action: 'wprp_get_float',
      fid: String(floatId),
      wtfid: String(templateId),
      wtftype: 'pop',
      innerdivonly: 'yes',
      startoffset: String(startoffset),
    });

  it('returns the review at each offset in the template’s order and filters, as HTML', async () => {
    const { templateId, floatId } = await start();
    const names: string[] = [];
    for (const offset of [0, 1, 2]) {
      const response = await ask(floatId, templateId, offset);
      expect(response.status).toBe(200);
      expect(response.contentType).toBe('text/html; charset=utf-8');
      expect(response.body.length).toBeGreaterThan(FLOAT_MIN_ANSWER_LENGTH);
      names.push(/sw-review-card__name">([^<]+)</.exec(response.body)?.[1] ?? '');
    }
    expect(names).toEqual(['Reviewer 5', 'Reviewer 3', 'Reviewer 1']);
  });

  it('wraps the card in an element carrying the next offset and the review id', async () => {
    const { templateId, floatId } = await start();
    const response = await ask(floatId, templateId, 1);
    const id = /data-review-id="(\d+)"/.exec(response.body)?.[1];
    expect(response.body).toMatch(
      new RegExp(
        `^<div class="wprev_pop_contain sw-float-review" data-startoffset="2" data-review-id="${id}"><article class="outerrevdiv`,
      ),
    );
    expect(response.body).not.toContain('reviewer3@example.test');
  });

  it('answers an empty body past the last review', async () => {
    const { templateId, floatId } = await start();
    const response = await ask(floatId, templateId, 3);
    expect(response).toMatchObject({ status: 200, body: '' });
  });

  it('answers an empty body for an unknown float or template', async () => {
    const { templateId, floatId } = await start();
    expect((await ask(floatId + 10, templateId, 0)).body).toBe('');
    expect((await ask(floatId, templateId + 10, 0)).body).toBe('');
  });

  it('answers from the float’s own template, never from another template the client names', async () => {
    const { templateId, floatId } = await start();
    // A second template that would show the low-rated review the float's own template filters out.
    const otherTemplateId = await createReviewRepository(t.database.db, t.database.dialect).insertTemplate(
      'Everything',
      {
        perRow: 2,
        rows: 2,
        sortOrder: 'oldest',
      },
    );
    const chosenByClient = await ask(floatId, otherTemplateId, 0);
    expect(chosenByClient).toMatchObject({ status: 200, body: '' });
    const own = await ask(floatId, templateId, 0);
    expect(own.body).toContain('Reviewer 5');
  });

  it('refuses a malformed offset with 400 naming the field', async () => {
    const { templateId, floatId } = await start();
    const response = await t.ajax({
      action: 'wprp_get_float',
      fid: String(floatId),
      wtfid: String(templateId),
      startoffset: '-1',
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'SW_BAD_FIELD', field: 'startoffset' });
  });

  it('escapes what reviewers wrote', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [
      review(1, { reviewerName: '<img src=x onerror=alert(1)>', text: '<script>alert(1)</script>' }),
    ]);
    const floatId = await createFloatRepository(t.database.db).insert('Badge', { templateId });
    const response = await ask(floatId, templateId, 0);
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('<img src=x');
  });
});
