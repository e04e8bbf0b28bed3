import { LISTS_MARKER_COOKIE } from '@site-widgets/contract/shop/list-actions.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sets or removes the lists' marker cookie (contract LISTS_MARKER_COOKIE) after a list change. */
export function setListsMarkerCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  holdsProducts: boolean,
  days: number,
) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const age = holdsProducts ? days * 86_400 : 0;
  reply.header('set-cookie', `${LISTS_MARKER_COOKIE}=1; Max-Age=${age}; Path=/; SameSite=Lax${secure}`);
}
