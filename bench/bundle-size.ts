// npm run bench:bundle — bytes each built asset ships, raw and gzip (level 9), from dist/assets.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = path.resolve(import.meta.dirname, '../dist/assets');
if (!fs.existsSync(dir)) throw new Error('dist/assets is missing: run `npm run build` first');
const files = fs.readdirSync(dir).filter((name) => /\.(js|css)$/.test(name));
const rows = files.map((name) => {
  const bytes = fs.readFileSync(path.join(dir, name));
  return { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${'asset'.padEnd(40)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
for (const row of rows)
  console.log(`${row.name.padEnd(40)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}`);
const js = rows.filter((row) => row.name.endsWith('.js'));
console.log(
  `${'all JavaScript'.padEnd(40)} ${kb(js.reduce((s, r) => s + r.raw, 0)).padStart(10)} ${kb(js.reduce((s, r) => s + r.gzip, 0)).padStart(10)}`,
);
console.log('anchor: the original review plugin + jQuery ship 52.7 KB gzip for this job');
