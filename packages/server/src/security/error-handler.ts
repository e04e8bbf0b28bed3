import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@site-widgets/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MALFORMED_MULTIPART, MULTIPART_TOO_LARGE } from '../modules/ajax/read-fields.ts';
import { inertJson } from './inert-json.ts';

/** Fastify's own client-error codes, answered as our registry's codes instead of a 500. */
const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'SW_BODY_TOO_LARGE' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'SW_BODY_TOO_LARGE' },
  FST_FILES_LIMIT: { status: 413, code: 'SW_BODY_TOO_LARGE' },
  FST_FIELDS_LIMIT: { status: 413, code: 'SW_BODY_TOO_LARGE' },
  FST_PARTS_LIMIT: { status: 413, code: 'SW_BODY_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'SW_BAD_CONTENT_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'SW_BAD_CONTENT_TYPE' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'SW_BAD_CONTENT_TYPE' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, code: 'SW_BAD_CONTENT_TYPE' },
  [MALFORMED_MULTIPART]: { status: 400, code: 'SW_MALFORMED_BODY' },
  [MULTIPART_TOO_LARGE]: { status: 413, code: 'SW_BODY_TOO_LARGE' },
};

/**
 * Bad input is the client's fault and gets a 4xx with a registry code; anything else is ours, is
 * logged with its stack, and answers 500 without internals (no SQL, no paths).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    const status =
      known?.status ??
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .send(inertJson({ error: 'yes', message: 'Internal error' }));
    }
    const code: ErrorCode = known?.code ?? fallbackCode(status);
    // Only the registry's own words: a library's message may quote the request back.
    const body: ErrorBody = { error: 'yes', code, message: ERROR_CODES[code] };
    return reply.code(status).type('text/html; charset=utf-8').send(inertJson(body));
  });

  // Fastify's default 404 quotes the requested URL; ours says nothing the client sent.
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
}

function sendNotFound(reply: FastifyReply) {
  const body: ErrorBody = { error: 'yes', code: 'SW_NOT_FOUND', message: ERROR_CODES.SW_NOT_FOUND };
  return reply.code(404).type('text/html; charset=utf-8').send(inertJson(body));
}

/**
 * Fastify's `frameworkErrors`: its router answers a malformed percent-encoding (FST_ERR_BAD_URL) or a
 * path parameter past `maxParamLength` (FST_ERR_MAX_PARAM_LENGTH) itself, quoting the whole URL back.
 * Such a URL names nothing here: the same 404 as any unknown address (item pages, issue 11).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendNotFound(reply);
  const body: ErrorBody = { error: 'yes', code: 'SW_BAD_REQUEST', message: ERROR_CODES.SW_BAD_REQUEST };
  return reply.code(400).type('text/html; charset=utf-8').send(inertJson(body));
}

/** A 4xx no entry above names: a static file path that climbs out (403), a 404, or unreadable input. */
function fallbackCode(status: number): ErrorCode {
  if (status === 403) return 'SW_FORBIDDEN_PATH';
  if (status === 404) return 'SW_NOT_FOUND';
  return 'SW_BAD_REQUEST';
}
