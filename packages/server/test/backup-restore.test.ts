// Issue 18 item 4: scripts/backup-restore-check.ts on both databases (npm run backup-check runs the same).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  backupRestoreIntoCopy,
  backupWipeRestore,
  createPostgres,
  differences,
  dropPostgres,
  fingerprintDatabase,
  seedForCheck,
} from '../../../scripts/backup-restore-check.ts';
import { openDatabase } from '../src/db/database.ts';
import { DIALECTS } from './support/databases.ts';

describe.each(DIALECTS)('backup and restore on %s', (dialect) => {
  let workDir: string;
  let url: string;

  beforeEach(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-backup-test-'));
    if (dialect === 'sqlite') url = path.join(workDir, 'live.sqlite');
    else {
      url = inject('postgresUrl').replace(/\/[^/?]*(\?|$)/, `/sw_backup_${randomBytes(4).toString('hex')}$1`);
      await createPostgres(url);
    }
    await seedForCheck(url);
    // Text a dump must carry exactly: quotes, backslashes, new lines, tabs, emoji, right-to-left marks.
    const database = await openDatabase({ url });
    await database.db
      .updateTable('reviews')
      .set({ text: 'O\'Brien said \\"ok"\\\n\ttab 🍳 \u202Eevil' })
      .where('id', '=', 1)
      .execute();
    await database.destroy();
  });

  afterEach(async () => {
    if (dialect === 'postgres') await dropPostgres(url);
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('restores a wiped database to the same rows in every table', async () => {
    const result = await backupWipeRestore(url, workDir);
    expect(result.differences).toEqual([]);
    const reviews = result.tables.find((table) => table.table.endsWith('reviews'));
    expect(reviews?.rows).toBeGreaterThan(50);
    expect(result.tables.filter((table) => table.rows > 0).length).toBeGreaterThanOrEqual(7);
    const database = await openDatabase({ url });
    const row = await database.db.selectFrom('reviews').select('text').where('id', '=', 1).executeTakeFirst();
    await database.destroy();
    expect(row?.text).toBe('O\'Brien said \\"ok"\\\n\ttab 🍳 \u202Eevil');
  });

  it('names the table whose content changed after a backup', async () => {
    const before = await fingerprintDatabase(url);
    const database = await openDatabase({ url });
    await database.db.updateTable('reviews').set({ rating: 1 }).where('id', '=', 2).execute();
    await database.db.deleteFrom('floats').where('id', '=', 1).execute();
    await database.destroy();
    const after = await fingerprintDatabase(url);
    const changed = differences(before, after).join('\n');
    expect(changed).toMatch(/reviews: same \d+ rows, different content/);
    expect(changed).toMatch(/floats: 2 rows before, 1 after/);
  });

  it('checks a live database by restoring its backup into a copy, leaving it as it was', async () => {
    const before = await fingerprintDatabase(url);
    const result = await backupRestoreIntoCopy(url, workDir);
    expect(result.differences).toEqual([]);
    expect(differences(before, await fingerprintDatabase(url))).toEqual([]);
  });
});
