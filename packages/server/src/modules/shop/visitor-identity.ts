import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The shop's visitor cookie: `<id>.<signature>`, HttpOnly, SameSite=Lax (docs/operations.md, consent). */
export const VISITOR_COOKIE = 'sw_visitor';

/** How long a visitor's wishlist, compare list and cart are kept after their last change; default 90 days. */
export const DEFAULT_VISITOR_DAYS = 90;

export interface VisitorIdentityOptions {
  /** The server's secret (the nonce secret); the cookie key is derived from it, never the same bytes. */
  secret: string;
  /** Days the cookie lives and the visitor's records are kept after their last change. */
  days?: number;
}

export interface VisitorIdentity {
  /** Days the cookie and the visitor's records are kept after their last write. */
  readonly days: number;
  /**
   * The visitor id from a valid signed cookie, or null: no cookie, a malformed or forged one.
   * Never sets a cookie: reads (counts, checks, page renders) leave a visitor who never used the shop
   * without one.
   */
  read(request: FastifyRequest): string | null;
  /**
   * The visitor id for a write (add to wishlist, compare or cart): the cookie's, or a new random id set
   * as the cookie on this reply. The cookie's lifetime is renewed on every write.
   */
  ensure(request: FastifyRequest, reply: FastifyReply): string;
}

/** 16 random bytes, base64url: 22 characters. */
const VISITOR_ID = /^[\w-]{22}$/;
const SIGNATURE = /^[\w-]{43}$/;

export function createVisitorIdentity(options: VisitorIdentityOptions): VisitorIdentity {
  const days = options.days ?? DEFAULT_VISITOR_DAYS;
  // A key of its own, so a visitor cookie can never pass as a nonce signature or the other way round.
  const key = createHmac('sha256', options.secret).update('site-widgets visitor cookie').digest();
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');

  const idFromCookie = (request: FastifyRequest): string | null => {
    const value = cookieValue(request.headers.cookie, VISITOR_COOKIE);
    if (value?.length !== 66) return null;
    const id = value.slice(0, 22);
    const signature = value.slice(23);
    if (value[22] !== '.' || !VISITOR_ID.test(id) || !SIGNATURE.test(signature)) return null;
    const expected = Buffer.from(sign(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  };

  return {
    days,
    read: idFromCookie,
    ensure(request, reply) {
      const id = idFromCookie(request) ?? randomBytes(16).toString('base64url');
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${VISITOR_COOKIE}=${id}.${sign(id)}; Max-Age=${days * 86_400}; Path=/; HttpOnly; SameSite=Lax${secure}`,
      );
      return id;
    },
  };
}

/**
 * One cookie's value from a Cookie header, or undefined. Our value is plain base64url and a dot, so no
 * decoding is needed; a header of more than 8 KiB is not read at all.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
