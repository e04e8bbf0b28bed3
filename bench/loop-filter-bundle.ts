// npm run bench:loop-filter — what the loop filter ships (issue 14 item 6): its chunk and the shared
// chunks it imports, its stylesheet, raw and gzip (level 9), from dist/assets and Vite's manifest; and
// what the loop grid ships (nothing: it is server HTML). Prints figures; asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure, dist, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const measure = (bytes: Buffer) => ({ raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
const fileSize = (file: string) => measure(fs.readFileSync(path.join(dist, file)));

const key = Object.keys(manifest).find((name) => name.endsWith('builder/loop-filter/widget.ts'));
if (!key) throw new Error('no loop-filter chunk in the manifest: is it in packages/loader/src/registry.ts?');
const own = fileSize((manifest[key] as ManifestChunk).file);
const shared = [...closure(key)].filter((name) => name !== key);
const sharedSizes = shared.map((name) => ({ name, ...fileSize((manifest[name] as ManifestChunk).file) }));
const total = sharedSizes.reduce((sum, chunk) => sum + chunk.gzip, own.gzip);
const reactShared = sharedSizes.some((chunk) => /react/i.test((manifest[chunk.name] as ManifestChunk).file));
const css = measure(
  fs.readFileSync(path.resolve(import.meta.dirname, '../packages/widgets/styles/loop.css')),
);

const b = (n: number) => `${n.toLocaleString('en-GB')} B`;
console.log(`loop-filter chunk:     ${b(own.raw)} raw, ${b(own.gzip)} gzip`);
for (const chunk of sharedSizes)
  console.log(
    `  + shared ${(manifest[chunk.name] as ManifestChunk).file}: ${b(chunk.raw)} raw, ${b(chunk.gzip)} gzip`,
  );
console.log(`loop-filter in all:    ${b(total)} gzip (React among them: ${reactShared ? 'yes' : 'no'})`);
console.log(`loop.css (in widgets.css): ${b(css.raw)} raw, ${b(css.gzip)} gzip alone`);
console.log('loop grid:             0 B of script (server HTML; page links are plain links)');
