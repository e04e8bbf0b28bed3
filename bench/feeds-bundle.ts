// npm run bench:feeds — what the social feeds (issue 17 item 4) ship, gzip level 9, from dist/assets:
// the feed widget's chunk (fetched only for a page holding a feed, when the visitor nears or reaches
// it), the lightbox (fetched at the first picture opened) and the Facebook placeholder's chunk (the SDK
// itself is a third party's, fetched only after consent). Prints figures; asserts nothing.
import { closure, gzip, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const loaderKey = 'packages/loader/src/loader.ts';
const parts: Array<[string, string]> = [
  ['social-feed widget (with its view)', 'packages/widgets/src/content/social-feed/widget.tsx'],
  ['lightbox (first picture opened)', 'packages/widgets/src/content/gallery-parts/zoom-lightbox.tsx'],
  ['social-facebook placeholder', 'packages/widgets/src/content/facebook-sdk/widget.ts'],
];
console.log(
  `${'part'.padEnd(36)} ${'own'.padStart(8)} ${'+ shared'.padStart(9)}   shared chunks (not counting the loader)`,
);
for (const [label, key] of parts) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${label}: ${key} is not in the build (npm run build first)`);
  const shared = [...closure(key)].filter((k) => k !== key && k !== loaderKey);
  const own = gzip(chunk.file);
  const total = own + shared.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
  console.log(`${label.padEnd(36)} ${kb(own).padStart(8)} ${kb(total).padStart(9)}   ${shared.join(', ')}`);
}
