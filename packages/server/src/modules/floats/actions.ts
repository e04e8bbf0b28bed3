import { GET_FLOAT_ACTION, getFloatFieldsSchema } from '@site-widgets/contract';
import { defineAction, PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { GetFloatService } from './get-float.ts';

export function floatActions(getFloat: GetFloatService) {
  return [
    defineAction({
      name: GET_FLOAT_ACTION,
      fields: getFloatFieldsSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      async handle(fields) {
        return { kind: 'html', body: await getFloat(fields) };
      },
    }),
  ];
}
