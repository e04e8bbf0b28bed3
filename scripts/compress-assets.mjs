// After `vite build`: a .br and a .gz beside every JS, CSS, SVG and source-map asset, so the server sends
// compressed bytes without compressing on each request (@fastify/static preCompressed). The demo site's
// static files (site/public) are copied to dist/site with the same copies beside the text ones (site.css,
// the SVG images, the plain HTML page); the server serves dist/site when it exists, site/public otherwise.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const COMPRESSIBLE = /\.(js|css|svg|map|html|json|txt)$/;

function compressBeside(file) {
  const bytes = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
}

const assets = path.join(root, 'dist/assets');
let count = 0;
for (const name of fs.readdirSync(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  compressBeside(path.join(assets, name));
  count++;
}

const site = path.join(root, 'dist/site');
fs.rmSync(site, { recursive: true, force: true });
fs.cpSync(path.join(root, 'site/public'), site, { recursive: true });
let siteCount = 0;
for (const entry of fs.readdirSync(site, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  compressBeside(path.join(entry.parentPath, entry.name));
  siteCount++;
}
console.log(`compressed ${count} assets and ${siteCount} site files (br, gz)`);
