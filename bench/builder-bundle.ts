// npm run bench:builder — what the page-builder behaviours of issue 14 (part 2) ship: each one's chunk
// plus the shared chunks it imports, raw and gzip (level 9), from dist/assets and Vite's manifest.
// Prints figures; asserts nothing. Run `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure, gzip, manifest, raw } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

const BEHAVIOURS = {
  'builder-sticky': 'packages/widgets/src/builder/sticky/widget.ts',
  'builder-motion': 'packages/widgets/src/builder/motion/widget.ts',
  'builder-one-page-nav': 'packages/widgets/src/builder/one-page-nav/widget.ts',
  'off-canvas': 'packages/widgets/src/builder/off-canvas/widget.ts',
};

console.log(
  `${'behaviour'.padEnd(22)} ${'own raw'.padStart(10)} ${'own gzip'.padStart(10)} ${'+ shared gzip'.padStart(14)}   shared chunks`,
);
let ownTotal = 0;
for (const [name, source] of Object.entries(BEHAVIOURS)) {
  const chunk = manifest[source];
  if (!chunk) {
    console.log(`${name.padEnd(22)} not in the build`);
    continue;
  }
  const shared = [...closure(source)]
    .filter((key) => key !== source)
    .map((key) => manifest[key]?.file ?? key);
  const own = gzip(chunk.file);
  ownTotal += own;
  const all = own + shared.reduce((sum, file) => sum + gzip(file), 0);
  console.log(
    `${name.padEnd(22)} ${kb(raw(chunk.file)).padStart(10)} ${kb(own).padStart(10)} ${kb(all).padStart(14)}   ${shared.join(', ')}`,
  );
}
console.log(`\nall four behaviours' own chunks: ${kb(ownTotal)} gzip`);
const css = path.resolve(import.meta.dirname, '../packages/widgets/styles/builder.css');
const cssBytes = fs.readFileSync(css);
console.log(
  `builder.css (inside widgets.css): ${kb(cssBytes.length)} raw, ${kb(gzipSync(cssBytes, { level: 9 }).length)} gzip`,
);
console.log('anchor: the page builder + pro + jQuery ship 93.5 KB gzip before any widget (tooling.md)');
