import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/cli/csv.ts';
import { runReviewsCommand } from '../src/cli/reviews.ts';
import type { Database } from '../src/db/database.ts';
import { createReviewRepository } from '../src/modules/reviews/review-repository.ts';
import { createUploadStore } from '../src/modules/uploads/upload-store.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';
import { review } from './support/fixtures.ts';
import { countRows } from './support/submissions.ts';

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

describe.each(DIALECTS)('npm run reviews on %s', (dialect) => {
  let database: Database;
  let directory: string;
  afterEach(async () => {
    await database?.destroy();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  async function start() {
    database = await freshDatabase(dialect);
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-cli-'));
    const uploads = createUploadStore(path.join(directory, 'uploads'));
    return {
      uploads,
      async run(...argv: string[]) {
        const stdout = collector();
        const stderr = collector();
        const code = await runReviewsCommand(argv, {
          stdout: stdout.stream,
          stderr: stderr.stream,
          database,
          uploads,
        });
        return { code, stdout: stdout.text(), stderr: stderr.text() };
      },
    };
  }

  const revision = async () =>
    Number(
      (
        await database.db
          .selectFrom('site_state')
          .select('value')
          .where('key', '=', 'reviews_revision')
          .executeTakeFirstOrThrow()
      ).value,
    );

  async function insert(...reviews: Parameters<typeof review>[]) {
    const repository = createReviewRepository(database.db, database.dialect);
    const ids: number[] = [];
    for (const [day, fields] of reviews) ids.push(await repository.insert(review(day, fields)));
    return ids;
  }

  it('lists pending reviews, with terminal escapes in visitor text shown rather than run', async () => {
    const cli = await start();
    const [pending] = await insert(
      [
        1,
        {
          hidden: true,
          moderation: 'pending',
          reviewerName: 'Eve \u001b[2J\u001b[31mred',
          formId: 3,
          postId: 9,
        },
      ],
      [2, { reviewerName: 'Published Person' }],
    );
    const result = await cli.run('pending');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`#${pending}`);
    expect(result.stdout).toContain('Eve \\x1b[2J\\x1b[31mred');
    expect(result.stdout).toContain('(form 3, post 9)');
    expect(result.stdout).not.toContain('\u001b');
    expect(result.stdout).not.toContain('Published Person');
    await cli.run('approve', String(pending));
    expect((await cli.run('pending')).stdout).toBe('No reviews are waiting for approval.\n');
  });

  it('shows every pending review whole, markup as text and control and bidi characters escaped', async () => {
    const cli = await start();
    const long = `${'A long story about brunch. '.repeat(20)}THE END`;
    const payload = '<script>alert(1)</script>\u0007\u202Egnp.exe\r\nsecond line';
    await insert([1, { hidden: true, moderation: 'pending', title: payload, text: `${long}\n${payload}` }]);
    const { stdout } = await cli.run('pending');
    expect(stdout).toContain('THE END');
    expect(stdout).toContain('<script>alert(1)</script>\\x07\\u{202e}gnp.exe');
    expect(stdout).toContain('      second line');
    expect(stdout).toContain('reviewer1@example.test');
    for (const raw of ['\u0007', '\u202E', '\r']) expect(stdout).not.toContain(raw);
  });

  it('approves and rejects, bumping the revision each time', async () => {
    const cli = await start();
    const [id] = await insert([1, { hidden: true, moderation: 'pending' }]);
    const before = await revision();
    expect(await cli.run('approve', String(id))).toMatchObject({ code: 0, stdout: `Published: ${id}.\n` });
    expect(
      await database.db.selectFrom('reviews').select(['hidden', 'moderation']).executeTakeFirst(),
    ).toEqual({
      hidden: 0,
      moderation: 'approved',
    });
    expect(await cli.run('reject', String(id))).toMatchObject({ code: 0, stdout: `Hidden: ${id}.\n` });
    expect(
      await database.db.selectFrom('reviews').select(['hidden', 'moderation']).executeTakeFirst(),
    ).toEqual({
      hidden: 1,
      moderation: 'rejected',
    });
    expect(await revision()).toBe(before + 2);
  });

  it('deletes reviews and their avatar files', async () => {
    const cli = await start();
    const staged = await cli.uploads.stage(Buffer.from('webp bytes'));
    await staged.commit();
    const [id, other] = await insert([1, { avatarUrl: staged.url }], [2, {}]);
    expect(fs.readdirSync(cli.uploads.directory)).toHaveLength(1);
    expect(await cli.run('delete', String(id))).toMatchObject({ code: 0, stdout: `Deleted: ${id}.\n` });
    expect(fs.readdirSync(cli.uploads.directory)).toEqual([]);
    expect(await countRows(database, 'reviews')).toBe(1);
    expect(other).toBeDefined();
  });

  it('exits 1 naming ids that do not exist, and 2 for malformed ids or commands', async () => {
    const cli = await start();
    const [id] = await insert([1, { hidden: true }]);
    const partly = await cli.run('approve', String(id), '999');
    expect(partly).toMatchObject({ code: 1, stderr: 'No review with id 999.\n' });
    expect((await cli.run('approve', '12a')).code).toBe(2);
    expect((await cli.run('approve')).code).toBe(2);
    expect((await cli.run('launch')).code).toBe(2);
    expect((await cli.run()).code).toBe(2);
    expect((await cli.run('export', '--format', 'xml')).code).toBe(2);
    expect((await cli.run('export', '--colour')).code).toBe(2);
  });

  it('imports a CSV file, reporting each refused row by its spreadsheet row number', async () => {
    const cli = await start();
    const file = path.join(directory, 'reviews.csv');
    fs.writeFileSync(
      file,
      '\ufeffreviewerName,rating,text,platform,createdAt,tags\r\n' +
        'Ada,5,"Great, really great",Google,2025-02-01T10:00:00Z,"brunch,coffee"\r\n' +
        'Bob,7,Too many stars,,,\r\n' +
        '"Cy ""The Cat""",,"Two\nlines",,,\r\n' +
        ',3,No name,,,\r\n',
    );
    const result = await cli.run('import', file);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('Imported 2 reviews; refused 2 rows.\n');
    expect(result.stderr).toContain('reviews.csv: row 3: rating: must be 1 to 5, or empty');
    expect(result.stderr).toContain('reviews.csv: row 5: reviewerName: is required');
    const rows = await database.db
      .selectFrom('reviews')
      .select(['reviewer_name', 'rating', 'text', 'platform', 'tags', 'created_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        reviewer_name: 'Ada',
        rating: 5,
        text: 'Great, really great',
        platform: 'Google',
        tags: ',brunch,coffee,',
        created_at: '2025-02-01T10:00:00.000Z',
      },
      expect.objectContaining({
        reviewer_name: 'Cy "The Cat"',
        rating: null,
        text: 'Two\nlines',
        platform: 'Manual',
      }),
    ]);
  });

  it('refuses a CSV file with an unknown column before importing anything', async () => {
    const cli = await start();
    const file = path.join(directory, 'typo.csv');
    fs.writeFileSync(file, 'reviewerName,ratting\nAda,5\n');
    const result = await cli.run('import', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('unknown column ratting');
    expect(await countRows(database, 'reviews')).toBe(0);
  });

  it('imports a JSON array', async () => {
    const cli = await start();
    const file = path.join(directory, 'reviews.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        { reviewerName: 'Ada', rating: 4, text: 'Fine', tags: ['a', 'b'], hidden: true },
        { reviewerName: 'Bob', rating: 2, permalink: 'javascript:alert(1)' },
      ]),
    );
    const result = await cli.run('import', file);
    expect(result).toMatchObject({ code: 1, stdout: 'Imported 1 review; refused 1 row.\n' });
    expect(result.stderr).toContain('row 2: permalink: must be an http(s) or site-relative URL');
    const row = await database.db
      .selectFrom('reviews')
      .select(['rating', 'tags', 'hidden'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ rating: 4, tags: ',a,b,', hidden: 1 });
  });

  it('exports CSV that a spreadsheet cannot run, and that imports back to the same reviews', async () => {
    const cli = await start();
    await insert(
      [
        1,
        {
          text: '=HYPERLINK("http://evil.example","click")',
          title: 'Commas, "quotes"\nand lines',
          tags: ['x', 'y'],
        },
      ],
      [2, { rating: null, recommendation: 'positive', reviewerName: '+Plus' }],
    );
    const exported = await cli.run('export');
    expect(exported.code).toBe(0);
    const records = parseCsv(exported.stdout);
    expect(records[0]).toContain('reviewerName');
    expect(records[1]).toContain(`'=HYPERLINK("http://evil.example","click")`);
    expect(records[2]).toContain("'+Plus");
    expect(exported.stdout).not.toContain('reviewer_email');

    const file = path.join(directory, 'export.csv');
    fs.writeFileSync(file, exported.stdout);
    await database.db.deleteFrom('reviews').execute();
    expect(await cli.run('import', file)).toMatchObject({
      code: 0,
      stdout: 'Imported 2 reviews; refused 0 rows.\n',
    });
    const again = await cli.run('export');
    const strip = (csv: string) => parseCsv(csv).map((record) => record.slice(1));
    expect(strip(again.stdout)).toEqual(strip(exported.stdout));
  });

  it('exports JSON', async () => {
    const cli = await start();
    await insert([1, {}], [2, {}]);
    const result = await cli.run('export', '--format', 'json');
    const parsed = JSON.parse(result.stdout) as Array<Record<string, string>>;
    expect(parsed.map((record) => record.reviewerName)).toEqual(['Reviewer 1', 'Reviewer 2']);
    expect(Object.keys(parsed[0] ?? {})).not.toContain('clientIp');
    await database.db.deleteFrom('reviews').execute();
    expect(JSON.parse((await cli.run('export', '--format', 'json')).stdout)).toEqual([]);
  });
});

