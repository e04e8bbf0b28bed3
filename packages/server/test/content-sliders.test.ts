import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import { contentGallery } from '../src/modules/content/post-gallery.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe("a post's gallery figures (issue 16 featured-media gallery)", () => {
  it('takes the figures of sized pictures out of the content, in order', () => {
    const found = contentGallery(
      '<p>Opening day.</p><figure><img src="/site/a.svg" alt="A" width="1200" height="800" />' +
        '<img src="https://cdn.example.com/b.webp" alt="B" width="600" height="400" /></figure><p>After.</p>',
    );
    expect(found.pictures).toEqual([
      { src: '/site/a.svg', full: '/site/a.svg', alt: 'A', width: 1200, height: 800 },
      {
        src: 'https://cdn.example.com/b.webp',
        full: 'https://cdn.example.com/b.webp',
        alt: 'B',
        width: 600,
        height: 400,
      },
    ]);
    expect(found.html).toBe('<p>Opening day.</p><p>After.</p>');
  });

  it('leaves a figure alone when a picture has no size or an unsafe address, and pictures outside figures', () => {
    const html =
      '<figure><img src="/a.svg" alt="A" width="10" height="10" /><img src="/b.svg" alt="B" /></figure>' +
      '<figure><img src="javascript:alert(1)" width="10" height="10" /></figure>' +
      '<p><img src="/c.svg" alt="C" width="10" height="10" /></p>';
    const found = contentGallery(html);
    expect(found.pictures).toEqual([]);
    expect(found.html).toContain('/b.svg');
    expect(found.html).toContain('/c.svg');
  });
});

describe.each(DIALECTS)('/slides and item galleries on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('/slides answers the four widgets rendered with their markup, sizes reserved and a local video', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/slides' });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    for (const widget of ['advanced-slider', 'testimonial-carousel', 'flip-carousel', 'image-gallery']) {
      expect(body).toContain(`data-widget="${widget}"`);
    }
    expect(body).toContain('aria-label="Play video: A morning on the quay"');
    expect(body).toContain('aspect-ratio:640 / 360');
    expect(body).toContain('data-starts-from-center="yes"');
    expect(body).not.toMatch(/youtube|vimeo/i);
  });

  it('a post whose content has a gallery figure shows the featured-media gallery; the figure leaves the content', async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    const now = '2026-03-04T10:00:00.000Z';
    await db
      .insertInto('content_items')
      .values({
        kind: 'post',
        status: 'published',
        slug: 'opening-day',
        title: 'Opening day',
        excerpt: 'We opened.',
        content:
          '<p>We opened.</p><figure><img src="/site/images/gallery/terrace.svg" alt="The terrace" width="1200" height="800" /><img src="/site/images/gallery/counter.svg" alt="The counter" width="1200" height="800" /></figure>',
        search_body: 'We opened.',
        author: 'Kate',
        language: 'en',
        password_protected: 0,
        featured_media_id: null,
        menu_order: 0,
        source_key: null,
        published_at: now,
        modified_at: now,
      })
      .execute();
    const body = (await t.app.inject({ method: 'GET', url: '/journal/opening-day' })).body;
    expect(body).toContain('data-widget="featured-media-gallery"');
    expect(body).toContain('aria-label="Picture 2 of 2: The counter"');
    // The content block in the markup (its class name is in the page's inline CSS too).
    const content = body.match(/<div class="[^"]*item-page__content[^"]*"[^>]*>[\s\S]*?<\/div>/)?.[0];
    expect(content).toContain('We opened.');
    expect(content).not.toContain('<img');
  });
});

describe('frames for slider videos (issue 16)', () => {
  it('CSP_FRAME_SOURCES lets pages frame the video hosts; without it frames stay on our origin', async () => {
    const database = await freshDatabase('sqlite');
    const config = configFromEnv({
      CSP_FRAME_SOURCES: 'https://www.youtube-nocookie.com https://player.vimeo.com',
    });
    const { app } = await buildApp({
      config: { logLevel: 'silent', trustProxy: undefined, pageHeaders: config.pageHeaders },
      database,
      nonceSecret: randomBytes(32).toString('hex'),
    });
    try {
      const csp = String(
        (await app.inject({ method: 'GET', url: '/slides' })).headers['content-security-policy'],
      );
      expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
      expect(() => configFromEnv({ CSP_FRAME_SOURCES: '*' })).toThrow(/CSP_FRAME_SOURCES/);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
