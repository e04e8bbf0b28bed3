// npm run bench:popup-bundle — what page-builder popups (issue 14) ship, gzip level 9, from dist/assets:
// the rules chunk every page with a popup loads at once, the dialog chunk fetched when one first opens,
// and the link-action dispatcher fetched at the first action click. Prints figures; asserts nothing.
import { closure, gzip, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const loaderKey = 'packages/loader/src/loader.ts';
const parts: Array<[string, string]> = [
  ['popup rules (at page load)', 'packages/widgets/src/builder/popup/widget.ts'],
  ['popup dialog (first open)', 'packages/widgets/src/builder/popup/popup-dialog.ts'],
  ['link-action dispatcher', 'packages/widgets/src/builder/link-actions/dispatch.ts'],
];
console.log(
  `${'part'.padEnd(30)} ${'own'.padStart(8)} ${'+ shared'.padStart(9)}   shared chunks (not counting the loader)`,
);
for (const [label, key] of parts) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build`);
  const shared = [...closure(key)].filter((k) => k !== key && k !== loaderKey);
  const own = gzip(chunk.file);
  const total = own + shared.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
  console.log(`${label.padEnd(30)} ${kb(own).padStart(8)} ${kb(total).padStart(9)}   ${shared.join(', ')}`);
}
console.log(
  `loader.js (with the link-action click listener): ${kb(gzip((manifest[loaderKey] as ManifestChunk).file))}`,
);
