import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { runFeedsCommand } from '../src/cli/feeds.ts';
import type { Database } from '../src/db/database.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';

function sink() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

function file(content: unknown): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-cli-'));
  const at = path.join(directory, 'posts.json');
  fs.writeFileSync(at, typeof content === 'string' ? content : JSON.stringify(content));
  return at;
}

async function run(database: Database, ...argv: string[]) {
  const stdout = sink();
  const stderr = sink();
  const code = await runFeedsCommand(argv, { stdout: stdout.stream, stderr: stderr.stream, database });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

describe.each(DIALECTS)('npm run feeds on %s', (dialect) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('adds a feed, imports its posts, lists them newest first and deletes one', async () => {
    database = await freshDatabase(dialect);
    const feeds = file([{ name: 'News', settings: { kind: 'twitter', columns: 2 } }]);
    expect((await run(database, 'import', feeds)).code).toBe(0);
    const posts = file([
      { author: 'Café', handle: '@cafe', text: 'Older', postedAt: '2026-01-01' },
      { author: 'Café', text: 'Newer', link: 'https://social.example/1', postedAt: '2026-02-01T10:00:00Z' },
    ]);
    const imported = await run(database, 'import-posts', '1', posts);
    expect(imported).toMatchObject({ code: 0, stdout: 'Imported 2 posts into feed 1.\n' });
    const listed = await run(database, 'posts', '1');
    expect(
      listed.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.replace(/^#\d+\s+/, '')),
    ).toEqual(['2026-02-01  Café: Newer', '2026-01-01  Café: Older']);
    const firstId = /^#(\d+)/.exec(listed.stdout)?.[1] ?? '';
    expect((await run(database, 'delete-post', firstId)).code).toBe(0);
    expect((await run(database, 'posts', '1')).stdout).toContain('Older');
    expect((await run(database, 'posts', '1')).stdout).not.toContain('Newer');
    expect((await run(database, 'delete-post', firstId)).code).toBe(1);
  });

  it('imports nothing when one post is refused (a javascript: link, a bad date), naming the field', async () => {
    database = await freshDatabase(dialect);
    await run(database, 'import', file([{ name: 'Pictures', settings: { kind: 'instagram' } }]));
    const posts = file([
      { author: 'Café', text: 'Fine', postedAt: '2026-01-01' },
      { author: 'Café', text: 'Bad link', link: 'javascript:alert(1)', postedAt: '2026-01-01' },
      { author: 'Café', text: 'Bad date', postedAt: '2026-13-45' },
    ]);
    const refused = await run(database, 'import-posts', '1', posts);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('post 2: link: must be an http(s) address');
    expect(refused.stderr).toContain('post 3: postedAt: must be an ISO date');
    expect(await database.db.selectFrom('feed_posts').select('id').execute()).toHaveLength(0);
  });

  it('refuses settings past the limits (columns above 8) and an unknown feed, with exit codes', async () => {
    database = await freshDatabase(dialect);
    const bad = await run(
      database,
      'import',
      file([{ name: 'Wide', settings: { kind: 'instagram', columns: 9 } }]),
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('settings.columns: must be at most 8');
    expect((await run(database, 'posts', '7')).code).toBe(1);
    expect((await run(database, 'posts', 'x')).code).toBe(2);
    expect((await run(database, 'import-posts', '1', file('not json'))).code).toBe(1);
  });

  it('sets one carousel option at a time, keeping the others, and refuses a bad one by name', async () => {
    database = await freshDatabase(dialect);
    await run(database, 'import', file([{ name: 'Harbour', settings: { kind: 'instagram' } }]));
    expect((await run(database, 'set', '1', 'layout', 'carousel')).code).toBe(0);
    expect((await run(database, 'set', '1', 'carouselDelay', '4500')).code).toBe(0);
    expect((await run(database, 'set', '1', 'carouselPaginationType', 'progressbar')).code).toBe(0);
    const shown = JSON.parse((await run(database, 'show', '1')).stdout) as {
      settings: Record<string, unknown>;
    };
    expect(shown.settings).toMatchObject({
      layout: 'carousel',
      carouselDelay: 4500,
      carouselPaginationType: 'progressbar',
      carouselAutoplay: false,
    });
    const dots = await run(database, 'set', '1', 'carouselPaginationType', 'dots');
    expect(dots.code).toBe(1);
    expect(dots.stderr).toContain(
      'settings.carouselPaginationType: must be one of: bullets, fraction, progressbar',
    );
    const fast = await run(database, 'set', '1', 'carouselDelay', '10');
    expect(fast.stderr).toContain('settings.carouselDelay: must be at least 1000');
    const typo = await run(database, 'set', '1', 'carouselAutoPlay', 'true');
    expect(typo.stderr).toContain('settings.carouselAutoPlay: is not a setting');
    const again = JSON.parse((await run(database, 'show', '1')).stdout) as {
      settings: Record<string, unknown>;
    };
    expect(again.settings).toEqual(shown.settings);
  });
});
