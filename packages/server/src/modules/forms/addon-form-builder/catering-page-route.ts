import type { FastifyInstance } from 'fastify';
import type { NonceService } from '../../../security/nonce.ts';
import type { FormBuilderRepository } from './form-builder-repository.ts';

export const CATERING_PATH = '/catering';

export function registerCateringPage(
  _app: FastifyInstance,
  _deps: { repository: FormBuilderRepository; nonces: NonceService },
) {}
