import type { ErrorBody } from '@site-widgets/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { inertJson } from '../../security/inert-json.ts';
import { AJAX_ANSWER_HEADERS } from '../ajax/ajax-route.ts';
import type { DataService } from './data-service.ts';

export const CHART_DATA_ROUTE = '/data/chart';
export const TABLE_DATA_ROUTE = '/data/table';

const querySchema = z.object({
  id: z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'must be a widget id (a whole number)')),
});

export function send(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .code(status)
    .headers(AJAX_ANSWER_HEADERS)
    .header('cache-control', status === 200 ? 'public, max-age=60' : 'no-store')
    .type('application/json; charset=utf-8')
    .send(inertJson(body));
}

export function idOf(query: unknown): number | ErrorBody {
  const parsed = querySchema.safeParse(query);
  if (parsed.success) return Number(parsed.data.id);
  return {
    error: 'yes',
    code: 'SW_BAD_FIELD',
    field: 'id',
    message: `id: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
  };
}

/**
 * `GET /data/chart?id=…` and `GET /data/table?id=…` (docs/api.md): a chart or CSV table as the owner
 * configured it, its CSV read by our server. For widgets on plain HTML pages; server-rendered pages
 * carry the same in their props. The browser names an id only, never a URL.
 */
export function registerDataRoutes(app: FastifyInstance, data: DataService) {
  app.get(CHART_DATA_ROUTE, async (request, reply) => {
    const id = idOf(request.query);
    if (typeof id !== 'number') return send(reply, 400, id);
    const chart = await data.chart(id);
    if (!chart) {
      return send(reply, 404, {
        error: 'yes',
        code: 'SW_UNKNOWN_DATA_WIDGET',
        field: 'id',
        message: `No chart has the id ${id}.`,
      });
    }
    return send(reply, 200, chart);
  });
  app.get(TABLE_DATA_ROUTE, async (request, reply) => {
    const id = idOf(request.query);
    if (typeof id !== 'number') return send(reply, 400, id);
    const table = await data.table(id);
    if (!table) {
      return send(reply, 404, {
        error: 'yes',
        code: 'SW_UNKNOWN_DATA_WIDGET',
        field: 'id',
        message: `No data table has the id ${id}.`,
      });
    }
    return send(reply, 200, table);
  });
}
