import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { sanitiseCountdownMessage } from '../src/modules/content/countdown-message.ts';
import { nextTasting } from '../src/modules/content/events-demo.ts';
import type { OembedLookup } from '../src/modules/content/oembed/oembed-client.ts';
import { freshDatabase } from './support/databases.ts';

describe('countdown message HTML (spec 001 §5: sanitised on the server)', () => {
  it('keeps text formatting and http(s) links', () => {
    expect(
      sanitiseCountdownMessage(
        '<p><strong>Started!</strong> <a href="https://cafe.example/menu">Menu</a></p>',
      ),
    ).toBe('<p><strong>Started!</strong> <a href="https://cafe.example/menu">Menu</a></p>');
  });

  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src=x onerror=alert(1)>Hi', 'Hi'],
    ['<p onclick="alert(1)" style="color:red">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">Hi</a>', '<a>Hi</a>'],
    ['<a href="data:text/html,x">Hi</a>', '<a>Hi</a>'],
    ['<iframe src="https://evil.example"></iframe>Hi', 'Hi'],
    ['<svg><script>alert(1)</script></svg>Hi', 'Hi'],
    ['<style>body{display:none}</style>Hi', 'Hi'],
    ['<form action="https://evil.example"><input name=x></form>Hi', 'Hi'],
  ])('cleans %j', (input, output) => {
    expect(sanitiseCountdownMessage(input)).toBe(output);
  });

  it('makes a new-window link unable to reach back to the page', () => {
    expect(sanitiseCountdownMessage('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('the next tasting', () => {
  it('is the next Friday at 18:00 UTC', () => {
    // Wednesday 25 November 2026, noon.
    expect(new Date(nextTasting(Date.UTC(2026, 10, 25, 12))).toISOString()).toBe('2026-11-27T18:00:00.000Z');
    // Friday at 18:00 itself: the one a week later.
    expect(new Date(nextTasting(Date.UTC(2026, 10, 27, 18))).toISOString()).toBe('2026-12-04T18:00:00.000Z');
    expect(new Date(nextTasting(Date.UTC(2026, 10, 27, 17, 59))).toISOString()).toBe(
      '2026-11-27T18:00:00.000Z',
    );
  });
});

describe('/events (issue 16, task T5)', () => {
  let database: Database | undefined;
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    await database?.destroy();
  });

  async function events(now: number, oembed?: OembedLookup) {
    database = await freshDatabase('sqlite');
    const { app } = await buildApp({
      config: { logLevel: 'silent', trustProxy: undefined },
      database,
      nonceSecret: randomBytes(32).toString('hex'),
      now: () => now,
      content: { oembed },
    });
    close = () => app.close();
    return app.inject({ method: 'GET', url: '/events' });
  }

  it('renders the countdown with the time left at the request, so nothing jumps at hydration', async () => {
    // Wednesday 12:00:00 → Friday 18:00: 2 days, 6 hours, 0 minutes, 0 seconds.
    const response = await events(Date.UTC(2026, 10, 25, 12, 0, 0));
    expect(response.statusCode).toBe(200);
    const timer =
      /data-countdown-id="friday-tasting"[\s\S]*?role="timer"[\s\S]*?<\/div>/.exec(response.body)?.[0] ?? '';
    const values = [...timer.matchAll(/sw-countdown__value">(\d+)</g)].map((match) => match[1]);
    expect(values).toEqual(['02', '06', '00', '00']);
    expect(response.body).toContain('data-ends-at="2026-11-27T18:00:00.000Z"');
  });

  it('writes the owner-configured message sanitised and hidden until zero', async () => {
    const response = await events(Date.UTC(2026, 10, 25, 12));
    expect(response.body).toMatch(
      /data-slot="message" role="status" hidden="">\s*<p><strong>The tasting has started!<\/strong>/,
    );
    expect(response.body).toContain('<template id="early-bird-code">');
  });

  it('places every widget of the page with its attributes', async () => {
    const response = await events(Date.UTC(2026, 10, 25, 12));
    for (const name of [
      'content-countdown',
      'content-progress',
      'content-animated-text',
      'content-animated-headline',
      'content-ticker',
      'content-reading-progress',
      'content-video-playlist',
      'content-lottie',
    ]) {
      expect(response.body).toContain(`data-widget="${name}"`);
    }
    expect(response.body).toContain('48,250');
    expect(response.body).toContain('data-src="/site/animations/steaming-cup.json"');
  });

  it('shows the playlist titles (the owner-stored ones for the demo files)', async () => {
    const response = await events(Date.UTC(2026, 10, 25, 12));
    expect(response.body).toContain('Pouring the house blend');
    expect(response.body).toContain('Morning on the quay');
    expect(response.body).toContain('Scones from the oven');
  });

  it('changes its version every second (a cached copy never shows an old time left)', async () => {
    const first = await events(Date.UTC(2026, 10, 25, 12, 0, 0));
    await close?.();
    await database?.destroy();
    const later = await events(Date.UTC(2026, 10, 25, 12, 0, 1));
    expect(first.headers.etag).not.toBe(later.headers.etag);
  });

  it('answers a playlist by id with the titles the server looked up, and 404 for any other id', async () => {
    const lookups: string[] = [];
    const oembed: OembedLookup = {
      title: async (_provider, url) => {
        lookups.push(url);
        return null;
      },
    };
    await events(Date.UTC(2026, 10, 25, 12), oembed);
    const app = (
      await buildApp({
        config: { logLevel: 'silent', trustProxy: undefined },
        database: database as Database,
        nonceSecret: randomBytes(32).toString('hex'),
        content: { oembed },
      })
    ).app;
    try {
      const answer = await app.inject({
        method: 'GET',
        url: '/wp-json/site-widgets/v1/video-playlist?playlist_id=cafe-films',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        heading: 'Now showing',
        items: [
          {
            kind: 'file',
            url: '/site/videos/pouring-the-house-blend.webm',
            title: 'Pouring the house blend',
          },
          { kind: 'file', url: '/site/videos/morning-on-the-quay.webm', title: 'Morning on the quay' },
          { kind: 'file', url: '/site/videos/scones-from-the-oven.webm', title: 'Scones from the oven' },
        ],
      });
      for (const id of ['nope', '', '%3Cscript%3E', 'a'.repeat(200)]) {
        const missing = await app.inject({
          method: 'GET',
          url: `/wp-json/site-widgets/v1/video-playlist?playlist_id=${id}`,
        });
        expect(missing.statusCode).toBe(404);
        expect(missing.body).not.toContain('<script>');
      }
      // Files have no oEmbed: the provider is never asked for them.
      expect(lookups).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
