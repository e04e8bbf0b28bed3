import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { NonceService } from '../../security/nonce.ts';
import { requestOrigin } from '../forms/actions.ts';
import type { RateLimitRule } from '../submissions/rate-limit.ts';
import { newsletterActions } from './newsletter-action.ts';
import { registerNewsletterRoutes } from './newsletter-routes.ts';
import { createNewsletterTokens } from './newsletter-tokens.ts';
import { createSignUp } from './sign-up.ts';
import { type SubscribeContext, type SubscribeInput, subscribeToList } from './subscribe.ts';

export interface NewsletterOptions {
  /** PUBLIC_ORIGIN: the origin of the links in mail; default the request's. */
  publicOrigin?: string | undefined;
  /** Whether the Mailchimp adapter is configured (confirmed subscribers are pushed); default no. */
  pushToRemote?: boolean;
  /** Signups per client address; default 10 per 10 minutes. */
  rateLimit?: RateLimitRule;
  /** Days a confirmation link works; default 7. */
  confirmDays?: number;
}

/**
 * Issue 17 item 6 (and the mailing-list adapter of item 5): `mailchimp_subscribe`, the no-script form
 * and the mailed links' pages. Returns the ajax action and `subscribe`, the call other modules (the
 * form builder's `wpr_form_builder_mailchimp`) make inside their own transaction.
 */
export function registerNewsletter(
  app: FastifyInstance,
  deps: {
    database: Database;
    nonces: NonceService;
    secret: string;
    now: () => number;
    options?: NewsletterOptions;
  },
) {
  const options = deps.options ?? {};
  const origin = options.publicOrigin;
  const originOf = origin ? () => origin : requestOrigin;
  const tokens = createNewsletterTokens(deps.secret);
  const pushToRemote = options.pushToRemote ?? false;
  const signUp = createSignUp({
    database: deps.database,
    tokens,
    now: deps.now,
    pushToRemote,
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(options.confirmDays ? { confirmDays: options.confirmDays } : {}),
  });
  registerNewsletterRoutes(app, {
    database: deps.database,
    nonces: deps.nonces,
    signUp,
    originOf,
    now: deps.now,
    pushToRemote,
  });
  return {
    actions: newsletterActions(signUp, originOf),
    /**
     * subscribeToList with this server's tokens, adapter switch and link origin (PUBLIC_ORIGIN, else
     * `requestOrigin`, the origin of the request that asked: the form builder's mailchimp action).
     */
    subscribe: (trx: Parameters<typeof subscribeToList>[0], input: SubscribeInput, requestOrigin: string) => {
      const context: SubscribeContext = {
        now: new Date(deps.now()),
        origin: origin ?? requestOrigin,
        tokens,
        pushToRemote,
        ...(options.confirmDays ? { confirmDays: options.confirmDays } : {}),
      };
      return subscribeToList(trx, input, context);
    },
  };
}
