import { afterEach, describe, expect, it } from 'vitest';
import { checkFormToken, issueFormToken } from '../src/security/form-token.ts';
import { createNonceService } from '../src/security/nonce.ts';
import { DIALECTS } from './support/databases.ts';
import { createClock, seedForm } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('form tokens', () => {
  const clock = createClock();
  const nonces = createNonceService('a-secret-that-is-long-enough-for-tests', clock.now);

  it('are accepted for their own form from the minimum age on, and refused after 24 hours', () => {
    const token = issueFormToken(nonces, 7);
    expect(checkFormToken(nonces, 7, token, 3, clock.now)).toBe('too-fast');
    clock.advance(3000);
    expect(checkFormToken(nonces, 7, token, 3, clock.now)).toBe('ok');
    expect(checkFormToken(nonces, 8, token, 3, clock.now)).toBe('invalid');
    clock.advance(24 * 60 * 60 * 1000);
    expect(checkFormToken(nonces, 7, token, 3, clock.now)).toBe('expired');
  });

  it('are refused when missing, malformed or signed with another secret', () => {
    const other = createNonceService('another-secret-that-is-long-enough!!', clock.now);
    const foreign = issueFormToken(other, 7);
    clock.advance(5000);
    expect(checkFormToken(nonces, 7, undefined, 3, clock.now)).toBe('missing');
    expect(checkFormToken(nonces, 7, 'x'.repeat(500), 3, clock.now)).toBe('invalid');
    expect(checkFormToken(nonces, 7, foreign, 3, clock.now)).toBe('invalid');
  });
});

describe.each(DIALECTS)('the form-token route on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('issues a token for a form, never cached', async () => {
    const clock = createClock();
    t = await createTestApp(dialect, { now: clock.now });
    const formId = await seedForm(t.database);
    const response = await t.app.inject({
      method: 'GET',
      url: `/wp-json/site-widgets/v1/form-token?form_id=${formId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.json() as { token: string };
    clock.advance(3000);
    expect(checkFormToken(t.nonces, formId, token, 3, clock.now)).toBe('ok');
  });

  it('answers 404 for an unknown form and 400 for a malformed id', async () => {
    t = await createTestApp(dialect);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/wp-json/site-widgets/v1/form-token?form_id=99',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SW_UNKNOWN_FORM' });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/wp-json/site-widgets/v1/form-token?form_id=1%27',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'SW_BAD_FIELD', field: 'form_id' });
  });
});
