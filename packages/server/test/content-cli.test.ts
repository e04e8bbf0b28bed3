import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { runContentCommand } from '../src/cli/content.ts';
import { parseCsv } from '../src/cli/csv.ts';
import type { Database } from '../src/db/database.ts';
import { createMediaStore } from '../src/modules/catalogue/media-store.ts';
import { termCounts } from '../src/modules/catalogue/term-counts.ts';
import { parseWxr } from '../src/modules/catalogue/wxr-import.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';

const WXR_FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'wordpress-export.xml',
);

function collector() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

/** A small PNG carrying EXIF metadata the store must drop. */
async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
    .toBuffer();
}

describe.each(DIALECTS)('npm run content on %s', (dialect) => {
  let database: Database;
  let directory: string;
  afterEach(async () => {
    await database?.destroy();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  async function start() {
    database = await freshDatabase(dialect);
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-content-cli-'));
    const media = createMediaStore(path.join(directory, 'media'));
    return {
      media,
      async run(...argv: string[]) {
        const stdout = collector();
        const stderr = collector();
        const code = await runContentCommand(argv, {
          stdout: stdout.stream,
          stderr: stderr.stream,
          database,
          media,
        });
        return { code, stdout: stdout.text(), stderr: stderr.text() };
      },
    };
  }

  const items = () => database.db.selectFrom('content_items').selectAll().orderBy('source_key').execute();

  it('imports JSON with a bad row: the good rows are stored, the bad one reported and not written', async () => {
    const { run } = await start();
    const file = path.join(directory, 'items.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        { kind: 'post', status: 'published', title: 'Cold brew', categories: 'Recipes > Iced', tags: 'cold' },
        {
          kind: 'product',
          status: 'published',
          title: 'Bad price',
          price: 'lots',
          productCategories: 'Never',
        },
        { kind: 'product', status: 'published', title: 'Beans', price: '9.50', stockQuantity: 4 },
      ]),
    );
    const result = await run('import', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('items.json: row 2: price: must be an amount like 12.50');
    expect(result.stdout).toContain('Imported 2 new and 0 updated items; refused 1 row.');
    expect((await items()).map((item) => item.title)).toEqual(['Cold brew', 'Beans']);
    expect((await termCounts(database.db, 'product', 'product_cat')).map((term) => term.slug)).toEqual([]);
    // The same file again updates, never duplicates.
    const again = await run('import', file);
    expect(again.stdout).toContain('Imported 0 new and 2 updated items; refused 1 row.');
    expect(await items()).toHaveLength(2);
  });

  it('imports CSV with media files re-encoded (metadata gone, thumbnail 150×150) and refuses a path outside the media folder', async () => {
    const { run, media } = await start();
    fs.mkdirSync(path.join(directory, 'images'));
    fs.writeFileSync(path.join(directory, 'images', 'latte.png'), await photo('#c98b4a'));
    const file = path.join(directory, 'items.csv');
    fs.writeFileSync(
      file,
      'kind,status,slug,title,file,alt,mediaCategories\r\n' +
        'media,published,latte,Latte,images/latte.png,A latte,Drinks\r\n' +
        'media,published,escape,Escape,../../etc/passwd,x,\r\n',
    );
    const result = await run('import', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('items.csv: row 3: file: ../../etc/passwd is outside the media folder');
    const row = await database.db.selectFrom('media_files').selectAll().executeTakeFirstOrThrow();
    expect([row.width, row.height, row.alt, row.mime_type]).toEqual([320, 200, 'A latte', 'image/webp']);
    const renditions = JSON.parse(row.renditions) as Array<{
      name: string;
      width: number;
      height: number;
      file_name: string;
    }>;
    expect(renditions.find((one) => one.name === 'thumbnail')).toMatchObject({ width: 150, height: 150 });
    const stored = fs.readFileSync(media.fileOf(row.file_name) ?? '');
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('imports a WordPress export: terms nested, featured image, products, grouped children, a bad row', async () => {
    const { run } = await start();
    const mediaDir = path.join(directory, 'uploads');
    fs.mkdirSync(path.join(mediaDir, '2024', '01'), { recursive: true });
    fs.writeFileSync(path.join(mediaDir, '2024', '01', 'latte.png'), await photo('#6b4f3a'));
    const result = await run('import', WXR_FIXTURE, '--media-dir', mediaDir);
    expect(result.stderr).toContain(
      'wordpress-export.xml: item 11 (post 43): price: must be an amount like 12.50',
    );
    expect(result.stdout).toContain(
      'Imported 9 new and 0 updated items; refused 1 row; skipped 1 of other types.',
    );
    expect(result.code).toBe(1);
    const all = await items();
    const byKey = new Map(all.map((item) => [item.source_key, item]));
    const post = byKey.get('wxr:20');
    expect(post).toMatchObject({
      kind: 'post',
      status: 'published',
      slug: 'v60-for-one',
      title: 'V60 for one & two',
    });
    expect(post?.content).not.toMatch(/script|onerror/);
    expect(post?.featured_media_id).toBe(byKey.get('wxr:10')?.id);
    expect(post?.published_at).toBe('2024-02-01T09:00:00.000Z');
    expect(byKey.get('wxr:21')?.status).toBe('draft');
    expect(byKey.get('wxr:22')?.status).toBe('private');
    expect(byKey.get('wxr:23')?.password_protected).toBe(1);
    expect(byKey.get('wxr:30')).toMatchObject({ kind: 'page', menu_order: 2 });
    const categories = await database.db
      .selectFrom('terms')
      .selectAll()
      .where('taxonomy', '=', 'category')
      .execute();
    expect(categories.find((term) => term.slug === 'pour-over')?.depth).toBe(2);
    expect(
      (await termCounts(database.db, 'post', 'category')).map((term) => [term.slug, term.count]),
    ).toEqual([
      ['brewing', 0],
      ['filter', 0],
      ['news', 0],
      ['pour-over', 1],
    ]);
    const products = await database.db.selectFrom('products').selectAll().orderBy('item_id').execute();
    const ethiopia = products.find((product) => product.item_id === byKey.get('wxr:40')?.id);
    expect(ethiopia).toMatchObject({
      sku: 'ETH-1',
      price_minor: 1250,
      sale_price_minor: 1000,
      stock_quantity: 3,
    });
    expect(JSON.parse(ethiopia?.gallery ?? '')).toEqual([byKey.get('wxr:10')?.id]);
    const child = products.find((product) => product.item_id === byKey.get('wxr:42')?.id);
    expect(child).toMatchObject({ parent_id: byKey.get('wxr:41')?.id, stock_status: 'outofstock' });
    expect(products.find((product) => product.item_id === byKey.get('wxr:41')?.id)?.product_type).toBe(
      'grouped',
    );
    // Re-import: same rows, updated in place.
    const again = await run('import', WXR_FIXTURE, '--media-dir', mediaDir);
    expect(again.stdout).toContain('Imported 0 new and 9 updated items');
    expect(await items()).toHaveLength(9);
  });

  it('exports JSON and CSV that import again into the same catalogue', async () => {
    const { run } = await start();
    const file = path.join(directory, 'items.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        { kind: 'post', status: 'draft', title: '=cmd|calc', categories: 'A > B', tags: 'x|y' },
        {
          kind: 'product',
          status: 'published',
          title: 'Kettle',
          price: '55',
          salePrice: '49.99',
          sku: 'K-1',
        },
      ]),
    );
    await run('import', file);
    const json = await run('export');
    expect(json.code).toBe(0);
    const exported = JSON.parse(json.stdout) as Array<Record<string, string>>;
    expect(exported.map((one) => [one.title, one.categories, one.tags, one.price, one.salePrice])).toEqual([
      ['=cmd|calc', 'A > B', 'x|y', '', ''],
      ['Kettle', '', '', '55.00', '49.99'],
    ]);
    const csv = await run('export', '--format', 'csv');
    const [header, first] = parseCsv(csv.stdout);
    expect(header?.[0]).toBe('sourceKey');
    // Spreadsheet formulas are defused in CSV.
    expect(first?.[header?.indexOf('title') ?? -1]).toBe("'=cmd|calc");
    const back = path.join(directory, 'back.csv');
    fs.writeFileSync(back, csv.stdout);
    const again = await run('import', back);
    expect(again.stdout).toContain('Imported 0 new and 2 updated items; refused 0 rows.');
    expect((await items()).map((item) => item.title).sort()).toEqual(['=cmd|calc', 'Kettle']);
  });

  it('deletes an image item with its files, but keeps a file another item still uses', async () => {
    const { run, media } = await start();
    fs.mkdirSync(path.join(directory, 'images'));
    fs.writeFileSync(path.join(directory, 'images', 'latte.png'), await photo('#c98b4a'));
    fs.writeFileSync(path.join(directory, 'images', 'mocha.png'), await photo('#3b2a20'));
    const file = path.join(directory, 'items.csv');
    // Two items of the same image share its (content-hashed) files.
    fs.writeFileSync(
      file,
      'kind,status,slug,title,file,alt\r\n' +
        'media,published,latte,Latte,images/latte.png,A latte\r\n' +
        'media,published,latte-again,Latte again,images/latte.png,The same latte\r\n' +
        'media,published,mocha,Mocha,images/mocha.png,A mocha\r\n',
    );
    expect((await run('import', file)).code).toBe(0);
    const rows = await database.db
      .selectFrom('content_items')
      .innerJoin('media_files', 'media_files.item_id', 'content_items.id')
      .select(['content_items.id', 'content_items.slug', 'media_files.file_name', 'media_files.renditions'])
      .execute();
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const filesOf = (slug: string) => {
      const row = bySlug.get(slug);
      const renditions = JSON.parse(row?.renditions ?? '[]') as Array<{ file_name: string }>;
      return [row?.file_name ?? '', ...renditions.map((one) => one.file_name)];
    };
    const exists = (name: string) => fs.existsSync(media.fileOf(name) ?? '');
    expect(filesOf('mocha')).toHaveLength(3);
    expect([...filesOf('mocha'), ...filesOf('latte')].every(exists)).toBe(true);
    expect(filesOf('latte')).toEqual(filesOf('latte-again'));

    const mocha = await run('delete', String(bySlug.get('mocha')?.id));
    expect(mocha.stdout).toContain('Image files deleted: 3.');
    expect(filesOf('mocha').some(exists)).toBe(false);
    // The latte's files stay while its second item uses them, and go with the last one.
    await run('delete', String(bySlug.get('latte')?.id));
    expect(filesOf('latte').every(exists)).toBe(true);
    await run('delete', String(bySlug.get('latte-again')?.id));
    expect(filesOf('latte').some(exists)).toBe(false);
    // The store deletes only names it makes: nothing outside its directory.
    expect(await media.remove(['../items.csv', '/etc/passwd'])).toEqual([]);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('lists, publishes, unpublishes and deletes by id, reporting unknown ids', async () => {
    const { run } = await start();
    const file = path.join(directory, 'items.json');
    fs.writeFileSync(file, JSON.stringify([{ kind: 'post', title: 'Draft news' }]));
    await run('import', file);
    const [item] = await items();
    const id = String(item?.id);
    expect((await run('list', '--status', 'draft')).stdout).toContain(`#${id}  post    draft`);
    expect((await run('publish', id)).stdout).toContain(`Published: ${id}.`);
    expect((await items())[0]?.status).toBe('published');
    expect((await run('unpublish', id)).stdout).toContain(`Unpublished: ${id}.`);
    const removed = await run('delete', id, '999999');
    expect(removed.stdout).toContain(`Deleted: ${id}.`);
    expect(removed.stderr).toContain('No item with id 999999.');
    expect(removed.code).toBe(1);
    expect(await run('list', '--kind', 'nonsense')).toMatchObject({ code: 2 });
    expect(await run('publish', '1 or 1=1')).toMatchObject({ code: 2 });
  });
});

describe('WordPress export parser', () => {
  it('refuses a DOCTYPE or entity declarations (XXE, billion laughs) before parsing', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><item><title>&xxe;</title></item></channel></rss>';
    expect(() => parseWxr(xxe)).toThrow(/DOCTYPE or entities/);
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><rss/>`;
    expect(() => parseWxr(laughs)).toThrow(/DOCTYPE or entities/);
  });

  it('refuses a file that is not an export', () => {
    expect(() => parseWxr('<html><body>hi</body></html>')).toThrow(/no rss\/channel/);
  });
});