describe('the reviews command line', () => {
  it('runs as npm run reviews does, with exit codes 0 and 2', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-cli-spawn-'));
    try {
      const run = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/reviews.ts', ...args], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
        });
      const pending = run('pending');
      expect(pending.stderr).toBe('');
      // Enough rows that one listener per write would pass Node's limit of 10.
      const rows = Array.from({ length: 50 }, (_, i) => ({
        platform: 'Google',
        reviewerName: `R${i}`,
        text: 'x'.repeat(2000),
        rating: '5',
        language: 'en',
        pageId: 'p',
        pageName: 'P',
        createdAt: new Date(Date.UTC(2025, 0, 1)).toISOString(),
      }));
      fs.writeFileSync(path.join(dataDir, 'rows.json'), JSON.stringify(rows));
      expect(run('import', path.join(dataDir, 'rows.json')).status).toBe(0);
      for (const format of ['csv', 'json']) {
        const exported = run('export', '--format', format);
        expect(exported.status).toBe(0);
        expect(exported.stderr).not.toContain('MaxListenersExceededWarning');
        expect(exported.stderr).toBe('');
      }
      expect(pending).toMatchObject({ status: 0, stdout: 'No reviews are waiting for approval.\n' });
      const usage = run();
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run reviews');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Six child processes, each starting tsx: slow on two busy cores.
  }, 180_000);
});
