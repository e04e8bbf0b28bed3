import { describe, expect, it, vi } from 'vitest';
import { AjaxHttpError, createAjaxClient } from '../src/ajax/ajax-client.ts';

const text = (body: string, status = 200) => new Response(body, { status });

describe('the ajax client', () => {
  it('posts the fields form-encoded with the action and the page nonce', async () => {
    const fetch = vi.fn().mockResolvedValue(text('{"ok":1}'));
    const client = createAjaxClient({ ajaxUrl: '/ajax', nonce: 'n1', fetch });
    expect(await client.post('wprp_load_more_revs', { revid: '1' })).toBe('{"ok":1}');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/ajax');
    expect(init.method).toBe('POST');
    expect(new URLSearchParams(String(init.body)).toString()).toBe(
      'revid=1&action=wprp_load_more_revs&wpfb_nonce=n1',
    );
  });

  it('sends the nonce in the field an action names (gform_ajax_nonce for the embedded forms)', async () => {
    const fetch = vi.fn().mockResolvedValue(text('ok'));
    const client = createAjaxClient({ ajaxUrl: '/ajax', nonce: 'n1', fetch });
    await client.post('gform_submit_form', { form_id: '2' }, 'gform_ajax_nonce');
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(new URLSearchParams(String(init.body)).toString()).toBe(
      'form_id=2&action=gform_submit_form&gform_ajax_nonce=n1',
    );
  });

  it('fetches a fresh nonce once and retries once when the page nonce went stale', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(text('-1', 403))
      .mockResolvedValueOnce(new Response(JSON.stringify({ nonce: 'fresh' })))
      .mockResolvedValueOnce(text('{"ok":1}'));
    const client = createAjaxClient({ ajaxUrl: '/ajax', nonce: 'stale', fetch });
    expect(await client.post('a', {})).toBe('{"ok":1}');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[1]?.[0]).toBe('/wp-json/site-widgets/v1/nonce');
    expect(
      new URLSearchParams(String((fetch.mock.calls[2] as [string, RequestInit])[1].body)).get('wpfb_nonce'),
    ).toBe('fresh');
  });

  it('gives up after one retry when the fresh nonce is refused too', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(text('-1', 403))
      .mockResolvedValueOnce(new Response(JSON.stringify({ nonce: 'fresh' })))
      .mockResolvedValueOnce(text('-1', 403));
    const client = createAjaxClient({ ajaxUrl: '/ajax', nonce: 'stale', fetch });
    await expect(client.post('a', {})).rejects.toBeInstanceOf(AjaxHttpError);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('fetches a nonce first when the page has none (a plain HTML page)', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ nonce: 'n' })))
      .mockResolvedValueOnce(text('ok'));
    const client = createAjaxClient({ ajaxUrl: '/ajax', nonce: undefined, fetch });
    await client.post('a', {});
    expect(fetch.mock.calls[0]?.[0]).toBe('/wp-json/site-widgets/v1/nonce');
  });

  it('rejects with the status on other HTTP errors', async () => {
    const client = createAjaxClient({
      ajaxUrl: '/ajax',
      nonce: 'n',
      fetch: vi.fn().mockResolvedValue(text('{"error":"yes"}', 400)),
    });
    await expect(client.post('a', {})).rejects.toMatchObject({ status: 400 });
  });
});
