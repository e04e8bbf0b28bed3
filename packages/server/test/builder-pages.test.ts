import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('the one-page "Our story" on %s (issue 14 item 9)', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('is rendered on the server with its chapters, chapter lists, motion effects and sticky header', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/story' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    for (const id of ['beginnings', 'terrace', 'kitchen', 'roastery', 'today'])
      expect(html).toContain(`<section id="${id}"`);
    expect(html.match(/data-widget="builder-one-page-nav"/g)).toHaveLength(2);
    expect(html.match(/data-widget="builder-motion"/g)?.length).toBeGreaterThanOrEqual(20);
    expect(html).toMatch(/<header class="site-header" id="top" tabindex="-1" data-widget="builder-sticky"/);
    expect(html).toContain('<dialog id="story-chapters"');
    expect(html).toContain('data-template-id="17"');
    expect(html).toMatch(/"pageId":6\}/);
  });

  it('answers /our-story with a permanent redirect to /story', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/our-story' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/story');
  });

  it('never writes a hostile theme_template_id into the page (the browser reads only digits)', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/story?theme_template_id=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('theme_template_id');
  });
});
