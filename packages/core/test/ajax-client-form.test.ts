import { describe, expect, it, vi } from 'vitest';
import { AjaxHttpError, createAjaxClient } from '../src/ajax/ajax-client.ts';

const text = (body: string, status = 200) => new Response(body, { status });

function form(): FormData {
  const data = new FormData();
  data.append('action', 'wprp_save_review');
  data.append('wprev_text', 'Lovely');
  data.append('wprev_avatar', new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
  return data;
}

describe('postForm: the multipart variant', () => {
  it('sends the form’s fields in order, then action and the nonce, as multipart', async () => {
    const fetch = vi.fn().mockResolvedValue(text('{"error":"no"}'));
    const client = createAjaxClient({ ajaxUrl: '/ajax', nonce: 'n1', fetch });
    expect(await client.postForm('wprp_save_review', form())).toBe('{"error":"no"}');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/ajax');
    expect(init.method).toBe('POST');
    expect(init.headers).toBeUndefined();
    const body = init.body as FormData;
    expect([...body.keys()]).toEqual(['action', 'wprev_text', 'wprev_avatar', 'action', 'wpfb_nonce']);
    expect(body.getAll('action')).toEqual(['wprp_save_review', 'wprp_save_review']);
    expect(body.get('wpfb_nonce')).toBe('n1');
    expect((body.get('wprev_avatar') as File).name).toBe('me.png');
  });

  it('does not change the form it was given', async () => {
    const fetch = vi.fn().mockResolvedValue(text('ok'));
    const data = form();
    await createAjaxClient({ ajaxUrl: '/ajax', nonce: 'n', fetch }).postForm('a', data);
    expect([...data.keys()]).toEqual(['action', 'wprev_text', 'wprev_avatar']);
  });

  it('fetches a fresh nonce once and resends the whole form when the page nonce went stale', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(text('-1', 403))
      .mockResolvedValueOnce(new Response(JSON.stringify({ nonce: 'fresh' })))
      .mockResolvedValueOnce(text('{"error":"no"}'));
    const client = createAjaxClient({ ajaxUrl: '/ajax', nonce: 'stale', fetch });
    await client.postForm('wprp_save_review', form());
    const retried = (fetch.mock.calls[2] as [string, RequestInit])[1].body as FormData;
    expect(retried.get('wpfb_nonce')).toBe('fresh');
    expect((retried.get('wprev_avatar') as File).size).toBe(4);
  });

  it('rejects with the status and body on an HTTP error', async () => {
    const client = createAjaxClient({
      ajaxUrl: '/ajax',
      nonce: 'n',
      fetch: vi.fn().mockResolvedValue(text('{"error":"yes"}', 400)),
    });
    const failure = client.postForm('a', form());
    await expect(failure).rejects.toBeInstanceOf(AjaxHttpError);
    await expect(failure).rejects.toMatchObject({ status: 400, body: '{"error":"yes"}' });
  });

  it('rejects with the network error itself when fetch fails', async () => {
    const client = createAjaxClient({
      ajaxUrl: '/ajax',
      nonce: 'n',
      fetch: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')),
    });
    await expect(client.postForm('a', form())).rejects.toBeInstanceOf(TypeError);
  });
});
