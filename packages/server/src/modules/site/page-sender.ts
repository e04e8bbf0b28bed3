import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type InlineStyles, type PageBoot, type PageStyle, renderDocument } from '@site-widgets/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { type CriticalCss, createCriticalCss, markupNames } from './critical-css.ts';

/**
 * A page's ETag stays the same for this long at most: its nonce was issued within it, so a copy the
 * browser revalidates (304) carries a nonce at most one hour old, of its 24 hours.
 */
export const PAGE_VERSION_WINDOW_MS = 60 * 60 * 1000;

export interface PageSenderDeps {
  /** The reviews revision: every write that changes what visitors can see bumps it. */
  revision: () => Promise<number>;
  now: () => number;
  /** Names this build and process: a new deploy or restart never answers 304 to an older page. */
  build: string;
  /** The pages' stylesheets, written into each page instead of linked (readInlineStyles). */
  inlineStyles?: InlineStyles;
  /** Issue 10: the inline start script written where the loader's tag stood (readPageBoot); default the tag. */
  boot?: PageBoot | undefined;
}

/**
 * The pages' two stylesheets as built (site.css, the widgets' styles), read and parsed once. Each page
 * gets the rules its own markup can match (critical-css.ts), written inside it, so first paint waits for
 * no other request and carries none of the rules for other pages' widgets (issue 10 §4). A file that is
 * missing (not built) stays a link.
 */
export function readInlineStyles(files: Record<string, string>): InlineStyles {
  const sheets = new Map<string, CriticalCss>();
  for (const [href, file] of Object.entries(files)) {
    try {
      sheets.set(href, createCriticalCss(fs.readFileSync(file, 'utf8').trim()));
    } catch {
      // Not built: the page links it.
    }
  }
  return {
    forPage(html) {
      const names = markupNames(html);
      const styles = new Map<string, PageStyle>();
      for (const [href, sheet] of sheets) {
        styles.set(href, sheet.forNames(names));
      }
      return styles;
    },
  };
}

/** What names this server's build: the chunk manifest (when built) and the moment it started. */
export function buildVersion(assetsDir: string, startedAt: number): string {
  let manifest = '';
  try {
    manifest = fs.readFileSync(path.join(assetsDir, '.vite/manifest.json'), 'utf8');
  } catch {
    // Not built (server tests): the start time alone names the build.
  }
  return createHash('sha256').update(`${manifest}|${startedAt}`).digest('base64url').slice(0, 16);
}

/** Whether an If-None-Match header names this (weak) ETag; `*` matches any current page. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header || header.length > 4096) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === bare;
  });
}

export type PageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  /** What else the page is made from besides the reviews (form and float records), as JSON. */
  inputs: unknown,
  render: () => Promise<ReactElement> | ReactElement,
) => Promise<string>;

/**
 * Server-rendered pages are `no-cache` with a weak ETag naming what they are made from (path, reviews
 * revision, other records, build, the hour their nonce was issued in). A revisit that sends it back gets
 * 304 with no body and no rendering. Weak, because two renders of one version differ in their nonce and
 * in which reviews a random-order display drew, never in what the visitor may see.
 */
export function createPageSender(deps: PageSenderDeps): PageSender {
  return async (request, reply, inputs, render) => {
    const window = Math.floor(deps.now() / PAGE_VERSION_WINDOW_MS);
    const version = JSON.stringify([
      deps.build,
      request.url.split('?')[0],
      await deps.revision(),
      window,
      inputs ?? null,
    ]);
    const etag = `W/"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    reply.type('text/html; charset=utf-8');
    return renderDocument(await render(), deps.inlineStyles, deps.boot);
  };
}
