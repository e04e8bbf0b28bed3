import type { ERROR_CODES, NewsletterAnswer } from '@site-widgets/contract';
import { parseSignupFields } from '@site-widgets/core/content/newsletter-fields.ts';
import type { Database } from '../../db/database.ts';
import { createRateLimitCounter, type RateLimitRule } from '../submissions/rate-limit.ts';
import type { NewsletterTokens } from './newsletter-tokens.ts';
import { type SubscribeContext, subscribeToList } from './subscribe.ts';

export const NEWSLETTER_MESSAGES = {
  badEmail: 'Enter an e-mail address like name@example.com.',
  unknownList: 'This newsletter does not exist.',
  badFields: 'The form could not be read.',
  notAccepted: 'Your signup was not accepted.',
  tooMany: 'Too many signups from your address. Please try again later.',
} as const;

export interface SignUpRequest {
  listId: string;
  /** The serialised form (`EMAIL=…&FNAME=…`). */
  fields: string;
  /** The client's address (the rate limit's bucket). */
  ip: string;
  origin: string;
}

export interface SignUpResult {
  httpStatus: number;
  answer: NewsletterAnswer;
  retryAfterSeconds?: number;
}

export interface SignUpDeps {
  database: Database;
  tokens: NewsletterTokens;
  now: () => number;
  pushToRemote: boolean;
  /** Signups per client address; default 10 per 10 minutes. */
  rateLimit?: RateLimitRule;
  confirmDays?: number;
}

class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
  }
}

const failure = (
  httpStatus: number,
  code: keyof typeof ERROR_CODES,
  message: string,
  field?: string,
): SignUpResult => ({
  httpStatus,
  answer: { status: 'error', code, message, ...(field ? { field } : {}) },
});

/**
 * `mailchimp_subscribe` and the no-script form's POST: read the serialised form, refuse a filled
 * honeypot, count the client (rate limit, shared by every instance), then sign up in one transaction.
 * Success is `subscribed` whether the address was new, pending or already subscribed: the answer never
 * tells a stranger whether an address is on the list (docs/api.md).
 */
export function createSignUp(deps: SignUpDeps) {
  const counter = createRateLimitCounter(deps.database.db);
  const rule = deps.rateLimit ?? { limit: 10, windowSeconds: 600 };

  return async function signUp(request: SignUpRequest): Promise<SignUpResult> {
    const now = deps.now();
    const bucket = `newsletter|${request.ip}`;
    const early = await counter.peek(bucket, rule, now);
    if (!early.allowed)
      return {
        ...failure(429, 'SW_NEWSLETTER_RATE_LIMITED', NEWSLETTER_MESSAGES.tooMany),
        retryAfterSeconds: early.retryAfterSeconds,
      };
    const parsed = parseSignupFields(request.fields);
    const refuse = async (result: SignUpResult) => {
      await counter.countFailure(bucket, rule, now);
      return result;
    };
    if (!parsed)
      return refuse(failure(400, 'SW_NEWSLETTER_BAD_FIELDS', NEWSLETTER_MESSAGES.badFields, 'fields'));
    if (parsed.honeypot !== '')
      return refuse(failure(400, 'SW_NEWSLETTER_NOT_ACCEPTED', NEWSLETTER_MESSAGES.notAccepted));
    const context: SubscribeContext = {
      now: new Date(now),
      origin: request.origin,
      tokens: deps.tokens,
      pushToRemote: deps.pushToRemote,
      ...(deps.confirmDays ? { confirmDays: deps.confirmDays } : {}),
    };
    try {
      const outcome = await deps.database.db.transaction().execute(async (trx) => {
        const decision = await counter.count(trx, bucket, rule, now);
        if (!decision.allowed) throw new RateLimited(decision.retryAfterSeconds);
        return subscribeToList(
          trx,
          { listId: request.listId, email: parsed.email, mergeFields: parsed.mergeFields },
          context,
        );
      });
      // Counted already: the transaction's count was committed with nothing else.
      if ('error' in outcome) {
        return outcome.error === 'unknown-list'
          ? failure(404, 'SW_NEWSLETTER_UNKNOWN_LIST', NEWSLETTER_MESSAGES.unknownList, 'listId')
          : failure(400, 'SW_NEWSLETTER_BAD_EMAIL', NEWSLETTER_MESSAGES.badEmail, 'EMAIL');
      }
      return { httpStatus: 200, answer: { status: 'subscribed' } };
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error;
      return {
        ...failure(429, 'SW_NEWSLETTER_RATE_LIMITED', NEWSLETTER_MESSAGES.tooMany),
        retryAfterSeconds: error.retryAfterSeconds,
      };
    }
  };
}

export type SignUp = ReturnType<typeof createSignUp>;
