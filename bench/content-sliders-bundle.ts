// npm run bench:content-sliders — what the sliders and galleries (issue 16 "Sliders", issue 15 item 7)
// ship, gzip level 9, from dist/assets (after `npm run build`): each widget's own chunk and with the
// chunks it imports (React, Embla … shared with other widgets; the loader not counted), and the zoom
// lightbox fetched when a picture is first opened. Beside them, the original add-on's figures
// (reference/tooling.md). Prints figures; asserts nothing.
import { closure, gzip, keyOf, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const loaderKey = keyOf('packages/loader/src/loader.ts');

const parts: Array<[string, string]> = [
  ['advanced-slider', 'content/advanced-slider/widget.tsx'],
  ['testimonial-carousel', 'content/testimonial-carousel/widget.tsx'],
  ['flip-carousel', 'content/flip-carousel/widget.tsx'],
  ['image-gallery', 'content/image-gallery/widget.ts'],
  ['product-gallery', 'content/media-gallery/widget.tsx'],
  ['featured-media-gallery', 'content/media-gallery/featured-widget.tsx'],
  ['zoom lightbox (first open)', 'content/gallery-parts/zoom-lightbox.tsx'],
];

console.log(
  `${'widget'.padEnd(28)} ${'own'.padStart(8)} ${'+ shared'.padStart(9)} ${'no React'.padStart(9)}   shared chunks`,
);
for (const [label, suffix] of parts) {
  const key = keyOf(suffix);
  const shared = [...closure(key)].filter((k) => k !== key && k !== loaderKey);
  const own = gzip((manifest[key] as ManifestChunk).file);
  const total = own + shared.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
  const files = shared.map((k) => (manifest[k] as ManifestChunk).file);
  const react = files
    .filter((file) => /(^|\/)react-[\w-]+\.js$/.test(file))
    .reduce((sum, file) => sum + gzip(file), 0);
  const names = files.map((file) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, ''));
  console.log(
    `${label.padEnd(28)} ${kb(own).padStart(8)} ${kb(total).padStart(9)} ${kb(total - react).padStart(9)}   ${names.length}: ${names.join(', ')}`,
  );
}
console.log('');
console.log(
  'The original add-on (reference/tooling.md, gzip): page builder + pro + jQuery 93.5 KB before any',
);
console.log(
  'widget, 136.8 KB with its slider and popup (+43.3 KB); swiper alone 24.3 KB; its lightbox 10.4 KB.',
);
