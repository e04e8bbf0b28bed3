import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';

/** What an action answers: the protocol's bodies are JSON or HTML text under text/html, or plain text. */
export type AjaxAnswer =
  | { kind: 'json'; status?: number; body: unknown }
  | { kind: 'html'; status?: number; body: string }
  | { kind: 'text'; status?: number; body: string };

export interface AjaxContext {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One ajax action: its wire name, the schema of its fields, and what it does with them. */
export interface AjaxAction<S extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  fields: S;
  /** The nonce scope it checks; every action of the original uses the one page nonce. */
  nonceScope: string;
  handle(fields: z.output<S>, context: AjaxContext): Promise<AjaxAnswer>;
}

export function defineAction<S extends z.ZodMiniType>(action: AjaxAction<S>): AjaxAction {
  return action as unknown as AjaxAction;
}

/** The scope of the page nonce every review call carries. */
export const PAGE_NONCE_SCOPE = 'site-widgets-public';
