import { describe, expect, it, vi } from 'vitest';
import { createAjaxClient, credentialsOf } from '../src/ajax/ajax-client.ts';
import { addressOnServer, httpOriginOf } from '../src/site/server-url.ts';

const SERVER = 'https://widgets.example.com';
const PAGE = 'https://shop.example.org';

describe('addresses on the widgets server (issue 18 item 2)', () => {
  it('sends a root-relative call to the server when the page is another origin', () => {
    expect(addressOnServer('/wp-admin/admin-ajax.php', SERVER, PAGE)).toBe(
      'https://widgets.example.com/wp-admin/admin-ajax.php',
    );
    expect(addressOnServer('/data/chart?id=3', SERVER, PAGE)).toBe(
      'https://widgets.example.com/data/chart?id=3',
    );
  });

  it('keeps a relative call relative on the server’s own pages', () => {
    expect(addressOnServer('/wp-admin/admin-ajax.php', SERVER, SERVER)).toBe('/wp-admin/admin-ajax.php');
  });

  it('keeps every address as given when no server origin is known (tests, server rendering)', () => {
    expect(addressOnServer('/wp-json/x', undefined, PAGE)).toBe('/wp-json/x');
  });

  it('leaves absolute, protocol-relative and page-relative addresses alone', () => {
    expect(addressOnServer('https://other.example/ajax', SERVER, PAGE)).toBe('https://other.example/ajax');
    expect(addressOnServer('//cdn.example/x', SERVER, PAGE)).toBe('//cdn.example/x');
    expect(addressOnServer('page?x=1', SERVER, PAGE)).toBe('page?x=1');
  });

  it('reads an origin from http(s) addresses only', () => {
    expect(httpOriginOf('http://localhost:4173/assets/loader.js?v=2')).toBe('http://localhost:4173');
    expect(httpOriginOf('file:///srv/loader.js')).toBeUndefined();
    expect(httpOriginOf('not a url')).toBeUndefined();
    expect(httpOriginOf(undefined)).toBeUndefined();
  });
});

describe('credentials of ajax calls (issue 18 item 2)', () => {
  it('sends the visitor cookie to another origin only with the actions that need it', () => {
    expect(credentialsOf('add_to_wishlist')).toBe('include');
    expect(credentialsOf('wpr_addons_add_cart_single_product')).toBe('include');
    expect(credentialsOf('wpr_likes_init')).toBe('include');
    expect(credentialsOf('wprp_load_more_revs')).toBe('same-origin');
    expect(credentialsOf('wprp_save_review')).toBe('same-origin');
  });

  it('posts a cart call with credentials and a review call without', async () => {
    const fetch = vi.fn().mockImplementation(async () => new Response('{}'));
    const client = createAjaxClient({ ajaxUrl: `${SERVER}/wp-admin/admin-ajax.php`, nonce: 'n', fetch });
    await client.post('count_wishlist_items', {});
    await client.post('wprp_load_more_revs', {});
    expect((fetch.mock.calls[0] as [string, RequestInit])[1].credentials).toBe('include');
    expect((fetch.mock.calls[1] as [string, RequestInit])[1].credentials).toBe('same-origin');
  });
});
