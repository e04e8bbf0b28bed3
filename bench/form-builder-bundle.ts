// npm run bench:form-builder — what the add-on form builder (issue 17 item 5) ships, gzip level 9, from
// dist/assets and Vite's manifest: the form-builder chunk alone (its view, step machine, content and
// upload code), what it adds to a page that already runs the loader (chunks the loader holds anyway —
// the attribute schemas — are not counted twice; React is, unless another widget brought it), and the
// whole page cost with the loader, beside the original form plugin + jQuery's 88.9 KB. Prints figures;
// asserts nothing.
import { closure, gzip, keyOf, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const loader = keyOf('packages/loader/src/loader.ts');
const widget = keyOf('forms/addon-form-builder/widget.tsx');
const sum = (keys: Iterable<string>) =>
  [...new Set(keys)].reduce((total, key) => total + gzip((manifest[key] as ManifestChunk).file), 0);
const loaderHolds = closure(loader);
const added = [...closure(widget)].filter((key) => !loaderHolds.has(key));
const react = added.filter((key) => key.includes('react'));
const withLoader = sum([...closure(widget), ...loaderHolds]);

console.log(
  `form-builder chunk alone:            ${kb(gzip((manifest[widget] as ManifestChunk).file))} gzip`,
);
console.log(`added to a page with the loader:     ${kb(sum(added))} gzip (${added.length} chunks)`);
console.log(
  `  of which React ${kb(sum(react))}, the shared widget runtime ${kb(sum(added) - sum(react) - gzip((manifest[widget] as ManifestChunk).file))} (every hydrated widget needs both)`,
);
console.log(`page cost with the loader:           ${kb(withLoader)} gzip`);
console.log(
  `form plugin + jQuery:                88.9 KB gzip (ratio ${(withLoader / (88.9 * 1024)).toFixed(2)})`,
);
