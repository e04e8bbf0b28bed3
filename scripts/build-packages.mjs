// `npm run build:packages`: the React widgets as an npm package for apps outside this repo
// (docs/architecture.md "Packages for React apps"). Writes dist-packages/widgets (ESM JS, .d.ts, CSS and
// a publish-time package.json) and packs it into dist-packages/site-widgets-widgets-<version>.tgz.
//
// The workspace packages stay as they are (private, exporting TypeScript source): the repo's own build
// and tests keep reading source, and only this script knows the published shape.
//
// @site-widgets/contract and @site-widgets/core are bundled in (as modules of their own inside dist/),
// not published beside it: their APIs stay internal (free to change without a major version), an app
// installs one package, and the three can never be installed at mismatched versions.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import * as esbuild from 'esbuild';
import { build } from 'vite';

// Production JSX (react/jsx-runtime), whatever the caller's environment: under NODE_ENV=test (vitest)
// the React plugin would emit jsxDEV calls, which production React does not have.
process.env.NODE_ENV = 'production';

const root = path.resolve(import.meta.dirname, '..');
const packages = path.join(root, 'packages');
const outRoot = path.join(root, 'dist-packages');
const out = path.join(outRoot, 'widgets');
const dist = path.join(out, 'dist');
const VERSION = '0.1.0';
const PEERS = { react: '^19.0.0', 'react-dom': '^19.0.0' };

/** Public entry points: subpath → source module (relative to packages/widgets/src). */
const ENTRIES = {
  '.': 'index.ts',
  './review-list': 'entries/review-list.ts',
  './review-carousel': 'entries/review-carousel.ts',
  './review-slider': 'entries/review-slider.ts',
  './server': 'entries/server.ts',
};
/** Entries a React Server Components app (Next.js) must treat as client code. */
const CLIENT_ENTRIES = ['.', './review-list', './review-carousel', './review-slider'];

const widgetsSource = path.join(packages, 'widgets/src');
const isBare = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');
const isOwn = (id) => id.startsWith('@site-widgets/');
/** packages/<name>/src/<file> → dist/<name>/<file>: the `src` level says nothing to a reader of dist. */
const distName = (sourcePath) => sourcePath.replace(/^(\w+)\/src\//, '$1/');
const outputOf = (entry) => `./dist/${distName(`widgets/src/${ENTRIES[entry]}`).replace(/\.tsx?$/, '.js')}`;

fs.rmSync(outRoot, { recursive: true, force: true });
fs.mkdirSync(dist, { recursive: true });

// 1. JavaScript: one output module per source module (preserveModules), so an app's bundler keeps only
// what it imports: importing the review list never brings the carousel (or Embla) in.
const externals = new Set();
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: dist,
    emptyOutDir: false,
    target: 'es2022',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: Object.fromEntries(
        Object.values(ENTRIES).map((file) => [
          `widgets/src/${file.replace(/\.tsx?$/, '')}`,
          path.join(widgetsSource, file),
        ]),
      ),
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => {
        if (!isBare(id) || isOwn(id)) return false;
        if (!id.startsWith('node:')) externals.add(id);
        return true;
      },
      output: {
        preserveModules: true,
        preserveModulesRoot: packages,
        entryFileNames: (chunk) => `${distName(chunk.name)}.js`,
      },
    },
  },
});

