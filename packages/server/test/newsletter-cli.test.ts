import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { runNewsletterCommand } from '../src/cli/newsletter.ts';
import type { Database } from '../src/db/database.ts';
import { createNewsletterTokens } from '../src/modules/newsletter/newsletter-tokens.ts';
import { subscribeToList } from '../src/modules/newsletter/subscribe.ts';
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

async function run(database: Database, ...argv: string[]) {
  const stdout = sink();
  const stderr = sink();
  const code = await runNewsletterCommand(argv, {
    stdout: stdout.stream,
    stderr: stderr.stream,
    database,
    now: () => new Date(Date.UTC(2026, 2, 1)),
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

describe.each(DIALECTS)('npm run newsletter on %s', (dialect) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('adds lists, lists them with counts, and refuses a taken id', async () => {
    database = await freshDatabase(dialect);
    expect((await run(database, 'lists')).stdout).toBe('No lists yet.\n');
    expect(await run(database, 'add-list', 'news', 'Café news')).toMatchObject({
      code: 0,
      stdout: 'List news added.\n',
    });
    expect(
      (await run(database, 'add-list', 'offers', 'Offers', '--single-opt-in', '--remote', 'a1b2c3')).code,
    ).toBe(0);
    const taken = await run(database, 'add-list', 'news', 'Again');
    expect(taken).toMatchObject({ code: 1, stderr: 'newsletter: a list "news" exists already\n' });
    expect((await run(database, 'lists')).stdout.split('\n').filter(Boolean)).toEqual([
      'news\tCafé news\tdouble opt-in\tlocal\t0 subscribed, 0 pending',
      'offers\tOffers\tsingle opt-in\tmailchimp a1b2c3\t0 subscribed, 0 pending',
    ]);
  });

  it('refuses bad arguments with the usage (exit 2) and an unknown list (exit 1)', async () => {
    database = await freshDatabase(dialect);
    for (const argv of [
      [],
      ['nope'],
      ['add-list'],
      ['add-list', '../x', 'X'],
      ['add-list', 'x', ''],
      ['add-list', 'x', 'X', '--remote', 'a b'],
      ['subscribers'],
      ['lists', '--bogus'],
    ]) {
      const result = await run(database, ...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage: npm run newsletter');
    }
    expect(await run(database, 'subscribers', 'missing')).toMatchObject({
      code: 1,
      stderr: 'newsletter: no list "missing"\n',
    });
  });

  it('shows and exports subscribers: a line each, CSV with the merge fields as one JSON cell (a formula inside stays text)', async () => {
    database = await freshDatabase(dialect);
    await run(database, 'add-list', 'offers', 'Offers', '--single-opt-in');
    const context = {
      now: new Date(Date.UTC(2026, 2, 2, 9, 30)),
      origin: 'https://cafe.example',
      tokens: createNewsletterTokens('s'.repeat(32)),
      pushToRemote: false,
    };
    await database.db
      .transaction()
      .execute((trx) =>
        subscribeToList(
          trx,
          { listId: 'offers', email: 'ada@example.test', mergeFields: { FNAME: '=HYPERLINK("x")' } },
          context,
        ),
      );
    const shown = await run(database, 'subscribers', 'offers');
    expect(shown.stdout).toBe('ada@example.test\tsubscribed\t2026-03-02 09:30\n');
    const exported = await run(database, 'export', 'offers');
    const [header, row] = exported.stdout.split('\r\n');
    expect(header).toBe('email,status,merge_fields,interests,created_at,confirmed_at,unsubscribed_at');
    expect(row).toBe(
      'ada@example.test,subscribed,"{""FNAME"":""=HYPERLINK(\\""x\\"")""}",,2026-03-02T09:30:00.000Z,2026-03-02T09:30:00.000Z,',
    );
  });
});
