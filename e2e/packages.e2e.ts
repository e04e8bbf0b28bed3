// The published package as a stranger uses it: `npm run build:packages` packs @site-widgets/widgets,
// examples/react-app (copied to a temp dir, outside the workspace) installs that tarball with npm,
// type-checks against its .d.ts, runs its own test, builds with Vite, and renders reviews from the demo
// server in Chromium.
//
// Serving: the example's dist/ is served by a small static server on a port of its own, and every path
// it has no file for (the ajax endpoint, the nonce, avatar images) is passed through to the demo server.
// The browser sees one origin, as with an app deployed behind a reverse proxy to the widgets server;
// calls from another origin need CORS from the server, which is the server's own concern and not what
// this test is about.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchChromium, openPage, reviewIds, shownReviewIds } from './support/browser.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const SETUP_TIMEOUT = 150_000;

let app: string;
let server: http.Server;
let exampleUrl: string;
let browser: Browser;

/** Runs a command in the example; on failure the error carries its output. */
const inApp = (command: string, args: string[]) =>
  run(command, args, { cwd: app, env: { ...process.env, NODE_ENV: '' }, maxBuffer: 16 * 1024 * 1024 });

beforeAll(async () => {
  const built = await run(process.execPath, ['scripts/build-packages.mjs'], { cwd: root });
  const tarball = path.join(root, built.stdout.trim().split('\n').at(-1) ?? '');
  expect(fs.existsSync(tarball)).toBe(true);

  app = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-react-app-'));
  fs.cpSync(path.join(root, 'examples/react-app'), app, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  const manifestPath = path.join(app, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  manifest.dependencies['@site-widgets/widgets'] = `file:${tarball}`;
  fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  // The example pins the root's React and Vite versions, so npm takes them from its cache.
  await inApp('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock']);
  await inApp('npx', ['vite', 'build', '--logLevel', 'warn']);

  server = http.createServer((request, response) => serveOrPass(path.join(app, 'dist'), request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  exampleUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (app) fs.rmSync(app, { recursive: true, force: true });
});

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** A file of the example's dist, or the same request passed to the demo server. */
function serveOrPass(dist: string, request: http.IncomingMessage, response: http.ServerResponse) {
  const pathname = new URL(request.url ?? '/', 'http://example').pathname;
  const file = path.join(dist, pathname === '/' ? 'index.html' : pathname);
  if (
    request.method === 'GET' &&
    file.startsWith(dist) &&
    fs.statSync(file, { throwIfNoEntry: false })?.isFile()
  ) {
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
    return;
  }
  const target = new URL(request.url ?? '/', baseUrl());
  const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

describe('@site-widgets/widgets installed from its tarball into a Vite + React app', () => {
  it('type-checks the app against the installed declarations', async () => {
    // Rejects (with tsc's messages) on any type error, the package's own .d.ts files included.
    await expect(inApp('npx', ['tsc', '--noEmit'])).resolves.toBeDefined();
  });

  it("passes the example's own test (the package in plain Node, server entry included)", async () => {
    const { stdout } = await inApp('npm', ['test', '--silent']);
    expect(stdout).toMatch(/# pass 2\n# fail 0/);
  });

  it('keeps the carousel (and Embla) out of an app that imports only the review list', async () => {
    fs.writeFileSync(
      path.join(app, 'src/list-only.tsx'),
      "import { ReviewListWidget } from '@site-widgets/widgets/review-list';\nconsole.log(ReviewListWidget);\n",
    );
    const output = await build({
      root: app,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: false, rollupOptions: { input: path.join(app, 'src/list-only.tsx') } },
    });
    const code = [output]
      .flat()
      .flatMap((result) => ('output' in result ? result.output : []))
      .map((chunk) => ('code' in chunk ? chunk.code : ''))
      .join('\n');
    expect(code).toContain('sw-review-list');
    expect(code).not.toContain('embla');
    expect(code).not.toContain('sw-review-carousel');
  });

  it('renders the review list and the review carousel with reviews from the demo server', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, baseURL: exampleUrl });
    await page.goto('/');
    const visible = reviewIds().visible;

    const list = page.locator('.sw-review-list');
    await list.locator('[data-review-id]').first().waitFor();
    const listed = await list
      .locator('[data-review-id]')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-review-id'))));
    expect(listed).toHaveLength(4);
    expect(visible).toEqual(expect.arrayContaining(listed));
    await expect.poll(() => page.getByRole('heading', { name: 'What guests say' }).count()).toBe(1);

    // A second call through the provider's client (with the nonce it fetched) loads the next page.
    await page.getByRole('button', { name: 'Load more reviews' }).click();
    await expect.poll(() => list.locator('[data-review-id]').count()).toBeGreaterThan(4);

    const carousel = page.getByRole('region', { name: 'Review carousel' });
    await carousel.locator('[data-review-id]').first().waitFor();
    const slides = await carousel
      .locator('[data-review-id]')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-review-id'))));
    expect(new Set(slides).size).toBe(6);
    expect(visible).toEqual(expect.arrayContaining(slides));
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => carousel.getAttribute('data-current-slide')).toBe('2');

    // The page's styles are the package's styles.css: the list's grid is laid out by it.
    expect(await list.evaluate((element) => getComputedStyle(element).boxSizing)).toBe('border-box');
    expect(await shownReviewIds(page)).toEqual(expect.arrayContaining(slides));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
