// npm run bench:shop-lists — what wishlist and compare (issue 15 item 2) ship, gzip level 9, from
// dist/assets: each widget's own chunk, and with the chunks it shares (the page's list mirror, the popup,
// the runtime), not counting the loader. None of them pulls in React. Prints figures; asserts nothing.
import { closure, gzip, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const loaderKey = 'packages/loader/src/loader.ts';
const parts: Array<[string, string]> = [
  ['wishlist-button', 'packages/widgets/src/shop/wishlist-button/widget.ts'],
  ['compare-button', 'packages/widgets/src/shop/compare-button/widget.ts'],
  ['mini-wishlist', 'packages/widgets/src/shop/mini-wishlist/widget.ts'],
  ['mini-compare', 'packages/widgets/src/shop/mini-compare/widget.ts'],
  ['wishlist-page', 'packages/widgets/src/shop/wishlist-page/widget.ts'],
  ['compare-page', 'packages/widgets/src/shop/compare-page/widget.ts'],
];
console.log(
  `${'widget'.padEnd(18)} ${'own'.padStart(8)} ${'+ shared'.padStart(9)}   shared chunks (not counting the loader)`,
);
const everything = new Set<string>();
for (const [label, key] of parts) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build`);
  const shared = [...closure(key)].filter((k) => k !== key && k !== loaderKey);
  everything.add(key);
  for (const k of shared) everything.add(k);
  const own = gzip(chunk.file);
  const total = own + shared.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
  console.log(`${label.padEnd(18)} ${kb(own).padStart(8)} ${kb(total).padStart(9)}   ${shared.join(', ')}`);
}
const shopPage = [...everything].reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
console.log(`a shop page's buttons and both mini panels together: ${kb(shopPage)}`);
// The lists' own code (src/shop in core and widgets); the rest is the runtime every widget shares.
const own = [...everything].filter(
  (k) => k.includes('/shop/') || (manifest[k]?.file ?? '').match(/list|page-lists/),
);
const ownBytes = own.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
console.log(
  `of which the lists' own code: ${kb(ownBytes)} (${own.map((k) => manifest[k]?.file).join(', ')})`,
);
