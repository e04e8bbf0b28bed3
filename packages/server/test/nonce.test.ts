import { describe, expect, it } from 'vitest';
import { createNonceService, NONCE_LIFETIME_MS } from '../src/security/nonce.ts';

const SECRET = 'a-secret-that-is-long-enough-for-tests-0123456789';

describe('nonces', () => {
  it('verifies a nonce it issued for the same scope', () => {
    const nonces = createNonceService(SECRET);
    expect(nonces.verify('public', nonces.issue('public'))).toBe(true);
  });

  it('refuses a nonce issued for another scope', () => {
    const nonces = createNonceService(SECRET);
    expect(nonces.verify('admin', nonces.issue('public'))).toBe(false);
  });

  it('refuses a nonce signed with another secret (another site)', () => {
    const other = createNonceService(`${SECRET}-other`);
    expect(createNonceService(SECRET).verify('public', other.issue('public'))).toBe(false);
  });

  it('refuses a nonce whose expiry was changed', () => {
    const nonces = createNonceService(SECRET);
    const [expiry, signature] = nonces.issue('public').split('.');
    const later = (Number.parseInt(expiry ?? '0', 36) + 1000).toString(36);
    expect(nonces.verify('public', `${later}.${signature}`)).toBe(false);
  });

  it('accepts a nonce until its lifetime ends and refuses it after', () => {
    let now = 1_000_000;
    const nonces = createNonceService(SECRET, () => now);
    const token = nonces.issue('public');
    now += NONCE_LIFETIME_MS;
    expect(nonces.verify('public', token)).toBe(true);
    now += 1;
    expect(nonces.verify('public', token)).toBe(false);
  });

  it.each([undefined, '', '-1', 'x'.repeat(500), 'zz.zz', '1.'])('refuses %s', (token) => {
    expect(createNonceService(SECRET).verify('public', token)).toBe(false);
  });
});
