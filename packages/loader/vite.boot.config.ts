import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/**
 * Issue 10: the inline start script our pages carry (src/page-boot.ts), built on its own as one
 * self-contained classic script (no imports: it runs inline, before the loader exists). The server
 * reads dist/boot/page-boot.js at start, writes it into each page and allows it by its hash.
 */
export default defineConfig({
  root,
  build: {
    outDir: path.join(root, 'dist/boot'),
    emptyOutDir: true,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: path.join(here, 'src/page-boot.ts'),
      formats: ['iife'],
      name: 'siteWidgetsPageBoot',
      fileName: () => 'page-boot.js',
    },
  },
});
