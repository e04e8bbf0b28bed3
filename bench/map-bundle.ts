// npm run bench:map — what the map widget (issue 17 item 2) ships, gzip level 9, from dist/assets: the
// widget's chunk (fetched only for a page holding a map), and the drawing chunk it fetches when the map
// starts: Leaflet, leaflet.markercluster and their CSS (inlined in that chunk, never in widgets.css).
// The loader and React are shared by every widget and not counted. Prints figures; asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import { closure, dist, gzip, keyOf, type ManifestChunk, manifest, raw } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const loaderKey = keyOf('packages/loader/src/loader.ts');
const reactKey = Object.keys(manifest).find((key) => manifest[key]?.file.startsWith('react-'));
const widgetKey = keyOf('packages/widgets/src/data/map/widget.tsx');
const drawKey = keyOf('packages/widgets/src/data/map/draw-map.ts');

const shared = new Set([loaderKey, reactKey]);
const partsOf = (key: string) => [...closure(key)].filter((k) => !shared.has(k));
const gzipOf = (keys: string[]) =>
  keys.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);

const widgetParts = partsOf(widgetKey);
const drawParts = partsOf(drawKey).filter((k) => !widgetParts.includes(k));
const drawFile = (manifest[drawKey] as ManifestChunk).file;
const widgetCss = fs.readFileSync(path.join(dist, 'widgets.css'), 'utf8');

const own = (key: string) => gzip((manifest[key] as ManifestChunk).file);
console.log(`${'part'.padEnd(40)} ${'own'.padStart(9)} ${'+ shared'.padStart(9)}   chunks`);
console.log(
  `${'map widget (view, hydration)'.padEnd(40)} ${kb(own(widgetKey)).padStart(9)} ${kb(gzipOf(widgetParts)).padStart(9)}   ${widgetParts.length} (runtime chunks other widgets share)`,
);
console.log(
  `${'Leaflet + clusters + CSS (map start)'.padEnd(40)} ${kb(own(drawKey)).padStart(9)} ${kb(gzipOf(drawParts)).padStart(9)}   ${drawParts.length}`,
);
console.log(
  `map's own JS (widget + drawing chunk): ${kb(own(widgetKey) + own(drawKey))} gzip, raw ${kb(raw((manifest[widgetKey] as ManifestChunk).file) + raw(drawFile))}`,
);
console.log(
  `Leaflet CSS only in the map's chunk: ${fs.readFileSync(path.join(dist, drawFile), 'utf8').includes('.leaflet-container') && !widgetCss.includes('.leaflet-container') ? 'yes' : 'NO'}`,
);
