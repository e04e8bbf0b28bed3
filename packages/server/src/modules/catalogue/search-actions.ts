import { DATA_FETCH_ACTION, dataFetchRequestSchema } from '@site-widgets/contract';
import { SearchAnswerMarkup } from '@site-widgets/widgets/catalogue/live-search/SearchAnswerMarkup.tsx';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defineAction, PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { fieldError } from '../ajax/ajax-route.ts';
import type { SearchService } from './search-service.ts';

/** spec 001 §7 `wpr_data_fetch`: the live search's results as HTML (docs/api.md). */
export function searchActions(search: SearchService) {
  return [
    defineAction({
      name: DATA_FETCH_ACTION,
      fields: dataFetchRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      async handle(fields) {
        const outcome = await search(fields);
        if (!outcome.ok)
          return fieldError(
            outcome.status,
            outcome.code,
            outcome.field,
            `${DATA_FETCH_ACTION}: ${outcome.field}: ${outcome.message}`,
          );
        return {
          kind: 'html',
          body: renderToStaticMarkup(createElement(SearchAnswerMarkup, { answer: outcome.answer })),
        };
      },
    }),
  ];
}
