// npm run bench:form-bundle — the JavaScript an embedded form ships (issue 12 "bench"): the loader, the
// `form` chunk and what it imports, and for the three-page catering form also its lazy gform-pagination
// and gform-conditional-logic chunks; gzip level 9, from dist/assets and Vite's manifest, beside the
// form plugin's 88.9 KB. Prints figures; asserts nothing.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { closure, gzip, keyOf, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const total = (keys: Iterable<string>) =>
  [...new Set([...keys].flatMap((key) => [...closure(key)]))]
    .map((key) => (manifest[key] as ManifestChunk).file)
    .reduce((sum, file) => sum + gzip(file), 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const loader = keyOf('packages/loader/src/loader.ts');
const form = keyOf('forms/form/widget.tsx');
const pagination = keyOf('forms/form/gform-pagination.ts');
const logic = keyOf('forms/form/gform-conditional-logic.ts');
const products = keyOf('forms/priced-fields/gform-products.ts');
const fileUpload = keyOf('forms/upload/gform-fileupload.ts');

const contact = total([loader, form]);
const catering = total([loader, form, pagination, logic, fileUpload]);
console.log(`form chunk alone:                 ${kb(gzip((manifest[form] as ManifestChunk).file))} gzip`);
console.log(
  `gform-pagination:                 ${kb(gzip((manifest[pagination] as ManifestChunk).file))} gzip`,
);
console.log(`gform-conditional-logic:          ${kb(gzip((manifest[logic] as ManifestChunk).file))} gzip`);
console.log(
  `gform-fileupload (issue 13):      ${kb(gzip((manifest[fileUpload] as ManifestChunk).file))} gzip`,
);
console.log(`contact form (one page, no rules): ${kb(contact)} gzip with the loader and React`);
console.log(`three-page catering form:          ${kb(catering)} gzip with the loader and React`);
console.log(
  `form plugin + jQuery:              88.9 KB gzip (ratio ${(catering / (88.9 * 1024)).toFixed(2)})`,
);

// Issue 13: what the priced, calculation and list fields add. The form chunk holds only the glue (the
// view slot, the wire values, the recalculation timing); esbuild bundles that glue alone here, minified,
// leaving out what the form chunk holds anyway (esbuild comes with tsx and vite). The views, pricing
// and formula code are the lazy gform-products chunk, loaded only by forms with such fields.
const views = await build({
  stdin: {
    contents: [
      "export { pricedFieldView } from './packages/widgets/src/forms/priced-fields/view-slot.ts';",
      "export { moneyOrListWireEntries } from './packages/widgets/src/forms/priced-fields/wire-values.ts';",
      "export { usePriceRecalculation } from './packages/widgets/src/forms/priced-fields/use-price-recalculation.ts';",
    ].join('\n'),
    resolveDir: path.resolve(import.meta.dirname, '..'),
    loader: 'ts',
  },
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  jsx: 'automatic',
  external: [
    'react',
    'react/jsx-runtime',
    'zod/mini',
    './gform-products.ts',
    '@site-widgets/contract/forms/form-definition.ts',
    '@site-widgets/contract/forms/priced-fields.ts',
    '@site-widgets/core/site/chunk-loading.ts',
    '@site-widgets/core/timing/clock.ts',
  ],
  logLevel: 'silent',
});
const viewsBytes = gzipSync(views.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
console.log(`priced/list glue in the form chunk:  ${kb(viewsBytes)} gzip (about; bundled alone)`);
console.log(
  `gform-products (views, pricing):   ${kb(gzip((manifest[products] as ManifestChunk).file))} gzip, lazy`,
);
console.log(
  `catering form with gform-products and gform-fileupload: ${kb(total([loader, form, pagination, logic, fileUpload, products]))} gzip`,
);
