import { describe, expect, it } from 'vitest';
import { submitCheckout } from '../../src/shop/checkout-submit.ts';

const answering = (status: number, body: unknown) => async () => ({ status, json: async () => body });

describe('submitCheckout', () => {
  const fields = new URLSearchParams({ name: 'Ada', idempotency_key: 'a'.repeat(32) });

  it('posts the fields form-encoded and follows our own or an http(s) redirect', async () => {
    let sent = '';
    const outcome = await submitCheckout(async (body) => {
      sent = body;
      return {
        status: 200,
        json: async () => ({
          success: true,
          data: { order_number: 'HH-1', redirect: '/checkout/order/HH-1' },
        }),
      };
    }, fields);
    expect(sent).toBe(`name=Ada&idempotency_key=${'a'.repeat(32)}`);
    expect(outcome).toEqual({ kind: 'placed', redirect: '/checkout/order/HH-1' });
    const provider = await submitCheckout(
      answering(200, { success: true, data: { redirect: 'https://pay.example/s/1' } }),
      fields,
    );
    expect(provider).toEqual({ kind: 'placed', redirect: 'https://pay.example/s/1' });
  });

  it('never follows a javascript: or protocol-relative redirect', async () => {
    for (const redirect of ['javascript:alert(1)', '//evil.example/', 'data:text/html,x'])
      expect(await submitCheckout(answering(200, { success: true, data: { redirect } }), fields)).toEqual({
        kind: 'failed',
      });
  });

  it('reads the per-field messages of a 422', async () => {
    const outcome = await submitCheckout(
      answering(422, {
        success: false,
        data: { message: 'Check the details marked below.', errors: { name: 'Enter your name.', bad: 3 } },
      }),
      fields,
    );
    expect(outcome).toEqual({
      kind: 'invalid',
      message: 'Check the details marked below.',
      errors: { name: 'Enter your name.' },
    });
  });

  it('falls back to the plain post when the network or the server fails', async () => {
    expect(await submitCheckout(async () => Promise.reject(new Error('offline')), fields)).toEqual({
      kind: 'failed',
    });
    expect(await submitCheckout(answering(500, { error: 'boom' }), fields)).toEqual({ kind: 'failed' });
    expect(
      await submitCheckout(
        async () => ({ status: 502, json: async () => Promise.reject(new SyntaxError('html')) }),
        fields,
      ),
    ).toEqual({ kind: 'failed' });
  });
});
