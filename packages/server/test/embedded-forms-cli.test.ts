import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { runFormsCommand } from '../src/cli/forms.ts';
import { DEMO_FORMS } from '../src/modules/forms/demo-forms.ts';
import { DIALECTS } from './support/databases.ts';
import { CONTACT_VALID, seedDemoForms, submitForm } from './support/embedded-forms.ts';
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

describe.each(DIALECTS)('npm run forms (embedded forms) on %s', (dialect) => {
  let t: TestApp;
  let directory = '';
  afterEach(async () => {
    await t?.close();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  async function start() {
    t = await createTestApp(dialect);
    await seedDemoForms(t.database.db);
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-forms-cli-'));
  }

  async function run(...argv: string[]) {
    const stdout = collector();
    const stderr = collector();
    const code = await runFormsCommand(argv, {
      stdout: stdout.stream,
      stderr: stderr.stream,
      database: t.database,
    });
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  }

  it('lists every form with its pages, entries and saved forms', async () => {
    await start();
    await submitForm(t, 1, CONTACT_VALID);
    const { code, stdout } = await run('list');
    expect(code).toBe(0);
    expect(stdout.split('\n')).toEqual([
      '1\tcontact\tContact us\t1 page(s)\t1 entries\t0 saved',
      '2\tcatering\tCatering enquiry\t3 page(s)\t0 entries\t0 saved',
      '3\tevents\tBook an event\t2 page(s)\t0 entries\t0 saved',
      '',
    ]);
  });

  it('exports definitions that import back unchanged, and shows one by slug', async () => {
    await start();
    const exported = await run('export');
    const file = path.join(directory, 'forms.json');
    fs.writeFileSync(file, exported.stdout);
    const imported = await run('import', file);
    expect(imported).toMatchObject({ code: 0, stdout: `Written ${DEMO_FORMS.length}; refused 0.\n` });
    const shown = await run('show', 'catering');
    expect(JSON.parse(shown.stdout)).toEqual(JSON.parse(exported.stdout)[1]);
  });

  it('refuses an invalid definition with the field at fault and writes the valid ones', async () => {
    await start();
    const file = path.join(directory, 'forms.json');
    const valid = { ...DEMO_FORMS[0], id: 9, slug: 'second-contact' };
    const invalid = {
      ...DEMO_FORMS[0],
      id: 10,
      slug: 'bad',
      confirmations: [{ name: 'x', type: 'redirect', url: 'javascript:alert(1)' }],
    };
    fs.writeFileSync(file, JSON.stringify([valid, invalid]));
    const result = await run('import', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('form 2: confirmations.0.url: must be an http or https URL\n');
    expect((await run('list')).stdout).toContain('9\tsecond-contact');
    expect((await run('list')).stdout).not.toContain('10\tbad');
  });

  it('prints entries with control characters escaped and exports them as CSV and JSON', async () => {
    await start();
    await submitForm(t, 1, { ...CONTACT_VALID, input_1: 'Ada\u001b[31m', input_5: 'Hello, "world"' });
    const listed = await run('entries', 'contact');
    expect(listed.stdout).toContain('Your name: Ada\\u{1b}[31m');
    const csv = await run('export-entries', '1');
    const lines = csv.stdout.split('\r\n');
    expect(lines[0]).toBe('id,created_at,spam,page_url,ip,Your name,Email,Phone,Topic,Message,Consent');
    expect(lines[1]).toContain(',no,/forms/demo,');
    expect(lines[1]).toContain('"Hello, ""world"""');
    const json = JSON.parse((await run('export-entries', 'contact', '--format', 'json')).stdout);
    expect(json[0].values['5']).toBe('Hello, "world"');
  });

  it('lists saved forms with their expiry', async () => {
    await start();
    const saved = await submitForm(t, 3, { input_1: 'wine', gform_save: '1' });
    const { stdout } = await run('entries', 'events', '--saved');
    expect(stdout).toContain(`${saved.data.resume_token}\tpage 1`);
    expect(stdout).toContain('(no link sent)');
  });

  it('answers usage errors with exit code 2', async () => {
    await start();
    expect((await run('frobnicate')).code).toBe(2);
    expect((await run('show')).code).toBe(2);
    expect((await run('show', 'nope')).code).toBe(1);
  });
});
