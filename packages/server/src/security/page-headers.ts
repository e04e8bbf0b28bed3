import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** What the owner may widen in the pages' Content-Security-Policy (docs/operations.md "Security"). */
export interface PageHeaderOptions {
  /** Who may frame the pages (`frame-ancestors`); default `'self'`. */
  frameAncestors?: readonly string[];
  /** Origins besides our own that may serve scripts (a third-party widget's host); default none. */
  scriptSources?: readonly string[];
  /** Origins besides our own that scripts may send to (an analytics beacon); default none. */
  connectSources?: readonly string[];
  /** Issue 10: inline scripts allowed by their hash (`'sha256-…'`: the pages' start script); default none. */
  inlineScriptHashes?: readonly string[];
  /** Issue 16: origins pages may frame (the video hosts of slider videos); default none (`default-src`). */
  frameSources?: readonly string[];
}

/** A CSP source the configuration may name: a keyword, or an http(s) origin (a `*.` host allowed). */
export const CSP_SOURCE = /^('self'|'none'|https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?)$/i;

/**
 * Security headers on every answer: pages, assets, uploads (@fastify/helmet). Scripts run only from our
 * own origin (the loader and its chunks; the JSON data blocks are not executable), nothing is framed
 * except by `frameAncestors`, no sniffing, referrers cut to the origin across sites. Inline style
 * attributes stay allowed: server-rendered widgets reserve their sizes with them. The ajax endpoint and
 * uploads set their own stricter policy (`default-src 'none'; sandbox`) after this one.
 */
export async function registerPageHeaders(app: FastifyInstance, options: PageHeaderOptions = {}) {
  const frameAncestors = options.frameAncestors?.length ? [...options.frameAncestors] : ["'self'"];
  const onlySelf = frameAncestors.length === 1 && frameAncestors[0] === "'self'";
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.scriptSources ?? []), ...(options.inlineScriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Review avatars and photos may come from the review platforms' image hosts.
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...(options.connectSources ?? [])],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors,
        // Only when configured: without it frames fall back to default-src 'self'.
        ...(options.frameSources?.length ? { frameSrc: ["'self'", ...options.frameSources] } : {}),
      },
    },
    // frame-ancestors says who may frame; the older header can only say "same origin".
    xFrameOptions: onlySelf ? { action: 'sameorigin' } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Widgets are meant to be embedded from other origins (the loader and its chunks, uploads).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Headers that only a document (a page, an SVG, a worker's script) acts on: a script or stylesheet
 * answer carrying them is ≈0.5 KB per request for nothing (issue 10: a page's first script requests
 * were 1.2 KB as transferred for 0.2 KB of code). `nosniff`, the resource policy, the referrer policy
 * (a module's own imports and a stylesheet's `url()`s follow it) and HSTS stay. No script of ours starts
 * a worker, whose policy would come from its script's answer.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Files sent with the subresource headers only (never rendered as a document), or their compressed copies. */
const SUBRESOURCE_FILE = /\.(?:js|mjs|css|map)(?:\.br|\.gz)?$/;

/** For a static file's answer (`@fastify/static` `setHeaders`): drops what only documents act on. */
export function trimSubresourceHeaders(response: { removeHeader(name: string): void }, filePath: string) {
  if (!SUBRESOURCE_FILE.test(filePath)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
}
