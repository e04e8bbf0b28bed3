// npm run bench:addon-popup — what add-on popups (issue 17 item 7) ship, gzip level 9, from dist/assets:
// the rules-and-trigger chunk (after page load for a popup with a trigger to arm; at the opener's first
// click for a custom-click one), its shared chunks (the builder popups' trigger code and page facts), and
// the dialog chunk shared with the page-builder popups, fetched when one first opens. Prints figures;
// asserts nothing.
import { closure, gzip, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

const loaderKey = 'packages/loader/src/loader.ts';
const parts: Array<[string, string]> = [
  ['add-on popup (rules + trigger)', 'packages/widgets/src/builder/addon-popup/widget.ts'],
  ['popup dialog (first open, shared)', 'packages/widgets/src/builder/popup/popup-dialog.ts'],
];
console.log(
  `${'part'.padEnd(34)} ${'own'.padStart(9)} ${'+ shared'.padStart(9)}   shared chunks (not counting the loader)`,
);
let total = 0;
for (const [label, key] of parts) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build`);
  const shared = [...closure(key)].filter((k) => k !== key && k !== loaderKey);
  const own = gzip(chunk.file);
  const withShared = own + shared.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
  total += withShared;
  console.log(
    `${label.padEnd(34)} ${kb(own).padStart(9)} ${kb(withShared).padStart(9)}   ${shared.join(', ')}`,
  );
}
console.log(`an add-on popup, from nothing to open: ${kb(total)} gzip (the loader aside)`);
console.log(`loader.js: ${kb(gzip((manifest[loaderKey] as ManifestChunk).file))}`);
