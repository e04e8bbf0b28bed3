// npm run bench:content-navmisc — what each issue 16 (T7) content widget ships, gzip level 9, from
// dist/assets: its own chunk, and with the shared chunks it needs (React among them for the hydrated
// views; not the loader). The original add-on's per-widget figures are not known (tooling.md has its
// totals only: page builder + pro + jQuery 93.5 KB before any widget). Prints figures; asserts nothing.
import { closure, gzip, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const loaderKey = 'packages/loader/src/loader.ts';
const parts: Array<[string, string]> = [
  ['content-nav-menu', 'packages/widgets/src/content/nav-menu/widget.tsx'],
  ['content-taxonomy-list', 'packages/widgets/src/content/taxonomy-list/widget.ts'],
  ['content-timeline', 'packages/widgets/src/content/timeline/widget.ts'],
  ['content-share', 'packages/widgets/src/content/share/widget.tsx'],
  ['content-like', 'packages/widgets/src/content/like/widget.tsx'],
  ['content-code (highlight.js)', 'packages/widgets/src/content/code/widget.ts'],
  ['content-toc', 'packages/widgets/src/content/toc/widget.tsx'],
  ['content-contact-buttons', 'packages/widgets/src/content/contact-buttons/widget.tsx'],
  ['content-floating-bar', 'packages/widgets/src/content/floating-bar/widget.tsx'],
  ['content-progress-tracker', 'packages/widgets/src/content/progress-tracker/widget.tsx'],
];
console.log(`${'widget'.padEnd(30)} ${'own'.padStart(8)} ${'+ shared'.padStart(9)}   add-on's own`);
for (const [label, key] of parts) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build`);
  const shared = [...closure(key)].filter((k) => k !== key && k !== loaderKey);
  const own = gzip(chunk.file);
  const total = own + shared.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
  console.log(`${label.padEnd(30)} ${kb(own).padStart(8)} ${kb(total).padStart(9)}   not known`);
}
console.log(
  'taxonomy list and timeline are passive server HTML: on a server-rendered page their chunks are never fetched.',
);
