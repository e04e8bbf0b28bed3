import {
  AJAX_PATH,
  BAD_NONCE_BODY,
  ERROR_CODES,
  type ErrorBody,
  IGNORED_FIELDS,
  NONCE_FIELD,
  NONCE_PATH,
  UNKNOWN_ACTION_BODY,
  VISITOR_COOKIE_ACTIONS,
} from '@site-widgets/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { allowsOneOrigin } from '../../security/cross-origin.ts';
import { inertJson, inertJsonText } from '../../security/inert-json.ts';
import type { NonceService } from '../../security/nonce.ts';
import { type AjaxAction, type AjaxAnswer, PAGE_NONCE_SCOPE } from './ajax-action.ts';
import { type ReceivedFile, readRequest } from './read-fields.ts';

const HTML = 'text/html; charset=utf-8';
const ACCEPTED_BODY = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Headers of every answer from the ajax endpoint and the nonce call, errors included. Bodies are served
 * as text/html for the original front end; if a browser is made to render one (a cross-site form
 * posting to the endpoint), it must not sniff, run scripts or load anything.
 */
export const AJAX_ANSWER_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'no-store',
} as const;

export function sendAnswer(reply: FastifyReply, answer: AjaxAnswer) {
  reply.code(answer.status ?? 200);
  if (answer.kind === 'json') return reply.type(HTML).send(inertJson(answer.body));
  if (answer.kind === 'json-text') return reply.type(HTML).send(inertJsonText(answer.body));
  if (answer.kind === 'html') return reply.type(HTML).send(answer.body);
  return reply.type('text/plain; charset=utf-8').send(answer.body);
}

export function fieldError(
  status: number,
  code: keyof typeof ERROR_CODES,
  field: string,
  message: string,
): AjaxAnswer {
  const body: ErrorBody = { error: 'yes', code, field, message };
  return { kind: 'json', status, body };
}

/**
 * POST /wp-admin/admin-ajax.php: read the fields, find the action (400 `0` if unknown), check the
 * nonce (403 `-1`, nothing read or written), parse the action's fields (400 naming the field), run it.
 */
export function registerAjaxRoute(
  app: FastifyInstance,
  actions: readonly AjaxAction[],
  nonces: NonceService,
) {
  const registry = new Map(actions.map((action) => [action.name, action]));
  // The action is known only once every part is read (the last `action` wins), so every file field
  // some action accepts is buffered, and each action is then handed only the fields it declared.
  const fileRules = actions.flatMap((action) => action.files ?? []);

  // Set before anything is read, so body-parser errors (413, 415, malformed multipart) carry them too.
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    if (url !== AJAX_PATH && url !== NONCE_PATH) return;
    reply.headers(AJAX_ANSWER_HEADERS);
    // The endpoint reads form-encoded and multipart bodies only (spec 000 §7); anything else, JSON
    // included, is refused before a byte of it is parsed.
    const type = request.headers['content-type'];
    if (request.method === 'POST' && type !== undefined && !ACCEPTED_BODY.test(type)) {
      const body: ErrorBody = {
        error: 'yes',
        code: 'SW_BAD_CONTENT_TYPE',
        message: ERROR_CODES.SW_BAD_CONTENT_TYPE,
      };
      return reply.code(415).type(HTML).send(inertJson(body));
    }
  });

  app.get(NONCE_PATH, async () => ({ nonce: nonces.issue(PAGE_NONCE_SCOPE) }));

  app.post(AJAX_PATH, async (request, reply) => {
    const { fields, files } = await readRequest(request, fileRules);
    const action = registry.get(fields.action ?? '');
    if (!action) return sendAnswer(reply, { kind: 'text', status: 400, body: UNKNOWN_ACTION_BODY });
    // Issue 18 item 2: an allowed origin's call that needs the visitor cookie may send it, and read the
    // answer, the stale-nonce `-1` included (the client retries on it).
    if (
      VISITOR_COOKIE_ACTIONS.has(action.name) &&
      allowsOneOrigin(reply.getHeader('access-control-allow-origin'))
    ) {
      reply.header('access-control-allow-credentials', 'true');
    }
    const nonceFields = action.nonceFields ?? [NONCE_FIELD];
    const nonce = nonceFields.map((name) => fields[name]).find((value) => value !== undefined);
    if (!action.nonceFree && !nonces.verify(action.nonceScope, nonce)) {
      return sendAnswer(reply, { kind: 'text', status: 403, body: BAD_NONCE_BODY });
    }
    const { action: _action, ...rest } = fields;
    for (const name of nonceFields) delete rest[name];
    for (const ignored of IGNORED_FIELDS) delete rest[ignored];
    const parsed = action.fields.safeParse(rest);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      return sendAnswer(
        reply,
        fieldError(400, 'SW_BAD_FIELD', field, `${action.name}: ${field}: ${issue?.message ?? 'invalid'}`),
      );
    }
    const declared = new Map<string, ReceivedFile>();
    for (const rule of action.files ?? []) {
      const file = files.get(rule.field);
      if (file)
        declared.set(rule.field, file.bytes.length > rule.maxBytes ? { ...file, tooLarge: true } : file);
    }
    return sendAnswer(reply, await action.handle(parsed.data, { request, reply, files: declared }));
  });
}
