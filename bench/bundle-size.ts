// npm run bench:bundle — what each widget ships: its own chunk plus the shared chunks it imports,
// raw and gzip (level 9), from dist/assets and Vite's manifest. Prints figures; asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = path.resolve(import.meta.dirname, '../dist/assets');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile))
  throw new Error('dist/assets/.vite/manifest.json is missing: run `npm run build` first');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

const sizes = new Map<string, { raw: number; gzip: number }>();
function size(file: string) {
  let known = sizes.get(file);
  if (!known) {
    const bytes = fs.readFileSync(path.join(dist, file));
    known = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, known);
  }
  return known;
}

/** A chunk and every chunk it imports statically (what loads before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const loaderKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('loader.ts'));
if (!loaderKey) throw new Error('no loader entry in the manifest');
const loader = manifest[loaderKey] as ManifestChunk;
// e2e/budget.e2e.ts: 4 KB gzip of code plus 20 bytes for each widget kind in its chunk map.
const kinds = loader.dynamicImports?.length ?? 0;
console.log(
  `loader.js: ${kb(size(loader.file).raw)} raw, ${kb(size(loader.file).gzip)} gzip (budget ${kb(4 * 1024 + 20 * kinds)} gzip with ${kinds} kinds)\n`,
);

console.log(
  `${'widget'.padEnd(22)} ${'own chunk'.padStart(10)} ${'+ shared'.padStart(10)} ${'+ loader'.padStart(10)}   shared chunks`,
);
for (const key of loader.dynamicImports ?? []) {
  const chunk = manifest[key] as ManifestChunk;
  // Its data-widget name: reviews/<name>/widget.tsx, or site/<name>/widget.ts(x) → site-<name>.
  const folder = /\/(reviews|site)\/([\w-]+)\/widget\.tsx?$/.exec(key);
  const name = folder ? (folder[1] === 'site' ? `site-${folder[2]}` : (folder[2] ?? key)) : key;
  const files = [...closure(key)].map((k) => (manifest[k] as ManifestChunk).file);
  const own = size(chunk.file).gzip;
  const all = files.reduce((sum, file) => sum + size(file).gzip, 0);
  const shared = files.filter((file) => file !== chunk.file);
  console.log(
    `${name.padEnd(22)} ${kb(own).padStart(10)} ${kb(all).padStart(10)} ${kb(all + size(loader.file).gzip).padStart(10)}   ${shared.join(', ')}`,
  );
}
// Issue 11: the post, media and product grids are three small entries over one shared chunk (grid-parts).
const gridChunk = Object.values(manifest).find((chunk) => /^mount-grid-[\w-]+\.js$/.test(chunk.file));
if (gridChunk)
  console.log(
    `\ngrids (post, media, product) share ${gridChunk.file}: ${kb(size(gridChunk.file).gzip)} gzip`,
  );
const css = fs.readdirSync(dist).filter((file) => file.endsWith('.css'));
for (const file of css) console.log(`\n${file}: ${kb(size(file).raw)} raw, ${kb(size(file).gzip)} gzip`);
console.log('\nanchor: the original review plugin + jQuery ship 52.7 KB gzip for this job');
