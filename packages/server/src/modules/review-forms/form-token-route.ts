import { ERROR_CODES, type ErrorBody, FORM_TOKEN_PATH, type FormTokenResponse } from '@site-widgets/contract';
import type { FastifyInstance } from 'fastify';
import { issueFormToken } from '../../security/form-token.ts';
import type { NonceService } from '../../security/nonce.ts';
import type { FormRepository } from './form-repository.ts';

/**
 * `GET FORM_TOKEN_PATH?form_id=N` → `{ token }`, never cached: the token's issue time starts the form's
 * minimum time-to-submit. A page rendered on the server embeds one instead (issueFormToken).
 */
export function registerFormTokenRoute(app: FastifyInstance, forms: FormRepository, nonces: NonceService) {
  app.get<{ Querystring: Record<string, unknown> }>(FORM_TOKEN_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const given = request.query.form_id;
    if (typeof given !== 'string' || !/^\d{1,9}$/.test(given)) {
      const body: ErrorBody = {
        error: 'yes',
        code: 'SW_BAD_FIELD',
        field: 'form_id',
        message: 'form-token: form_id: must be a review form id',
      };
      return reply.code(400).send(body);
    }
    const form = await forms.find(Number(given));
    if (!form) {
      const body: ErrorBody = {
        error: 'yes',
        code: 'SW_UNKNOWN_FORM',
        field: 'form_id',
        message: ERROR_CODES.SW_UNKNOWN_FORM,
      };
      return reply.code(404).send(body);
    }
    const answer: FormTokenResponse = { token: issueFormToken(nonces, form.id) };
    return answer;
  });
}
