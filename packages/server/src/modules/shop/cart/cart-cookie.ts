import { CART_HASH_COOKIE } from '@site-widgets/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The readable cart-hash cookie (issue 15 item 4): the hash of what the cart's fragments show, so a page
 * can tell whether its cached fragments are current without a call. Not HttpOnly on purpose: it holds
 * no identity, only a digest; it is removed when the cart is empty.
 */
export function setCartHashCookie(request: FastifyRequest, reply: FastifyReply, hash: string, days: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const age = hash === '' ? 0 : days * 86_400;
  reply.header('set-cookie', `${CART_HASH_COOKIE}=${hash}; Max-Age=${age}; Path=/; SameSite=Lax${secure}`);
}

/**
 * The no-script cart forms post to our own pages: a post another site made the browser send is refused
 * (Sec-Fetch-Site, else Origin), so no page elsewhere can replace a visitor's cart cookie or cart.
 */
export function sameSiteForm(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
