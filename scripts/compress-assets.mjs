// After `vite build`: a .br and a .gz beside every JS and CSS asset, so the server sends compressed bytes
// without compressing on each request (@fastify/static preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(import.meta.dirname, '../dist/assets');
let count = 0;
for (const name of fs.readdirSync(dir)) {
  if (!/\.(js|css|svg|map)$/.test(name)) continue;
  const file = path.join(dir, name);
  const bytes = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  count++;
}
console.log(`compressed ${count} assets (br, gz)`);
