import { createHash, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import { seedDemoIfEmpty } from '../src/modules/reviews/demo-seed.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const PAGES = ['/', '/reviews', '/write-a-review', '/feedback', '/about', '/contact', '/embed-demo.html'];

function expectPageHeaders(headers: Record<string, unknown>, where: string) {
  const csp = String(headers['content-security-policy']);
  expect(csp, where).toContain("default-src 'self'");
  expect(csp, where).toContain("script-src 'self'");
  expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp, where).toContain("frame-ancestors 'self'");
  expect(csp, where).toContain("object-src 'none'");
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], where).toBe('SAMEORIGIN');
}

describe.each(DIALECTS)('security headers on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('every demo page forbids framing by other sites, foreign scripts and sniffing', async () => {
    t = await createTestApp(dialect);
    await seedDemoIfEmpty(t.database);
    for (const url of PAGES) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectPageHeaders(response.headers, url);
    }
  });

  it('static documents carry the page headers; scripts and stylesheets only those that act on them', async () => {
    t = await createTestApp(dialect);
    const svg = await t.app.inject({ method: 'GET', url: '/site/images/logo-mark.svg' });
    expect(svg.statusCode).toBe(200);
    expectPageHeaders(svg.headers, 'an SVG opened on its own is a document');
    const files = ['/site/site.css', '/assets/loader.js', '/assets/widgets.css'];
    // Each as sent plain and from its pre-compressed copies.
    for (const [url, encoding] of files.flatMap((file) =>
      ['identity', 'br', 'gzip'].map((e) => [file, e] as const),
    )) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, url).toBe(200);
      if (encoding !== 'identity' && url.startsWith('/assets/'))
        expect(response.headers['content-encoding'], url).toBe(encoding);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'x-xss-protection',
      ])
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('a page carries the start script inline, allowed by its hash; nothing else inline can run', async () => {
    t = await createTestApp(dialect);
    await seedDemoIfEmpty(t.database);
    for (const url of ['/', '/reviews']) {
      const response = await t.app.inject({ method: 'GET', url });
      const scripts = [...response.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      const boot = scripts.filter(([, attributes]) =>
        /data-loader="\/assets\/loader\.js"/.test(attributes ?? ''),
      );
      expect(boot, url).toHaveLength(1);
      const hash = createHash('sha256')
        .update(boot[0]?.[2] ?? '')
        .digest('base64');
      const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(scriptSrc, url).toBe(`'self' 'sha256-${hash}'`);
      // The loader's own tag is gone; the other script elements are data, which never run.
      expect(response.body, url).not.toContain('src="/assets/loader.js"');
      for (const [, attributes] of scripts.filter((script) => script !== boot[0]))
        expect(attributes, url).toMatch(/type="application\/(ld\+)?json"/);
    }
  });

  it('the ajax endpoint keeps its own sandboxing policy, once', async () => {
    t = await createTestApp(dialect);
    const response = await t.ajax({ action: 'nope' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('configured frame ancestors and sources', () => {
  it('frames only by the owner’s listed sites, without the older same-origin header', async () => {
    const database = await freshDatabase('sqlite');
    const config = configFromEnv({
      FRAME_ANCESTORS: "'self' https://partner.example",
      CSP_SCRIPT_SOURCES: 'https://widgets.example',
      CSP_CONNECT_SOURCES: 'https://stats.example',
    });
    const { app } = await buildApp({
      config: { logLevel: 'silent', trustProxy: undefined, pageHeaders: config.pageHeaders },
      database,
      nonceSecret: randomBytes(32).toString('hex'),
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/about' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self' https://partner.example");
      expect(csp).toContain("script-src 'self' https://widgets.example");
      expect(csp).toContain("connect-src 'self' https://stats.example");
      expect(response.headers['x-frame-options']).toBeUndefined();
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it('refuses a source that could open the policy up, naming the variable', () => {
    for (const bad of ["'unsafe-inline'", '*', 'javascript:', "https://ok.example 'unsafe-eval'", 'data:']) {
      expect(() => configFromEnv({ CSP_SCRIPT_SOURCES: bad }), bad).toThrow(/CSP_SCRIPT_SOURCES/);
    }
  });
});
