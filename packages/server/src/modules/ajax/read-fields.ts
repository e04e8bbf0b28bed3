import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/** The most fields one request may carry; more is a hostile or broken client. */
const MAX_FIELDS = 200;

/**
 * The request's fields as one flat record of strings. A repeated field keeps its last value: the save
 * call's multipart body carries `action` twice and the appended one must win (reviews-protocol.md).
 * File parts are not read here; actions that take uploads stream them themselves.
 */
export async function readFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = Object.create(null);
  if (request.isMultipart()) {
    let count = 0;
    for await (const part of request.parts()) {
      if (++count > MAX_FIELDS) break;
      if (part.type === 'file') {
        part.file.resume();
        continue;
      }
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
    return fields;
  }
  const body = request.body;
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>).slice(0, MAX_FIELDS)) {
      const last = Array.isArray(value) ? value[value.length - 1] : value;
      if (typeof last === 'string') fields[key] = last;
    }
  }
  return fields;
}
