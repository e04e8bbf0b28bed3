import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FileRule } from './ajax-action.ts';

/** The most fields one request may carry; more is a hostile or broken client. */
export const MAX_FIELDS = 200;
/** The most bytes one text field may hold (the review text is the longest, at 5,000 characters). */
export const MAX_FIELD_BYTES = 64 * 1024;
/** The most bytes all text fields of one multipart body may hold together, as for a form-encoded one. */
export const MAX_FIELDS_TOTAL_BYTES = 256 * 1024;
/** Room for part headers and boundaries in a multipart body's declared length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The most file parts a body may carry (every action takes at most one file per field). */
export const MAX_FILES = 2;
/** The most bytes any file part may stream; each action's own rule is usually lower and says why. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** readRequest's error for a multipart body past a limit (security/error-handler.ts: 413). */
export const MULTIPART_TOO_LARGE = 'SW_MULTIPART_TOO_LARGE';

function tooLarge(what: string) {
  return Object.assign(new Error(`multipart body too large: ${what}`), {
    statusCode: 413,
    code: MULTIPART_TOO_LARGE,
  });
}

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
    // A declared length past every limit together is refused before a byte is read. (A file over its
    // action's own rule but within this is still read, so the visitor is told which file was too large.)
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > MAX_FIELDS_TOTAL_BYTES + MAX_FILES * MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES) {
      throw tooLarge('declared length');
    }
    let count = 0;
    let fieldBytes = 0;
    // busboy cuts a file off at `fileSize` and marks it truncated; we check the flag ourselves rather
    // than let the plugin throw, so the other fields are still read and the action can say why.
    // The plugin reads `throwFileSizeLimit` per call; its types only list busboy's options.
    const options = { limits: { fileSize: largest }, throwFileSizeLimit: false };
    try {
      for await (const part of request.parts(options as Parameters<typeof request.parts>[0])) {
        if (++count > MAX_FIELDS) throw tooLarge('too many parts');
        if (part.type === 'file') {
          const limit = limitOf.get(part.fieldname);
          if (limit === undefined || files.has(part.fieldname)) {
            part.file.resume();
            continue;
          }
          files.set(part.fieldname, await bufferFile(part.fieldname, part.file, limit));
          continue;
        }
        if (part.valueTruncated) throw tooLarge(`field ${part.fieldname}`);
        if (typeof part.value === 'string') {
          fieldBytes += Buffer.byteLength(part.value);
          if (fieldBytes > MAX_FIELDS_TOTAL_BYTES) throw tooLarge('fields together');
          fields[part.fieldname] = withoutNul(part.value);
        }
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
