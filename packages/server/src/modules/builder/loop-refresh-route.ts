import {
  DEFAULT_REST_BASE,
  type ErrorBody,
  type ErrorCode,
  REFRESH_LOOP_ROUTE,
  type RefreshLoopResponse,
  refreshLoopRequestSchema,
} from '@site-widgets/contract';
import { consolidateFilters } from '@site-widgets/core/builder/loop-filter-state.ts';
import { paginationBaseUrl } from '@site-widgets/core/builder/loop-filter-url.ts';
import { renderLoopGridContent } from '@site-widgets/widgets/builder/loop-grid/server.tsx';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { inertJson } from '../../security/inert-json.ts';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { AJAX_ANSWER_HEADERS } from '../ajax/ajax-route.ts';
import type { LoopGridService } from './loop-grid-service.ts';

/** The refresh body is a few filters: 64 KiB is generous (an edit-mode widget_model included). */
const BODY_LIMIT = 64 * 1024;

function answer(reply: FastifyReply, status: number, body: RefreshLoopResponse | ErrorBody) {
  return reply
    .code(status)
    .headers(AJAX_ANSWER_HEADERS)
    .type('application/json; charset=utf-8')
    .send(inertJson(body));
}

function refuse(reply: FastifyReply, status: number, code: ErrorCode, field: string, message: string) {
  return answer(reply, status, { error: 'yes', code, field, message: `refresh-loop: ${field}: ${message}` });
}

/**
 * spec 001 §7: POST {rest}elementor-pro/v1/refresh-loop (JSON). Answers `{ data }`, the loop grid
 * container's new HTML for page 1 under the filters. The query is the owner's record (the widget id);
 * the body only chooses terms of its taxonomies. Errors are JSON with a code and the field at fault
 * (400 body, 403 edit-mode nonce, 404 unknown loop); the original front end treats them as empty.
 */
export function registerRefreshLoopRoute(
  app: FastifyInstance,
  deps: { loops: LoopGridService; nonces: NonceService },
) {
  app.post(`${DEFAULT_REST_BASE}${REFRESH_LOOP_ROUTE}`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const parsed = refreshLoopRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? issue.path.join('.') : 'body';
      return refuse(reply, 400, 'SW_BAD_FIELD', field, issue?.message ?? 'invalid');
    }
    const body = parsed.data;
    if (body.is_edit_mode === true) {
      // spec 001 §6: the editor's refresh carries the REST nonce; without a valid one it is refused.
      const header = request.headers['x-wp-nonce'];
      if (!deps.nonces.verify(PAGE_NONCE_SCOPE, typeof header === 'string' ? header : undefined)) {
        return refuse(reply, 403, 'SW_LOOP_EDIT_NONCE', 'X-WP-Nonce', 'a valid nonce is needed in edit mode');
      }
    }
    const owner = await deps.loops.owner(body.widget_id);
    if (!owner)
      return refuse(
        reply,
        404,
        'SW_UNKNOWN_LOOP_GRID',
        'widget_id',
        `no loop grid has the id ${body.widget_id}`,
      );
    const allowed = await deps.loops.allowedFilters(owner, consolidateFilters(body.widget_filters));
    if (!allowed.ok) return refuse(reply, 400, 'SW_BAD_FIELD', 'widget_filters', allowed.message);
    const baseUrl = paginationBaseUrl(body.pagination_base_url);
    if (baseUrl === undefined) {
      return refuse(
        reply,
        400,
        'SW_BAD_FIELD',
        'pagination_base_url',
        'must be an http(s) address or a site path',
      );
    }
    const page = await deps.loops.page(owner, allowed.filters, 1);
    const data = renderLoopGridContent({ widgetId: body.widget_id, source: owner.source, baseUrl, ...page });
    return answer(reply, 200, { data });
  });
}