// 2. Types: tsc writes declarations of the same modules; their import paths are made to point into dist.
const typesDir = path.join(outRoot, '.types');
const tsconfig = path.join(outRoot, 'tsconfig.types.json');
fs.writeFileSync(
  tsconfig,
  JSON.stringify({
    extends: '../tsconfig.json',
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: '../packages',
      outDir: './.types',
      // Resolved as source, not through node_modules: tsc writes no declarations for library files.
      paths: {
        '@site-widgets/contract': ['../packages/contract/src/index.ts'],
        '@site-widgets/contract/*': ['../packages/contract/src/*'],
        '@site-widgets/core': ['../packages/core/src/index.ts'],
        '@site-widgets/core/*': ['../packages/core/src/*'],
      },
    },
    include: [],
    files: Object.values(ENTRIES).map((file) => `../packages/widgets/src/${file}`),
  }),
);
execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], {
  stdio: 'inherit',
});
for (const entry of fs.readdirSync(typesDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const from = path.join(entry.parentPath, entry.name);
  const relative = path.relative(typesDir, from);
  const to = path.join(dist, distName(relative));
  const text = fs
    .readFileSync(from, 'utf8')
    .replace(
      /((?:from|import)\s*\(?\s*)(['"])([^'"]+)\2/g,
      (_match, before, quote, specifier) => `${before}${quote}${typeSpecifier(specifier, to)}${quote}`,
    );
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.writeFileSync(to, text);
}
fs.rmSync(typesDir, { recursive: true });
fs.rmSync(tsconfig);

/** `./x.tsx` → `./x.js`; `@site-widgets/core/a/b.ts` → a relative path to dist/core/a/b.js. */
function typeSpecifier(specifier, declarationFile) {
  const own = /^@site-widgets\/(\w+)(?:\/(.+))?$/.exec(specifier);
  if (own) {
    const target = path.join(dist, own[1], (own[2] ?? 'index.ts').replace(/\.tsx?$/, '.js'));
    const relative = path.relative(path.dirname(declarationFile), target).split(path.sep).join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  }
  return specifier.startsWith('.') ? specifier.replace(/\.tsx?$/, '.js') : specifier;
}

// 3. CSS: the widgets' stylesheet, its @imports inlined. Not imported by the JS (apps decide where it
// goes); `import '@site-widgets/widgets/styles.css'` once.
await esbuild.build({
  entryPoints: [path.join(packages, 'widgets/styles/widgets.css')],
  outfile: path.join(out, 'styles.css'),
  bundle: true,
  minify: true,
  logLevel: 'warning',
  // As the loader build: `:is()` kept as written (loader vite.config.ts cssTarget).
  target: ['chrome88', 'edge88', 'firefox78', 'safari14'],
});

// 4. React Server Components: the client entries say so, or Next.js's app router refuses their hooks.
for (const entry of CLIENT_ENTRIES) {
  const file = path.join(out, outputOf(entry));
  fs.writeFileSync(file, `'use client';\n${fs.readFileSync(file, 'utf8')}`);
}

// 5. package.json: dependencies are exactly the packages the output imports, at the workspace's versions.
const workspaceVersions = {};
for (const name of ['contract', 'core', 'widgets']) {
  const manifest = JSON.parse(fs.readFileSync(path.join(packages, name, 'package.json'), 'utf8'));
  Object.assign(workspaceVersions, manifest.dependencies);
}
const packageNameOf = (id) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');
const dependencies = {};
for (const id of [...externals].map(packageNameOf).sort()) {
  if (id in PEERS) continue;
  const version = workspaceVersions[id];
  if (!version) throw new Error(`${id} is imported by the widgets but is in no workspace package.json`);
  // A range, not a pin: an app that already has a compatible copy keeps one copy.
  dependencies[id] = `^${version}`;
}
const exportsMap = {};
for (const entry of Object.keys(ENTRIES)) {
  const js = outputOf(entry);
  exportsMap[entry] = { types: js.replace(/\.js$/, '.d.ts'), default: js };
}
exportsMap['./styles.css'] = './styles.css';
exportsMap['./package.json'] = './package.json';
const manifest = {
  name: '@site-widgets/widgets',
  version: VERSION,
  description: 'React review widgets (list, carousel, slider) for the site-widgets server.',
  type: 'module',
  sideEffects: ['*.css'],
  exports: exportsMap,
  main: outputOf('.'),
  types: exportsMap['.'].types,
  files: ['dist', 'styles.css', 'README.md', 'CHANGELOG.md'],
  peerDependencies: PEERS,
  dependencies,
};
fs.writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
fs.copyFileSync(path.join(root, 'CHANGELOG.md'), path.join(out, 'CHANGELOG.md'));
fs.writeFileSync(
  path.join(out, 'README.md'),
  [
    '# @site-widgets/widgets',
    '',
    'React review widgets for a site-widgets server. Peer dependencies: react and react-dom 19.',
    '',
    '```tsx',
    "import { ReviewListWidget, SiteWidgetsProvider } from '@site-widgets/widgets/review-list';",
    "import '@site-widgets/widgets/styles.css';",
    '',
    '<SiteWidgetsProvider serverUrl="https://reviews.example.com">',
    '  <ReviewListWidget template="1" perRow="3" rows="2" />',
    '</SiteWidgetsProvider>',
    '```',
    '',
    'Entries: `.` (everything), `./review-list`, `./review-carousel`, `./review-slider`, `./server`',
    '(server rendering for pages the loader hydrates), `./styles.css`. See CHANGELOG.md.',
    '',
  ].join('\n'),
);

// 6. The tarball an app installs (`npm install ./site-widgets-widgets-0.1.0.tgz`, or from a registry).
const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', outRoot], { cwd: out })
  .toString()
  .trim();
console.log(`dist-packages/${packed}`);
