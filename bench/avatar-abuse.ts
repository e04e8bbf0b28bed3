// node --import tsx bench/avatar-abuse.ts [-- --requests 30]
// CPU one address can make the server spend on avatar decoding (issue 8): review submissions whose
// text already fails (a bad e-mail), each carrying a large PNG, sent back to back. Prints CPU seconds
// used and per request, once with the default rate limit and once with none. Asserts nothing.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { PAGE_NONCE_SCOPE } from '../packages/server/src/modules/ajax/ajax-action.ts';
import { createFormRepository } from '../packages/server/src/modules/review-forms/form-repository.ts';
import { issueFormToken } from '../packages/server/src/security/form-token.ts';
import { multipartPayload } from '../packages/server/test/support/test-app.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '30' } } });
const requests = Number(values.requests);

async function run(label: string, image: Buffer, rateLimit: { limit: number; windowSeconds: number }) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-abuse-'));
  const database = await openDatabase({ url: path.join(directory, 'bench.sqlite') });
  let now = Date.UTC(2026, 0, 1);
  const { app, nonces } = await buildApp({
    config: { logLevel: 'silent', trustProxy: undefined },
    database,
    nonceSecret: randomBytes(32).toString('hex'),
    now: () => now,
    submissions: { dataDir: directory, rateLimit },
  });
  const formId = await createFormRepository(database.db).insert('Bench', {
    fieldsShown: ['name', 'email', 'text', 'avatar'],
    requiredFields: ['name', 'text'],
    ratingRequired: false,
  });
  const token = issueFormToken(nonces, formId);
  now += 5000;
  const cpu = process.cpuUsage();
  const started = Date.now();
  const statuses = new Map<number, number>();
  for (let i = 0; i < requests; i++) {
    const { payload, contentType } = multipartPayload([
      ['wpfb_nonce', nonces.issue(PAGE_NONCE_SCOPE)],
      ['action', 'wprp_save_review'],
      ['wprev_form_id', String(formId)],
      ['wprev_unbrid', randomBytes(16).toString('hex')],
      ['wprev_shown_at', token],
      ['wprev_name', 'Abuser'],
      ['wprev_email', 'not-an-address'],
      ['wprev_text', 'fails anyway'],
      ['wprev_avatar', { file: image, filename: 'a.png', contentType: 'image/png' }],
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': contentType },
      payload,
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  }
  const used = process.cpuUsage(cpu);
  const seconds = (used.user + used.system) / 1e6;
  console.log(
    `${label}: ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, CPU ${seconds.toFixed(2)} s ` +
      `(${((seconds / requests) * 1000).toFixed(0)} ms a request), statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  await app.close();
  await database.destroy();
  fs.rmSync(directory, { recursive: true, force: true });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
const huge = await png(8000, 5000);
const large = await png(4000, 4000);
console.log(
  `images: 40 MP PNG ${(huge.length / 1024).toFixed(0)} KB, 16 MP PNG ${(large.length / 1024).toFixed(0)} KB`,
);
await run('40 MP, default rate limit (5 / 10 min)', huge, { limit: 5, windowSeconds: 600 });
await run('40 MP, no rate limit', huge, { limit: 1_000_000, windowSeconds: 600 });
await run('16 MP, no rate limit', large, { limit: 1_000_000, windowSeconds: 600 });
