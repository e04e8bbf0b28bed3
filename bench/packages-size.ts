// npm run bench:packages — what @site-widgets/widgets adds to a React app's JavaScript (issue 18): the
// built package (npm run build:packages) imported as an app imports it, each app bundled by Vite
// (production, minified), gzip level 9 over all its JS. React alone, + the review list, + the review list
// and the carousel, and the same two widgets from the package's root entry. Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const packageDir = path.join(root, 'dist-packages/widgets');
if (!fs.existsSync(path.join(packageDir, 'package.json'))) {
  execFileSync(process.execPath, ['scripts/build-packages.mjs'], { cwd: root, stdio: 'inherit' });
}

// A scratch app whose node_modules holds the built package, so its `exports` map is what resolves.
const app = path.join(root, 'dist-packages/.bench');
fs.rmSync(app, { recursive: true, force: true });
fs.mkdirSync(path.join(app, 'node_modules/@site-widgets'), { recursive: true });
fs.symlinkSync(packageDir, path.join(app, 'node_modules/@site-widgets/widgets'), 'dir');

const mount = (imports: string, tree: string) => `${imports}
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root') as HTMLElement).render(${tree});
`;

const APPS: Record<string, string> = {
  'React alone': mount('', '<p>Hello</p>'),
  '+ ReviewList': mount(
    "import { ReviewListWidget, SiteWidgetsProvider } from '@site-widgets/widgets/review-list';",
    '<SiteWidgetsProvider><ReviewListWidget template="1" /></SiteWidgetsProvider>',
  ),
  '+ ReviewList + ReviewCarousel': mount(
    `import { ReviewListWidget, SiteWidgetsProvider } from '@site-widgets/widgets/review-list';
import { ReviewCarouselWidget } from '@site-widgets/widgets/review-carousel';`,
    '<SiteWidgetsProvider><ReviewListWidget template="1" /><ReviewCarouselWidget template="1" /></SiteWidgetsProvider>',
  ),
  'both, from the root entry': mount(
    "import { ReviewCarouselWidget, ReviewListWidget, SiteWidgetsProvider } from '@site-widgets/widgets';",
    '<SiteWidgetsProvider><ReviewListWidget template="1" /><ReviewCarouselWidget template="1" /></SiteWidgetsProvider>',
  ),
};

async function gzipBytes(name: string, source: string): Promise<number> {
  const entry = path.join(app, `${name.replace(/\W+/g, '-')}.tsx`);
  fs.writeFileSync(entry, source);
  const result = await build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { write: false, minify: true, rollupOptions: { input: entry } },
  });
  const outputs = [result].flat() as Rollup.RollupOutput[];
  return outputs
    .flatMap((output) => output.output)
    .filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
let reactAlone = 0;
for (const [name, source] of Object.entries(APPS)) {
  const bytes = await gzipBytes(name, source);
  reactAlone ||= bytes;
  const added = bytes - reactAlone;
  console.log(
    `${name.padEnd(32)} ${String(bytes).padStart(7)} B gzip (${kb(bytes)})${added ? `, +${kb(added)} over React` : ''}`,
  );
}
const css = gzipSync(fs.readFileSync(path.join(packageDir, 'styles.css')), { level: 9 }).length;
console.log(`${'styles.css (all widgets)'.padEnd(32)} ${String(css).padStart(7)} B gzip (${kb(css)})`);
fs.rmSync(app, { recursive: true, force: true });
