import cors from '@fastify/cors';
import {
  AJAX_PATH,
  DEFAULT_REST_BASE,
  ERROR_CODES,
  type ErrorBody,
  FORM_UPLOAD_PATH,
} from '@site-widgets/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Issue 18 item 2: widgets embedded on another site's page call this server. The calls they make are
 * opened to the origins the owner lists (ALLOWED_ORIGINS, exact `scheme://host[:port]`), nothing else:
 * pages, the shop's form posts and the admin stay same-origin.
 */
export interface CrossOriginOptions {
  /** Exact origins allowed to call (ALLOWED_ORIGINS); empty: same-origin only. */
  allowedOrigins?: readonly string[];
  /** PUBLIC_ORIGIN: our own origin as visitors see it, when a proxy rewrites the Host. */
  publicOrigin?: string;
}

/** The widgets' public calls: the ajax endpoint, the REST-like paths, the data widgets, form uploads. */
const PUBLIC_CALL_PREFIXES = [
  AJAX_PATH,
  DEFAULT_REST_BASE,
  '/data/chart',
  '/data/table',
  '/data/map',
  FORM_UPLOAD_PATH,
];

/** The built loader, its chunks and stylesheet: public files any page may load as modules (no cookies). */
const ASSETS_PREFIX = '/assets/';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function isPublicCall(url: string): boolean {
  const path = pathOf(url);
  return PUBLIC_CALL_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/**
 * Same origin: the Origin's host is the Host the request was sent to (or PUBLIC_ORIGIN). By host, not
 * scheme: behind a proxy that ends TLS the request arrives as http while the page was https.
 */
function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (publicOrigin !== undefined && origin === publicOrigin) return true;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.origin !== origin) return false;
    host = url.host;
  } catch {
    // `null` (sandboxed frames, file: pages, redirects across sites) and anything unparseable.
    return false;
  }
  return host === request.host;
}

export async function registerCrossOrigin(app: FastifyInstance, options: CrossOriginOptions = {}) {
  const allowed = new Set(options.allowedOrigins ?? []);
  await app.register(cors, {
    hook: 'onRequest',
    delegator: async (request: FastifyRequest) => {
      if (pathOf(request.url).startsWith(ASSETS_PREFIX)) return { origin: '*', methods: ['GET', 'HEAD'] };
      const origin = request.headers.origin;
      if (origin === undefined || !allowed.has(origin) || !isPublicCall(request.url))
        return { origin: false };
      return {
        // Reflected exactly: `*` could never carry the visitor's cookie (ajax-route.ts adds
        // Access-Control-Allow-Credentials for the actions that need it).
        origin,
        methods: ['GET', 'HEAD', 'POST', 'DELETE'],
        allowedHeaders: ['content-type', 'x-wp-nonce', 'x-gform-nonce'],
        maxAge: 600,
      };
    },
  });

  // A form post or fetch from a page we do not know could still change something before the browser
  // hides the answer: the public calls refuse it outright.
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || allowed.has(origin) || !isPublicCall(request.url)) return;
    if (isOwnOrigin(origin, request, options.publicOrigin)) return;
    const body: ErrorBody = {
      error: 'yes',
      code: 'SW_ORIGIN_NOT_ALLOWED',
      message: ERROR_CODES.SW_ORIGIN_NOT_ALLOWED,
    };
    return reply
      .code(403)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .type('application/json; charset=utf-8')
      .send(body);
  });
}

/** Whether an answer went out with CORS for one allowed origin (not `*`), so it may carry credentials. */
export function allowsOneOrigin(header: unknown): boolean {
  return typeof header === 'string' && header !== '*';
}
