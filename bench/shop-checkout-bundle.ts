// npm run bench:shop-checkout-bundle — what the checkout form's script (issue 15) ships, gzip level 9,
// from dist/assets: its own chunk and the shared chunks it needs besides the loader (React among them,
// shared with every React widget on the page). Prints figures; asserts nothing.
import { closure, gzip, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const loaderKey = 'packages/loader/src/loader.ts';
const key = 'packages/widgets/src/shop/checkout/widget.tsx';
const chunk = manifest[key];
if (!chunk) throw new Error(`${key} is not in the build: run npm run build`);
const shared = [...closure(key)].filter((k) => k !== key && k !== loaderKey);
const own = gzip(chunk.file);
const total = own + shared.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
console.log(`shop-checkout widget: own ${kb(own)}, with shared chunks ${kb(total)} (${shared.join(', ')})`);
