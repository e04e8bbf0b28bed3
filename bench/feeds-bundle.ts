// npm run bench:feeds — what the social feeds (issue 17 item 4) ship, gzip level 9, from dist/assets:
// the feed widget's chunk (fetched only for a page holding a feed, when the visitor nears or reaches
// it), the carousel layout's view (fetched by the widget only for a carousel feed, with Embla and the
// house carousel parts), the lightbox (fetched at the first picture opened) and the Facebook
// placeholder's chunk (the SDK itself is a third party's, fetched only after consent). Prints figures;
// asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import { closure, dist, gzip, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sum = (keys: Iterable<string>) =>
  [...keys].reduce((total, key) => total + gzip((manifest[key] as ManifestChunk).file), 0);

const loaderKey = 'packages/loader/src/loader.ts';
const feedKey = 'packages/widgets/src/content/social-feed/widget.tsx';
const carouselKey = 'packages/widgets/src/content/social-feed/FeedCarousel.tsx';
const parts: Array<[string, string]> = [
  ['social-feed widget (with its view)', feedKey],
  ['carousel layout view (FeedCarousel)', carouselKey],
  ['lightbox (first picture opened)', 'packages/widgets/src/content/gallery-parts/zoom-lightbox.tsx'],
  ['social-facebook placeholder', 'packages/widgets/src/content/facebook-sdk/widget.ts'],
];
console.log(
  `${'part'.padEnd(38)} ${'own'.padStart(8)} ${'+ shared'.padStart(9)}   shared chunks (not counting the loader)`,
);
for (const [label, key] of parts) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${label}: ${key} is not in the build (npm run build first)`);
  const shared = [...closure(key)].filter((k) => k !== key && k !== loaderKey);
  const own = gzip(chunk.file);
  const total = own + sum(shared);
  console.log(`${label.padEnd(38)} ${kb(own).padStart(8)} ${kb(total).padStart(9)}   ${shared.join(', ')}`);
}

// A carousel feed: what its view adds to the feed widget's chunks, and the chunk holding Embla (found by
// a string only Embla's code carries: its `slidesChanged` event).
const feedChunks = closure(feedKey);
const carouselChunks = [...closure(carouselKey)].filter((k) => k !== loaderKey);
const added = carouselChunks.filter((k) => !feedChunks.has(k));
const emblaKeys = carouselChunks.filter((k) =>
  fs.readFileSync(path.join(dist, (manifest[k] as ManifestChunk).file), 'utf8').includes('slidesChanged'),
);
const grid = sum([...feedChunks].filter((k) => k !== loaderKey));
console.log('');
console.log(`grid, list or masonry feed in all (widget + shared):   ${kb(grid)}`);
console.log(`carousel feed adds (its view, Embla, carousel parts):  ${kb(sum(added))}   ${added.join(', ')}`);
console.log(`carousel feed in all:                                  ${kb(grid + sum(added))}`);
console.log(
  `of which the chunk holding Embla:                      ${kb(sum(emblaKeys))}   ${emblaKeys.join(', ') || 'none found'}`,
);
