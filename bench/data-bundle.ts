// npm run bench:data — what charts and data tables (issue 17) ship, gzip level 9, from dist/assets: each
// widget's chunk (fetched only for a page holding one), chart.js's drawing chunk (fetched when a chart
// starts), the export code and exceljs (fetched at the first export click). Prints figures; asserts nothing.
import { closure, gzip, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const loaderKey = 'packages/loader/src/loader.ts';
const exceljsKey = Object.keys(manifest).find((key) => key.includes('node_modules/exceljs/'));
const parts: Array<[string, string | undefined]> = [
  ['chart widget (with its view)', 'packages/widgets/src/data/chart/widget.tsx'],
  ['chart.js drawing (chart start)', 'packages/widgets/src/data/chart/draw-chart.ts'],
  ['data-table widget', 'packages/widgets/src/data/data-table/widget.tsx'],
  ['table export (first export)', 'packages/widgets/src/data/data-table/export-table.ts'],
  ['exceljs (first xlsx export)', exceljsKey],
];
console.log(
  `${'part'.padEnd(32)} ${'own'.padStart(8)} ${'+ shared'.padStart(9)}   shared chunks (not counting the loader)`,
);
for (const [label, key] of parts) {
  const chunk = key ? manifest[key] : undefined;
  if (!key || !chunk) throw new Error(`${label}: ${key ?? 'exceljs'} is not in the build`);
  const shared = [...closure(key)].filter((k) => k !== key && k !== loaderKey);
  const own = gzip(chunk.file);
  const total = own + shared.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
  console.log(`${label.padEnd(32)} ${kb(own).padStart(8)} ${kb(total).padStart(9)}   ${shared.join(', ')}`);
}
