import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cookieValue, createVisitorIdentity, VISITOR_COOKIE } from '../src/modules/shop/visitor-identity.ts';

function appWith(secret = 'a-secret') {
  const identity = createVisitorIdentity({ secret, days: 30 });
  const app = Fastify();
  app.get('/read', async (request) => ({ visitor: identity.read(request) }));
  app.post('/write', async (request, reply) => ({ visitor: identity.ensure(request, reply) }));
  return app;
}

function cookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return String(header).split(';')[0] ?? '';
}

describe('shop visitor identity', () => {
  it('sets no cookie on a read, and reads no visitor without one', async () => {
    const app = appWith();
    const answer = await app.inject({ method: 'GET', url: '/read' });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.json()).toEqual({ visitor: null });
  });

  it('sets an HttpOnly, SameSite=Lax cookie on the first write and keeps the same id after it', async () => {
    const app = appWith();
    const first = await app.inject({ method: 'POST', url: '/write' });
    const header = String(first.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Max-Age=2592000/);
    expect(header).toMatch(/Path=\//);
    const { visitor } = first.json();
    expect(visitor).toMatch(/^[\w-]{22}$/);
    const cookie = cookieOf(first.headers['set-cookie']);
    const read = await app.inject({ method: 'GET', url: '/read', headers: { cookie } });
    expect(read.json()).toEqual({ visitor });
    const again = await app.inject({ method: 'POST', url: '/write', headers: { cookie } });
    expect(again.json()).toEqual({ visitor });
  });

  it('refuses a forged, altered or foreign-secret cookie, and gives a writer a fresh id instead', async () => {
    const ours = appWith('ours');
    const theirs = appWith('theirs');
    const foreign = cookieOf((await theirs.inject({ method: 'POST', url: '/write' })).headers['set-cookie']);
    const genuine = cookieOf((await ours.inject({ method: 'POST', url: '/write' })).headers['set-cookie']);
    const [name, value = ''] = genuine.split('=');
    const altered = `${name}=${value.slice(0, 5)}${value[5] === 'A' ? 'B' : 'A'}${value.slice(6)}`;
    for (const cookie of [
      foreign,
      altered,
      `${VISITOR_COOKIE}=aaaaaaaaaaaaaaaaaaaaaa`,
      `${VISITOR_COOKIE}=' OR 1=1 --`,
      `${VISITOR_COOKIE}=${'x'.repeat(5000)}`,
    ]) {
      const read = await ours.inject({ method: 'GET', url: '/read', headers: { cookie } });
      expect(read.json(), cookie.slice(0, 40)).toEqual({ visitor: null });
      const write = await ours.inject({ method: 'POST', url: '/write', headers: { cookie } });
      expect(write.json().visitor).not.toBe(value.slice(0, 22));
      expect(write.headers['set-cookie']).toBeDefined();
    }
  });

  it('finds its cookie among others and ignores look-alike names', () => {
    expect(cookieValue('a=1; sw_visitor=abc; b=2', VISITOR_COOKIE)).toBe('abc');
    expect(cookieValue('xsw_visitor=abc', VISITOR_COOKIE)).toBeUndefined();
    expect(cookieValue(undefined, VISITOR_COOKIE)).toBeUndefined();
  });
});
