import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FileRule } from './ajax-action.ts';

/** The most fields one request may carry; more is a hostile or broken client. */
const MAX_FIELDS = 200;

/** A file part the request carried in a field some action accepts. */
export interface ReceivedFile {
  field: string;
  /** The bytes, or empty when the file was too large (nothing past the limit is kept). */
  bytes: Buffer;
  /** Over the field's byte limit: refused while streaming. */
  tooLarge: boolean;
}

export interface RequestContent {
  fields: Record<string, string>;
  /** Only fields named by a rule; the first file of each. */
  files: Map<string, ReceivedFile>;
}

/**
 * The request's fields as one flat record of strings, and the files it carried in accepted fields.
 * A repeated field keeps its last value: the save call's multipart body carries `action` twice and the
 * appended one must win (reviews-protocol.md), which is why files are read before the action is known.
 * NUL characters are removed from values: no field has a use for them and PostgreSQL text cannot hold
 * them. The client's file name and MIME type are never read.
 */
export async function readRequest(
  request: FastifyRequest,
  accepted: readonly FileRule[] = [],
): Promise<RequestContent> {
  const fields: Record<string, string> = Object.create(null);
  const files = new Map<string, ReceivedFile>();
  if (request.isMultipart()) {
    const limitOf = new Map<string, number>();
    for (const rule of accepted)
      limitOf.set(rule.field, Math.max(rule.maxBytes, limitOf.get(rule.field) ?? 0));
    const largest = Math.max(1, ...limitOf.values());
    let count = 0;
    // busboy cuts a file off at `fileSize` and marks it truncated; we check the flag ourselves rather
    // than let the plugin throw, so the other fields are still read and the action can say why.
    // The plugin reads `throwFileSizeLimit` per call; its types only list busboy's options.
    const options = { limits: { fileSize: largest }, throwFileSizeLimit: false };
    try {
      for await (const part of request.parts(options as Parameters<typeof request.parts>[0])) {
        if (++count > MAX_FIELDS) break;
        if (part.type === 'file') {
          const limit = limitOf.get(part.fieldname);
          if (limit === undefined || files.has(part.fieldname)) {
            part.file.resume();
            continue;
          }
          files.set(part.fieldname, await bufferFile(part.fieldname, part.file, limit));
          continue;
        }
        if (typeof part.value === 'string') fields[part.fieldname] = withoutNul(part.value);
      }
    } catch (error) {
      throw asClientError(error);
    }
    return { fields, files };
  }
  const body = request.body;
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>).slice(0, MAX_FIELDS)) {
      const last = Array.isArray(value) ? value[value.length - 1] : value;
      if (typeof last === 'string') fields[key] = withoutNul(last);
    }
  }
  return { fields, files };
}

/** The fields only (files drained): for callers that take no uploads. */
export async function readFields(request: FastifyRequest): Promise<Record<string, string>> {
  return (await readRequest(request)).fields;
}

async function bufferFile(
  field: string,
  stream: NodeJS.ReadableStream & { truncated?: boolean },
  limit: number,
): Promise<ReceivedFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (tooLarge) continue;
    size += chunk.length;
    if (size > limit) {
      tooLarge = true;
      chunks.length = 0;
      continue;
    }
    chunks.push(chunk);
  }
  if (stream.truncated) tooLarge = true;
  return { field, bytes: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks), tooLarge };
}

/**
 * busboy's parse errors ("Unexpected end of form", "Malformed part header", a missing boundary) carry
 * no status: they are the client's malformed body, a 400, not a fault of ours. The plugin's own limit
 * errors keep their 413.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof Error && !('statusCode' in error)) {
    return Object.assign(new Error(`malformed multipart body: ${error.message}`), {
      statusCode: 400,
      code: MALFORMED_MULTIPART,
    });
  }
  return error;
}

/** The error code readRequest gives a body busboy could not parse (security/error-handler.ts maps it). */
export const MALFORMED_MULTIPART = 'SW_MALFORMED_MULTIPART';

function withoutNul(value: string): string {
  return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
}
