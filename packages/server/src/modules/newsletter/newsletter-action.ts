import { mailchimpSubscribeRequestSchema, NEWSLETTER_ACTION, NONCE_FIELD } from '@site-widgets/contract';
import type { FastifyRequest } from 'fastify';
import { defineAction, PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { SignUp } from './sign-up.ts';

/** spec 001 §7 `mailchimp_subscribe`: fields (the serialised form) and listId; answers `status`. */
export function newsletterActions(signUp: SignUp, originOf: (request: FastifyRequest) => string) {
  return [
    defineAction({
      name: NEWSLETTER_ACTION,
      fields: mailchimpSubscribeRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: ['nonce', NONCE_FIELD],
      async handle(fields, { request, reply }) {
        const result = await signUp({
          listId: fields.listId,
          fields: fields.fields,
          ip: request.ip,
          origin: originOf(request),
        });
        if (result.retryAfterSeconds) reply.header('retry-after', String(result.retryAfterSeconds));
        return { kind: 'json', status: result.httpStatus, body: result.answer };
      },
    }),
  ];
}
