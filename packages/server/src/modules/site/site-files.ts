import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
export const SITE_PUBLIC_DIR = path.join(root, 'site/public');
export const ASSETS_DIR = path.join(root, 'dist/assets');
/** site/public as the build copies it, with .br/.gz beside its text files (scripts/compress-assets.mjs). */
export const BUILT_SITE_DIR = path.join(root, 'dist/site');

/** Where /site/ is served from: the built copy (with .br/.gz beside site.css and the SVG images), or the sources. */
export function siteRoot(): string {
  return fs.existsSync(BUILT_SITE_DIR) ? BUILT_SITE_DIR : SITE_PUBLIC_DIR;
}

/** The pages' two stylesheets by `href`, as files (readInlineStyles). */
export function siteStylesheetFiles(): Record<string, string> {
  return {
    '/site/site.css': path.join(siteRoot(), 'site.css'),
    '/assets/widgets.css': path.join(ASSETS_DIR, 'widgets.css'),
  };
}
