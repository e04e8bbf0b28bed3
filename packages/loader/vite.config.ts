import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Small modules the widgets every page starts after `load` share (bench: `npm run bench:lighthouse -- --detail yes`). */
const PAGE_START_MODULES = [
  'contract/src/attribute-values.ts',
  'contract/src/page-vars.ts',
  'contract/src/site/site-page-vars.ts',
  'contract/src/site/site-attributes.ts',
  'contract/src/builder/motion-attributes.ts',
  'contract/src/builder/popup-settings.ts',
  'contract/src/reviews/carousel-attributes.ts',
  'core/src/builder/debounce.ts',
  'core/src/builder/devices.ts',
  'core/src/builder/editor-mode.ts',
  'core/src/builder/link-actions.ts',
  'core/src/builder/popup-environment.ts',
  'core/src/builder/popup-triggers.ts',
  'core/src/storage/browser-storage.ts',
  'widgets/src/builder/shared/page-geometry.ts',
  'widgets/src/builder/popup/page-facts.ts',
  'widgets/src/site/shared/browser.ts',
  'widgets/src/site/shared/site-page-vars.ts',
];

/**
 * Issue 10: Vite wraps every dynamic import in its preload helper even with `modulePreload: false`
 * (vitejs/vite#13952, #18551, open), to load the CSS a lazy chunk imports. Ours import none (widget CSS
 * is in widgets.css, or `?inline` strings), so every call passed an empty list, and the helper was 1.2 KB
 * of the loader (≈ 650 bytes gzip) that every page fetches first. It is replaced by one that just
 * imports; the build fails if a chunk ever imports CSS, which the real helper would have had to load.
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'site-widgets:plain-dynamic-imports',
    enforce: 'pre',
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : null),
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        // The entries (the loader, and widgets.css's own) are not loaded by a dynamic import.
        const css = file.type === 'chunk' && !file.isEntry ? [...(file.viteMetadata?.importedCss ?? [])] : [];
        if (css.length > 0) {
          this.error(
            `${file.fileName} imports CSS (${css.join(', ')}), which the loader would not load: put it in widgets.css or import it with ?inline`,
          );
        }
      }
    },
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/**
 * Builds the loader and every widget chunk into dist/assets. The loader keeps a stable name (site owners
 * paste its address); chunks carry content hashes and are cached forever.
 */
export default defineConfig({
  root,
  plugins: [plainDynamicImports(), react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: path.join(root, 'dist/assets'),
    emptyOutDir: true,
    target: 'es2020',
    // The widget styles' `:is()` (host-reset, host-guard) as written: browsers without it (Chrome and
    // Edge before 88, 2020) would get each such rule twice more as `:-webkit-any()`/`:-moz-any()`, about
    // 6 KB of the CSS every page carries inline.
    cssTarget: ['chrome88', 'edge88', 'firefox78', 'safari14'],
    minify: true,
    sourcemap: true,
    modulePreload: false,
    // bench/bundle-size.ts reads the chunk graph from it to total what each widget ships.
    manifest: true,
    rollupOptions: {
      input: {
        loader: path.join(here, 'src/loader.ts'),
        widgets: path.join(root, 'packages/widgets/styles/widgets.css'),
      },
      output: {
        entryFileNames: '[name].js',
        codeSplitting: {
          groups: [
            // React is shared by every widget: one long-cached chunk, fetched once per visitor.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Issue 10: what every page starts after `load` (titles, analytics, sticky header, motion,
            // popups) shares small modules; left to themselves they were 14 chunks of 0.1–3 KB, each a
            // request. Only the modules named here, not what they import (zod stays its own chunk).
            {
              name: 'page-start',
              test: (id: string) => PAGE_START_MODULES.some((module) => id.endsWith(module)),
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
        // A widget's own chunk is named after it (review-list-<hash>.js); shared chunks keep theirs.
        chunkFileNames: (chunk) => {
          const widget = /reviews\/([\w-]+)\/widget\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return `${widget ?? '[name]'}-[hash].js`;
        },
        assetFileNames: (asset) =>
          asset.names?.[0] === 'widgets.css' ? 'widgets.css' : '[name]-[hash][extname]',
      },
    },
  },
});
