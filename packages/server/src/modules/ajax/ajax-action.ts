import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { ReceivedFile } from './read-fields.ts';

/** What an action answers: the protocol's bodies are JSON or HTML text under text/html, or plain text. */
export type AjaxAnswer =
  | { kind: 'json'; status?: number; body: unknown }
  /** JSON already serialised (a cached answer), sent as it is. */
  | { kind: 'json-text'; status?: number; body: string }
  | { kind: 'html'; status?: number; body: string }
  | { kind: 'text'; status?: number; body: string };

export interface AjaxContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The uploaded files the action declared in `files`, by field name; absent when none was sent. */
  files: ReadonlyMap<string, ReceivedFile>;
}

/** A file field an action accepts, and the most bytes it keeps of it. */
export interface FileRule {
  field: string;
  /** Larger files are cut off while streaming and marked `tooLarge`; nothing past it is buffered. */
  maxBytes: number;
}

/** One ajax action: its wire name, the schema of its fields, and what it does with them. */
export interface AjaxAction<S extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  fields: S;
  /** The nonce scope it checks; every action of the original uses the one page nonce. */
  nonceScope: string;
  /**
   * The fields the nonce may travel in, the first one sent wins; default `[NONCE_FIELD]` (`wpfb_nonce`).
   * The spec 001 grid calls also name it `nonce`, the `gform_*` actions `gform_ajax_nonce`.
   */
  nonceFields?: readonly string[];
  /** Runs without a nonce (spec 001 §7 `eael_get_token`, which hands a page its fresh nonce). Default false. */
  nonceFree?: boolean;
  /** File fields it reads (multipart only); every other file part is drained unread. Default none. */
  files?: readonly FileRule[];
  handle(fields: z.output<S>, context: AjaxContext): Promise<AjaxAnswer>;
}

export function defineAction<S extends z.ZodMiniType>(action: AjaxAction<S>): AjaxAction {
  return action as unknown as AjaxAction;
}

/** The scope of the page nonce every review call carries. */
export const PAGE_NONCE_SCOPE = 'site-widgets-public';
