import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOATS } from '../src/cli/floats.ts';
import { REVIEW_FORMS as FORMS } from '../src/cli/review-forms.ts';
import { runSettingsCommand, type SettingsKind } from '../src/cli/settings-command.ts';
import { seedDemoIfEmpty } from '../src/modules/reviews/demo-seed.ts';
import { DIALECTS } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

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

describe.each(DIALECTS)('npm run review-forms and floats on %s', (dialect) => {
  let t: TestApp;
  let directory = '';
  afterEach(async () => {
    await t?.close();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  async function start() {
    t = await createTestApp(dialect);
    await seedDemoIfEmpty(t.database);
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-settings-'));
  }

  async function run<R extends { id: number; name: string }>(kind: SettingsKind<R>, ...argv: string[]) {
    const stdout = collector();
    const stderr = collector();
    const code = await runSettingsCommand(kind, argv, {
      stdout: stdout.stream,
      stderr: stderr.stream,
      database: t.database,
    });
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  }

  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('a form setting changed with the CLI is what the page serves', async () => {
    await start();
    expect(await page('/write-a-review')).not.toContain('Share your Harbour story');
    const result = await run(FORMS, 'set', '1', 'heading', 'Share your Harbour story');
    expect(result).toMatchObject({ code: 0, stdout: 'Form 1: heading set.\n' });
    expect(await page('/write-a-review')).toContain('Share your Harbour story');
    const shown = JSON.parse((await run(FORMS, 'show', '1')).stdout);
    expect(shown.settings.heading).toBe('Share your Harbour story');
  });

  it('refuses a bad or unknown setting with a message naming it, and writes nothing', async () => {
    await start();
    const before = (await run(FORMS, 'export')).stdout;
    const wrongType = await run(FORMS, 'set', '1', 'minSecondsToSubmit', '-5');
    expect(wrongType.code).toBe(1);
    expect(wrongType.stderr).toContain('settings.minSecondsToSubmit');
    const unknown = await run(FORMS, 'set', '1', 'headline', 'x');
    expect(unknown.stderr).toContain('settings.headline: is not a setting');
    const inconsistent = await run(FORMS, 'set', '1', 'fieldsShown', '["name"]');
    expect(inconsistent.stderr).toContain('every required field must be shown');
    expect((await run(FORMS, 'export')).stdout).toBe(before);
  });

  it('a float’s delay and link are set, validated and served on the page', async () => {
    await start();
    expect((await run(FLOATS, 'set', '1', 'delayMs', '4321')).code).toBe(0);
    expect(await page('/write-a-review')).toContain('4321');
    const unsafe = await run(FLOATS, 'set', '1', 'linkUrl', 'javascript:alert(1)');
    expect(unsafe).toMatchObject({ code: 1 });
    expect(unsafe.stderr).toContain('settings.linkUrl: must be a safe URL');
  });

  it('exports every float and imports them back; refused entries are reported and the rest kept', async () => {
    await start();
    const exported = JSON.parse((await run(FLOATS, 'export')).stdout) as Array<{
      id: number;
      name: string;
      settings: Record<string, unknown>;
    }>;
    expect(exported.length).toBeGreaterThan(0);
    const [first] = exported;
    if (!first) throw new Error('no float');
    const file = path.join(directory, 'floats.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        { ...first, name: 'Renamed', settings: { ...first.settings, position: 'left' } },
        { name: 'Added', settings: { templateId: 1 } },
        { id: 999, name: 'Ghost', settings: { templateId: 1 } },
        { name: 'Bad', settings: { templateId: 'one' } },
      ]),
    );
    const result = await run(FLOATS, 'import', file);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('Replaced 1, added 1; refused 2.\n');
    expect(result.stderr).toContain('entry 3: id: no float with id 999');
    expect(result.stderr).toContain('entry 4: settings.templateId');
    const list = (await run(FLOATS, 'list')).stdout;
    expect(list).toContain(`#${first.id}  "Renamed"`);
    expect(list).toContain('"Added"');
    expect(JSON.parse((await run(FLOATS, 'show', String(first.id))).stdout).settings.position).toBe('left');
  });
});
