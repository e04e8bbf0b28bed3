import {
  DEFAULT_REST_BASE,
  type ErrorBody,
  type ErrorCode,
  MEGA_MENU_ROUTE,
  megaMenuQuerySchema,
} from '@site-widgets/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { inertJson } from '../../security/inert-json.ts';
import { AJAX_ANSWER_HEADERS } from '../ajax/ajax-route.ts';
import type { MegaMenuRepository } from './mega-menu-repository.ts';

function refuse(reply: FastifyReply, status: number, code: ErrorCode, field: string, message: string) {
  const body: ErrorBody = { error: 'yes', code, field, message: `wprmegamenu: ${field}: ${message}` };
  return reply
    .code(status)
    .headers(AJAX_ANSWER_HEADERS)
    .type('application/json; charset=utf-8')
    .send(inertJson(body));
}

/**
 * spec 001 §7: `GET {rest base}wprmegamenu/?item_id=N` answers the HTML fragment of a mobile mega-menu
 * item: the owner's content as stored (sanitised when saved). A bad id is 400, an unknown one 404 (JSON
 * naming the field); the answer carries the ajax answers' sandbox CSP, so opened on its own it runs
 * nothing.
 */
export function registerMegaMenuRoute(app: FastifyInstance, deps: { megaMenu: MegaMenuRepository }) {
  app.get(`${DEFAULT_REST_BASE}${MEGA_MENU_ROUTE}`, async (request, reply) => {
    const parsed = megaMenuQuerySchema.safeParse(request.query);
    if (!parsed.success)
      return refuse(reply, 400, 'SW_BAD_FIELD', 'item_id', parsed.error.issues[0]?.message ?? 'invalid');
    const html = await deps.megaMenu.find(parsed.data.item_id);
    if (html === undefined)
      return refuse(reply, 404, 'SW_UNKNOWN_MENU_ITEM', 'item_id', 'no menu item has this id');
    return (
      reply
        .headers(AJAX_ANSWER_HEADERS)
        // The owner's content changes rarely; a minute in the browser spares repeated opens.
        .header('cache-control', 'public, max-age=60')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  });
}
