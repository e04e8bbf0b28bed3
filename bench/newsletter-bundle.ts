// npm run bench:newsletter — what the newsletter signup (issue 17 item 6) ships, gzip level 9, from
// dist/assets: the widget's own chunk and the shared chunks it needs (React among them), fetched only at
// the visitor's first interaction with the footer form; before it the form is plain server HTML and the
// page fetches none of it. Also the server HTML the form adds to every page. Prints figures; asserts nothing.
import { gzipSync } from 'node:zlib';
import { renderNewsletterWidget } from '@site-widgets/widgets/content/newsletter/server.tsx';
import { closure, gzip, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const loaderKey = 'packages/loader/src/loader.ts';
const key = 'packages/widgets/src/content/newsletter/widget.tsx';
const chunk = manifest[key];
if (!chunk) throw new Error(`${key} is not in the build (npm run build first)`);
const shared = [...closure(key)].filter((k) => k !== key && k !== loaderKey);
const own = gzip(chunk.file);
const sharedBytes = shared.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
console.log(`newsletter widget chunk (own)            ${kb(own).padStart(8)}`);
console.log(
  `  + shared chunks at first interaction   ${kb(own + sharedBytes).padStart(8)}   ${shared.join(', ')}`,
);

const html = renderNewsletterWidget({
  listId: 'harbour-news',
  clearFields: true,
  heading: 'Our newsletter',
  successMessage: 'Thank you for subscribing! Please check your inbox to confirm.',
});
console.log(
  `footer form server HTML (per page)       ${kb(gzipSync(html, { level: 9 }).length).padStart(8)}   (${html.length} bytes raw)`,
);
console.log(
  'newsletter JavaScript before the first interaction: 0 B (the loader starts it on focus, pointer or key)',
);
