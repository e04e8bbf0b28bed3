// npm run bench:content-timers — what each content widget of issue 16 task T5 ships, gzip level 9, from
// dist/assets (after `npm run build`): its own chunk, and with every chunk it imports statically (React
// included for the React views; the loader not counted). The Lottie player's lottie-web chunk is fetched
// by the widget's chunk and shown apart. The original add-on publishes no per-widget figure; its whole
// front end before any widget is beside them (tooling.md). Prints figures; asserts nothing.
import { closure, gzip, type ManifestChunk, manifest } from './support/vite-manifest.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const loaderKey = 'packages/loader/src/loader.ts';
const widgets: Array<[string, string]> = [
  ['content-countdown', 'packages/widgets/src/content/countdown/widget.tsx'],
  ['content-progress', 'packages/widgets/src/content/progress/widget.tsx'],
  ['content-animated-text', 'packages/widgets/src/content/animated-text/widget.tsx'],
  ['content-animated-headline', 'packages/widgets/src/content/animated-headline/widget.ts'],
  ['content-ticker', 'packages/widgets/src/content/ticker/widget.tsx'],
  ['content-reading-progress', 'packages/widgets/src/content/reading-progress/widget.ts'],
  ['content-video-playlist', 'packages/widgets/src/content/video-playlist/widget.tsx'],
  ['content-lottie', 'packages/widgets/src/content/lottie/widget.tsx'],
];

console.log(`${'widget'.padEnd(27)} ${'own'.padStart(8)} ${'+ shared'.padStart(9)} ${'+ lazy'.padStart(9)}`);
for (const [name, key] of widgets) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build`);
  const shared = [...closure(key)].filter((k) => k !== key && k !== loaderKey);
  const own = gzip(chunk.file);
  const total = own + shared.reduce((sum, k) => sum + gzip((manifest[k] as ManifestChunk).file), 0);
  const lazy = (chunk.dynamicImports ?? []).reduce(
    (sum, k) => sum + gzip((manifest[k] as ManifestChunk).file),
    0,
  );
  console.log(
    `${name.padEnd(27)} ${kb(own).padStart(8)} ${kb(total).padStart(9)} ${(lazy ? kb(lazy) : '—').padStart(9)}`,
  );
}
console.log(
  'add-on (page builder + pro + jQuery, before any widget): 93.5 KB; no per-widget figure is published.',
);
