// npm run bench:uploads [-- --megabytes 200 --chunk-kib 1024]
// Issue 13: throughput (MB/s) of one large file sent in chunks to the upload call, and the server's
// resident memory (RSS) sampled while it arrives: the chunks are streamed to disk, so RSS must stay flat
// whatever the file's size. The demo server runs as its own process (SQLite); a bench form with a PDF
// field of 256 MB is imported first with the forms CLI. Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDemoServer } from '../scripts/demo-server.ts';

const { values } = parseArgs({
  options: {
    megabytes: { type: 'string', default: '200' },
    'chunk-kib': { type: 'string', default: '1024' },
  },
});
const totalBytes = Number(values.megabytes) * 1024 * 1024;
const chunkBytes = Number(values['chunk-kib']) * 1024;

const BENCH_FORM = {
  id: 900,
  slug: 'bench-uploads',
  title: 'Bench uploads',
  pages: [
    {
      fields: [
        {
          id: 1,
          type: 'fileupload',
          label: 'Document',
          allowedExtensions: ['pdf'],
          maxFileBytes: 256 * 1024 * 1024,
        },
      ],
    },
  ],
  confirmations: [{ name: 'Default', type: 'message', message: 'Thanks' }],
};

const rssOf = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-bench-uploads-'));
const definitionFile = path.join(dataDir, 'bench-form.json');
fs.writeFileSync(definitionFile, JSON.stringify(BENCH_FORM));
execFileSync(
  process.execPath,
  ['--import', 'tsx', 'packages/server/src/cli/forms.ts', 'import', definitionFile],
  { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, stdio: 'inherit' },
);
const server = await startDemoServer({ dataDir });
const pid = server.child.pid ?? 0;
try {
  const nonce = (
    (await (await fetch(`${server.url}/wp-json/site-widgets/v1/nonce`)).json()) as { nonce: string }
  ).nonce;
  // One random MiB reused for every chunk (the client's memory is not what is measured); the file
  // starts as a PDF, so the server's sniffing accepts it at the end.
  const block = randomBytes(chunkBytes);
  const head = Buffer.concat([Buffer.from('%PDF-1.4\n'), block.subarray(9)]);
  const uploadId = randomBytes(16).toString('hex');
  const uniqueId = randomBytes(16).toString('hex');
  const chunks = Math.ceil(totalBytes / chunkBytes);

  // Warm-up request so the first chunk does not pay for module loading.
  await fetch(`${server.url}/healthz`);
  const rssBefore = rssOf(pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssOf(pid)), 100);
  const quarters: string[] = [];
  const started = performance.now();
  let answer: unknown;
  for (let index = 0; index < chunks; index++) {
    const offset = index * chunkBytes;
    const length = Math.min(chunkBytes, totalBytes - offset);
    const bytes = (index === 0 ? head : block).subarray(0, length);
    const body = new FormData();
    for (const [name, value] of Object.entries({
      gform_ajax_nonce: nonce,
      form_id: '900',
      field_id: '1',
      original_filename: 'bench.pdf',
      gform_unique_id: uniqueId,
      name: uploadId,
      chunk: String(index),
      chunks: String(chunks),
      offset: String(offset),
      size: String(totalBytes),
    }))
      body.append(name, value);
    body.append('file', new Blob([new Uint8Array(bytes)]), 'blob');
    const response = await fetch(`${server.url}/form-uploads`, { method: 'POST', body });
    answer = await response.json();
    if ((answer as { status?: string }).status !== 'ok')
      throw new Error(`chunk ${index}: ${JSON.stringify(answer)}`);
    if ((index + 1) % Math.max(1, Math.floor(chunks / 4)) === 0) quarters.push(mb(rssOf(pid)));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peak = Math.max(rssBefore, ...samples);
  console.log(
    `\nfile ${mb(totalBytes)} MB in ${chunks} chunks of ${values['chunk-kib']} KiB (SQLite, one process)`,
  );
  console.log(
    `throughput          | ${(totalBytes / (1024 * 1024) / seconds).toFixed(1)} MB/s (${seconds.toFixed(1)} s)`,
  );
  console.log(`server RSS before   | ${mb(rssBefore)} MB`);
  console.log(`server RSS by 25 %  | ${quarters.join(' → ')} MB`);
  console.log(`server RSS peak     | ${mb(peak)} MB (+${mb(peak - rssBefore)} MB over before)`);
  console.log(`server RSS after    | ${mb(rssOf(pid))} MB`);
  console.log(`last answer         | ${JSON.stringify(answer)}`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
