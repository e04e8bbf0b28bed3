import { LOAD_MORE_ACTION, loadMoreRequestSchema } from '@site-widgets/contract';
import { defineAction, PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { fieldError } from '../ajax/ajax-route.ts';
import type { LoadMoreService } from './load-more.ts';

export function reviewActions(loadMore: LoadMoreService) {
  return [
    defineAction({
      name: LOAD_MORE_ACTION,
      fields: loadMoreRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      async handle(fields) {
        const outcome = await loadMore(fields);
        if (!outcome.ok)
          return fieldError(
            outcome.status,
            outcome.code,
            outcome.field,
            `${LOAD_MORE_ACTION}: ${outcome.field}: ${outcome.message}`,
          );
        return { kind: 'json-text', body: outcome.body };
      },
    }),
  ];
}
