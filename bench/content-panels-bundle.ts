// npm run bench:content-panels — what each issue-16 panel widget ships, gzip level 9, from dist/assets:
// its own chunk, and with the shared chunks it imports (React, the runtime), not counting the loader.
// The add-on ships these widgets inside one front-end script with jQuery; tooling.md has only its
// totals (page builder + pro + jQuery 93.5 KB before any widget), printed beside. Asserts nothing.
import { closure, gzip, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const loaderKey = 'packages/loader/src/loader.ts';
const widgets: Array<[string, string]> = [
  ['tabs', 'tabs'],
  ['content toggle', 'content-toggle'],
  ['advanced accordion', 'accordion'],
  ['image accordion', 'image-accordion'],
  ['flip box', 'flip-box'],
  ['image hotspots', 'hotspots'],
  ['before/after', 'before-after'],
  ['image scroll', 'image-scroll'],
  ['feature list', 'feature-list'],
];

console.log(`${'widget'.padEnd(20)} ${'own'.padStart(8)} ${'+ shared'.padStart(9)}   add-on (gzip)`);
const shared = new Set<string>();
for (const [label, folder] of widgets) {
  const key =
    Object.keys(manifest).find((k) => k.startsWith(`packages/widgets/src/content/${folder}/widget.`)) ??
    folder;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build`);
  const imports = [...closure(key)].filter((k) => k !== key && k !== loaderKey);
  for (const k of imports) shared.add(k);
  const own = gzip(chunk.file);
  const total = own + imports.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
  console.log(`${label.padEnd(20)} ${kb(own).padStart(8)} ${kb(total).padStart(9)}   in its 93.5 KB script`);
}
const sharedTotal = [...shared].reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
console.log(`shared chunks (React, runtime), once per page: ${kb(sharedTotal)}`);
