import type { LoadMoreResponse } from '@site-widgets/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createReviewRepository } from '../src/modules/reviews/review-repository.ts';
import { DIALECTS } from './support/databases.ts';
import { review, seed } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const RESPONSE_KEYS = [
  'innerhtml',
  'totalreviewsnum',
  'hideldbtn',
  'animateheight',
  'newnotinstring',
  'callnum',
  'clickedpnum',
  'lastslidenum',
  'totalreviewsindb',
  'reviewsperpage',
];

/** The field set the original front end sends with every load-more call (spec 000 §7). */
function originalFields(revid: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    action: 'wprp_load_more_revs',
    perrow: '2',
    nrows: '2',
    callnum: '1',
    clickedpnum: '',
    notinstring: '',
    revid: String(revid),
    onereview: 'no',
    cpostid: '7',
    shortcodepageid: '',
    shortcodelang: '',
    shortcodetag: '',
    textsearch: '',
    textsort: '',
    textrating: 'unset',
    textsource: 'unset',
    textlang: 'unset',
    textrtype: 'unset',
    filterbar: '',
    cache: 'false',
    processData: 'false',
    contentType: 'false',
    ...overrides,
  };
}

describe.each(DIALECTS)('wprp_load_more_revs on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function call(fields: Record<string, string>) {
    const response = await t.ajax(fields);
    expect(response.status, response.body).toBe(200);
    return JSON.parse(response.body) as LoadMoreResponse;
  }

  it('answers every key the original front end reads, as JSON text under text/html', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1), review(2), review(3)]);
    const response = await t.ajax(originalFields(templateId));
    expect(response.status).toBe(200);
    expect(response.contentType).toBe('text/html; charset=utf-8');
    const body = JSON.parse(response.body) as Record<string, unknown>;
    for (const key of RESPONSE_KEYS) expect(body, key).toHaveProperty(key);
    expect(body).toMatchObject({
      callnum: 1,
      clickedpnum: 0,
      reviewsperpage: 4,
      totalreviewsnum: 3,
      totalreviewsindb: 3,
      lastslidenum: 1,
      hideldbtn: 'yes',
      animateheight: 'no',
    });
  });

  it('returns every visible review exactly once over a load-more loop in random order, and no hidden one', async () => {
    t = await createTestApp(dialect);
    const reviews = Array.from({ length: 23 }, (_, i) => review(i + 1, { hidden: i % 7 === 3 }));
    const { templateId } = await seed(t.database, reviews);
    const visible = reviews.filter((one) => !one.hidden).length;
    const seen: number[] = [];
    let notinstring = '';
    for (let callnum = 1; callnum < 20; callnum++) {
      const answer = await call(
        originalFields(templateId, { textsort: 'random', notinstring, callnum: String(callnum) }),
      );
      seen.push(...answer.reviews.map((one) => one.id));
      notinstring = answer.newnotinstring;
      expect(answer.callnum).toBe(callnum);
      if (answer.hideldbtn === 'yes') break;
    }
    expect(seen).toHaveLength(visible);
    expect(new Set(seen).size).toBe(visible);
    const hiddenNames = new Set(reviews.filter((one) => one.hidden).map((one) => one.reviewerName));
    const rows = await t.database.db.selectFrom('reviews').select(['id', 'reviewer_name']).execute();
    for (const row of rows) expect(seen.includes(row.id)).toBe(!hiddenNames.has(row.reviewer_name));
  });

  it('pages newest first and keeps the load-more button until the last page', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(
      t.database,
      Array.from({ length: 9 }, (_, i) => review(i + 1)),
    );
    const first = await call(originalFields(templateId));
    expect(first.reviews.map((one) => one.reviewerName)).toEqual([
      'Reviewer 9',
      'Reviewer 8',
      'Reviewer 7',
      'Reviewer 6',
    ]);
    expect(first.hideldbtn).toBe('');
    expect(first.lastslidenum).toBe(3);
    const second = await call(
      originalFields(templateId, { notinstring: first.newnotinstring, callnum: '2' }),
    );
    expect(second.reviews.map((one) => one.reviewerName)).toEqual([
      'Reviewer 5',
      'Reviewer 4',
      'Reviewer 3',
      'Reviewer 2',
    ]);
    expect(second.newnotinstring.split(',')).toHaveLength(8);
    const third = await call(
      originalFields(templateId, { notinstring: second.newnotinstring, callnum: '3' }),
    );
    expect(third.reviews.map((one) => one.reviewerName)).toEqual(['Reviewer 1']);
    expect(third.hideldbtn).toBe('yes');
  });

  it('answers a call after the last page with empty innerhtml, zero reviews and hideldbtn yes', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1), review(2)]);
    const first = await call(originalFields(templateId));
    const after = await call(originalFields(templateId, { notinstring: first.newnotinstring }));
    expect(after).toMatchObject({ innerhtml: '', totalreviewsnum: 0, hideldbtn: 'yes', totalreviewsindb: 2 });
  });

  it('returns the clicked page for a page-number click, not the next unseen page', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(
      t.database,
      Array.from({ length: 20 }, (_, i) => review(i + 1)),
    );
    const page1 = await call(originalFields(templateId, { clickedpnum: '1' }));
    const page5 = await call(
      originalFields(templateId, { clickedpnum: '5', notinstring: page1.newnotinstring }),
    );
    expect(page5.reviews.map((one) => one.reviewerName)).toEqual([
      'Reviewer 4',
      'Reviewer 3',
      'Reviewer 2',
      'Reviewer 1',
    ]);
    expect(page5.clickedpnum).toBe(5);
    expect(page5.hideldbtn).toBe('yes');
    expect(page5.newnotinstring.split(',')).toHaveLength(4);
  });

  it('starts again from the first page when the filter bar changed (filterbar=yes)', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(
      t.database,
      Array.from({ length: 6 }, (_, i) => review(i + 1)),
    );
    const first = await call(originalFields(templateId));
    const again = await call(
      originalFields(templateId, { notinstring: first.newnotinstring, filterbar: 'yes' }),
    );
    expect(again.reviews.map((one) => one.id)).toEqual(first.reviews.map((one) => one.id));
  });

  it('filters by search text case-insensitively on the full-text index: word prefixes, % and _ no wildcards', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [
      review(1, { text: 'The CROISSANTS were perfect' }),
      review(2, { reviewerName: 'Croissant Lover', text: 'Nice' }),
      review(3, { text: '100% worth it' }),
      review(4, { text: '1000 worth it' }),
      review(5, { text: 'snake_case menu' }),
      review(6, { text: 'snakeXcase menu' }),
    ]);
    const croissant = await call(originalFields(templateId, { textsearch: 'croissant' }));
    expect(croissant.reviews.map((one) => one.reviewerName).sort()).toEqual([
      'Croissant Lover',
      'Reviewer 1',
    ]);
    // As typed: a word's beginning finds it.
    const typing = await call(originalFields(templateId, { textsearch: 'CROIS' }));
    expect(typing.reviews.map((one) => one.reviewerName).sort()).toEqual(['Croissant Lover', 'Reviewer 1']);
    // Issue 11 item 7: words, not substrings. '0%' was a substring of '100%'; '0' starts no word.
    const percent = await call(originalFields(templateId, { textsearch: '0%' }));
    expect(percent.reviews).toEqual([]);
    // '_' separates words and is no wildcard: snakeXcase is one word and does not match.
    const underscore = await call(originalFields(templateId, { textsearch: 'snake_case' }));
    expect(underscore.reviews.map((one) => one.reviewerName)).toEqual(['Reviewer 5']);
    expect(underscore.totalreviewsindb).toBe(1);
  });

  it('counts a text search up to 1,000 matches (1,001 = "more") and pages its newest visible matches in date order', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, []);
    // Dates deliberately out of id order; every 10th match hidden, among them the newest.
    const many = Array.from({ length: 1200 }, (_, i) =>
      review(1, {
        text: i % 3 ? 'Latte art on the terrace' : 'Latte and cake',
        createdAt: new Date(Date.UTC(2025, 0, 1) + ((i * 7919) % 1200) * 60_000),
        hidden: i % 10 === 0,
      }),
    );
    const few = [
      review(2, { text: 'A rare espresso', createdAt: new Date(Date.UTC(2024, 5, 1)) }),
      review(3, { text: 'Espresso again', createdAt: new Date(Date.UTC(2026, 5, 1)) }),
      review(4, { text: 'Espresso hidden', hidden: true, createdAt: new Date(Date.UTC(2027, 0, 1)) }),
    ];
    await createReviewRepository(t.database.db, t.database.dialect).insertMany([...many, ...few]);

    const common = await call(originalFields(templateId, { textsearch: 'latte' }));
    expect(common.totalreviewsindb).toBe(1001);
    expect(common.lastslidenum).toBe(Math.ceil(1001 / 4));
    expect(common.hideldbtn).toBe('');
    const newestVisible = many
      .map((one, index) => ({ ...one, index }))
      .filter((one) => !one.hidden)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.index - a.index)
      .slice(0, 4)
      .map((one) => one.createdAt.toISOString());
    expect(common.reviews.map((one) => new Date(one.createdAt).toISOString())).toEqual(newestVisible);

    // Up to the bound the count is exact, hidden reviews left out.
    const rare = await call(originalFields(templateId, { textsearch: 'espresso' }));
    expect(rare.totalreviewsindb).toBe(2);
    expect(rare.reviews.map((one) => one.text)).toEqual(['Espresso again', 'A rare espresso']);
    const cake = await call(originalFields(templateId, { textsearch: 'latte cake' }));
    expect(cake.totalreviewsindb).toBe(many.filter((one, i) => i % 3 === 0 && !one.hidden).length);
  });

  it('filters by rating, language, platform, source page and shortcode tag', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [
      review(1, { rating: 3, language: 'de', platform: 'Yelp', tags: ['cake'] }),
      review(2, { rating: 5, language: 'fr', platform: 'Facebook', pageId: 'gunwharf' }),
      review(3, { rating: 3, language: 'en', platform: 'Yelp', tags: ['coffee', 'cake'] }),
    ]);
    const names = async (overrides: Record<string, string>) =>
      (await call(originalFields(templateId, overrides))).reviews.map((one) => one.reviewerName).sort();
    expect(await names({ textrating: '3' })).toEqual(['Reviewer 1', 'Reviewer 3']);
    expect(await names({ textlang: 'de' })).toEqual(['Reviewer 1']);
    expect(await names({ textrtype: 'yelp' })).toEqual(['Reviewer 1', 'Reviewer 3']);
    expect(await names({ textsource: 'gunwharf' })).toEqual(['Reviewer 2']);
    expect(await names({ shortcodetag: 'coffee' })).toEqual(['Reviewer 3']);
    expect(await names({ shortcodetag: 'cake', textlang: 'en' })).toEqual(['Reviewer 3']);
  });

  it('counts unrated recommendations in the total and as 5 or 2 in the average', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [
      review(1, { rating: 4 }),
      review(2, { rating: null, recommendation: 'positive' }),
      review(3, { rating: null, recommendation: 'negative' }),
      review(4, { rating: null }),
      review(5, { rating: 1, hidden: true }),
    ]);
    const answer = await call(originalFields(templateId));
    expect(answer.totalreviewsindb).toBe(4);
    expect(answer.totalreviewsnum).toBe(4);
    expect(answer.aggregate).toEqual({ ratedCount: 3, average: 3.7 });
  });

  it('applies the template’s own filters: minimum rating, platforms and hand-picked ids', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(
      t.database,
      [
        review(1, { rating: 2 }),
        review(2, { rating: 4, platform: 'Yelp' }),
        review(3, { rating: 5 }),
        review(4, { rating: 5, platform: 'Facebook' }),
      ],
      { minRating: 4, platforms: ['Google', 'Yelp'] },
    );
    const answer = await call(originalFields(templateId));
    expect(answer.reviews.map((one) => one.reviewerName)).toEqual(['Reviewer 3', 'Reviewer 2']);
    expect(answer.totalreviewsindb).toBe(2);
  });

  it('serves one review per page with onereview=yes', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1), review(2)]);
    const answer = await call(originalFields(templateId, { onereview: 'yes' }));
    expect(answer.reviews).toHaveLength(1);
    expect(answer.reviewsperpage).toBe(1);
    expect(answer.lastslidenum).toBe(2);
  });

  it('renders innerhtml with the rows, columns and cards an original front end looks for', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1), review(2), review(3)]);
    const answer = await call(originalFields(templateId));
    expect(answer.innerhtml.match(/class="wprevprodiv/g)).toHaveLength(2);
    expect(answer.innerhtml.match(/class="w3_wprs-col/g)).toHaveLength(3);
    for (const one of answer.reviews) expect(answer.innerhtml).toContain(`data-review-id="${one.id}"`);
    expect(answer.innerhtml.match(/class="outerrevdiv/g)).toHaveLength(3);
  });

  it('renders visitor text as text in innerhtml, and never returns e-mail addresses', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [
      review(1, {
        reviewerName: '<img src=x onerror=alert(1)>',
        text: '</div><script>alert(2)</script>',
        title: '"><svg onload=alert(3)>',
      }),
    ]);
    const response = await t.ajax(originalFields(templateId));
    const answer = JSON.parse(response.body) as LoadMoreResponse;
    expect(answer.innerhtml).not.toContain('<script');
    expect(answer.innerhtml).not.toContain('<img src=x');
    expect(answer.innerhtml).not.toContain('<svg onload');
    expect(answer.innerhtml).toContain('&lt;/div&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(answer.reviews[0]?.text).toBe('</div><script>alert(2)</script>');
    expect(response.body).not.toContain('example.test');
  });

  it('describes what the list can be filtered to on its first call, agreeing with the total', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [
      review(1, { rating: 4, platform: 'Yelp', language: 'de' }),
      review(2, { rating: 2, platform: 'Yelp', pageId: 'gunwharf', pageName: 'Gunwharf Quays' }),
      review(3, { rating: 5 }),
      review(4, { rating: 1, hidden: true }),
    ]);
    const first = await call(originalFields(templateId, { callnum: '0' }));
    expect(first.facets?.platforms).toEqual([
      { value: 'Yelp', label: 'Yelp', count: 2, average: 3 },
      { value: 'Google', label: 'Google', count: 1, average: 5 },
    ]);
    expect(first.facets?.sources).toEqual([
      { value: 'quay-street', label: 'Quay Street', count: 2, average: 4.5 },
      { value: 'gunwharf', label: 'Gunwharf Quays', count: 1, average: 2 },
    ]);
    expect(first.facets?.languages.map((l) => [l.value, l.count])).toEqual([
      ['en', 2],
      ['de', 1],
    ]);
    const sum = (first.facets?.sources ?? []).reduce((total, source) => total + source.count, 0);
    expect(sum).toBe(first.totalreviewsindb);
    const later = await call(originalFields(templateId, { callnum: '1' }));
    expect(later.facets).toBeUndefined();
  });

  it('serves only http(s) or site-relative addresses for avatars, photos and permalinks', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [
      review(1, {
        avatarUrl: 'javascript:alert(1)',
        permalink: 'data:text/html,x',
        media: ['/ok.jpg', 'vbscript:x', 'https://cdn.test/p.png'],
      }),
    ]);
    const [one] = (await call(originalFields(templateId))).reviews;
    expect(one?.avatarUrl).toBeNull();
    expect(one?.permalink).toBeNull();
    expect(one?.media).toEqual(['/ok.jpg', 'https://cdn.test/p.png']);
  });

  it('includes a review written after the totals were cached', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1)]);
    expect((await call(originalFields(templateId))).totalreviewsindb).toBe(1);
    await createReviewRepository(t.database.db, t.database.dialect).insert(review(2));
    const after = await call(originalFields(templateId));
    expect(after.totalreviewsindb).toBe(2);
    expect(after.reviews).toHaveLength(2);
  });

  it.each([
    [{ notinstring: '1;drop table reviews' }, 400, 'SW_BAD_FIELD', 'notinstring'],
    [{ notinstring: '1,,2' }, 400, 'SW_BAD_FIELD', 'notinstring'],
    [
      { notinstring: Array.from({ length: 5001 }, (_, i) => i + 1).join(',') },
      400,
      'SW_BAD_FIELD',
      'notinstring',
    ],
    [{ perrow: '0' }, 400, 'SW_BAD_PAGE_SIZE', 'perrow'],
    [{ perrow: '1000000' }, 400, 'SW_BAD_PAGE_SIZE', 'perrow'],
    [{ perrow: '-1' }, 400, 'SW_BAD_FIELD', 'perrow'],
    [{ nrows: '26' }, 400, 'SW_BAD_PAGE_SIZE', 'nrows'],
    [{ revid: '999' }, 404, 'SW_UNKNOWN_TEMPLATE', 'revid'],
    [{ revid: '' }, 400, 'SW_BAD_FIELD', 'revid'],
    [{ revid: '1 or 1=1' }, 400, 'SW_BAD_FIELD', 'revid'],
    [{ textsort: 'created_at; drop table reviews' }, 400, 'SW_BAD_FIELD', 'textsort'],
    [{ textrating: '6' }, 400, 'SW_BAD_FIELD', 'textrating'],
    [{ textlang: "en' or '1'='1" }, 400, 'SW_BAD_FIELD', 'textlang'],
    [{ callnum: 'x' }, 400, 'SW_BAD_FIELD', 'callnum'],
    [{ textsearch: 'x'.repeat(201) }, 400, 'SW_BAD_FIELD', 'textsearch'],
  ])('refuses %o with %i %s naming the field', async (overrides, status, code, field) => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1)]);
    const given = overrides as Record<string, string>;
    const fields = originalFields(templateId, given);
    if (given.revid !== undefined) fields.revid = given.revid;
    const response = await t.ajax(fields);
    expect(response.status).toBe(status);
    expect(JSON.parse(response.body)).toMatchObject({ error: 'yes', code, field });
    expect(await t.database.db.selectFrom('reviews').select('id').execute()).toHaveLength(1);
  });
});
