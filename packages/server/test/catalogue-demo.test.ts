import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCatalogueIfEmpty } from '../src/modules/catalogue/demo-content.ts';
import { termCounts } from '../src/modules/catalogue/term-counts.ts';
import { DIALECTS } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('demo catalogue and /media on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('seeds the journal, gallery and shop once, with what visitors must never see kept out of counts', async () => {
    t = await createTestApp(dialect);
    const mediaDir = path.join(t.dataDir, 'media');
    expect(await seedCatalogueIfEmpty(t.database, mediaDir)).toBe(true);
    expect(await seedCatalogueIfEmpty(t.database, mediaDir)).toBe(false);
    const rows = await t.database.db
      .selectFrom('content_items')
      .select(['kind', 'status', 'password_protected', 'source_key'])
      .execute();
    const visible = (kind: string) =>
      rows.filter((row) => row.kind === kind && row.status === 'published' && row.password_protected === 0);
    expect(visible('post').length).toBeGreaterThanOrEqual(30);
    expect(rows.filter((row) => row.kind === 'post' && row.status === 'draft')).toHaveLength(2);
    expect(rows.filter((row) => row.kind === 'post' && row.status === 'private')).toHaveLength(1);
    expect(rows.filter((row) => row.password_protected === 1)).toHaveLength(1);
    expect(visible('media').filter((row) => row.source_key?.startsWith('demo:media:gallery-')).length).toBe(
      12,
    );
    expect(visible('product').length).toBeGreaterThanOrEqual(24);
    const products = await t.database.db.selectFrom('products').selectAll().execute();
    expect(products.filter((product) => product.product_type === 'grouped')).toHaveLength(1);
    expect(products.filter((product) => product.parent_id !== null).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((product) => product.stock_status === 'outofstock')).toHaveLength(1);
    expect(
      products.filter(
        (product) =>
          product.stock_quantity !== null &&
          product.low_stock_threshold !== null &&
          product.stock_quantity > 0 &&
          product.stock_quantity <= product.low_stock_threshold,
      ).length,
    ).toBeGreaterThanOrEqual(2);
    expect(products.filter((product) => product.sale_price_minor !== null).length).toBeGreaterThanOrEqual(3);
    const categories = await termCounts(t.database.db, 'post', 'category');
    expect(Math.max(...categories.map((term) => term.depth))).toBe(2);
    // The hidden posts all sit in "Café news": it counts only the published, open ones.
    const news = categories.find((term) => term.slug === 'cafe-news');
    expect(news?.count).toBe(5);
  });

  it('serves a stored image and its renditions under /media with the uploads headers, and nothing else', async () => {
    t = await createTestApp(dialect);
    await seedCatalogueIfEmpty(t.database, path.join(t.dataDir, 'media'));
    const file = await t.database.db.selectFrom('media_files').selectAll().executeTakeFirstOrThrow();
    const thumbnail = (JSON.parse(file.renditions) as Array<{ name: string; file_name: string }>).find(
      (one) => one.name === 'thumbnail',
    );
    for (const name of [file.file_name, thumbnail?.file_name]) {
      const response = await t.app.inject({ method: 'GET', url: `/media/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const small = await t.app.inject({ method: 'GET', url: `/media/${thumbnail?.file_name}` });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({
      width: 150,
      height: 150,
      format: 'webp',
    });
    for (const url of [
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/0123456789abcdef01234567.png',
      '/media/abc.webp',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
