import { formBuilderViewOf } from '@site-widgets/contract';
import { CateringPage } from '@site-widgets/site';
import { renderFormBuilderWidget } from '@site-widgets/widgets/forms/addon-form-builder/server.tsx';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import type { NonceService } from '../../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../../ajax/ajax-action.ts';
import { renderSitePage } from '../../site/site-page.ts';
import { DEMO_CATERING_FORM_NAME } from './demo-form-builder.ts';
import type { FormBuilderRepository } from './form-builder-repository.ts';

export const CATERING_PATH = '/catering';
const CATERING_PAGE_ID = 72;

/** `/catering` (issue 17 item 8): the demo's catering request, found by name (seedDemoFormBuilder). */
export function registerCateringPage(
  app: FastifyInstance,
  deps: { repository: FormBuilderRepository; nonces: NonceService },
) {
  app.get(CATERING_PATH, async (_request, reply) => {
    const id = (await deps.repository.forms.list()).find(
      (record) => record.name === DEMO_CATERING_FORM_NAME,
    )?.id;
    const form = id === undefined ? undefined : await deps.repository.findForm(id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const nonce = deps.nonces.issue(PAGE_NONCE_SCOPE);
    return renderSitePage(
      createElement(CateringPage, {
        pageVars: {
          ajaxurl: '/wp-admin/admin-ajax.php',
          nonce,
          pageId: CATERING_PAGE_ID,
        },
        formHtml: form
          ? renderFormBuilderWidget(formBuilderViewOf(form.id, form.settings), nonce)
          : undefined,
      }),
    );
  });
}
