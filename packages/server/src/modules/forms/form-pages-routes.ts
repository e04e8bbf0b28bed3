import { randomBytes } from 'node:crypto';
import { FORM_DEFAULT_MESSAGES, type FormViewState, RESUME_TOKEN_PARAM } from '@site-widgets/contract';
import { EmbeddedFormPage, EmbeddedFormsIndexPage } from '@site-widgets/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { readFields } from '../ajax/read-fields.ts';
import { renderSitePage } from '../site/site-page.ts';
import type { FormDefinitionRepository, StoredForm } from './form-definition-repository.ts';
import { type FormMarkupRenderer, initialViewState, viewStateOf } from './form-markup.ts';
import type { SubmitFormService } from './submit-form.ts';

/** Where each demo form lives; `/forms` lists them. */
export const FORM_PAGES = [
  { slug: 'contact', formId: 1, pageId: 11, summary: 'a question, a booking or a cake.' },
  { slug: 'catering', formId: 2, pageId: 12, summary: 'three steps to a catering quote.' },
  { slug: 'events', formId: 3, pageId: 13, summary: 'book a workshop; save it and finish later.' },
] as const;

export interface FormPagesDeps {
  forms: FormDefinitionRepository;
  submitForm: SubmitFormService;
  renderer: FormMarkupRenderer;
  nonces: NonceService;
  /** The origin of resume links. */
  originOf: (request: FastifyRequest) => string;
}

const newUniqueId = () => randomBytes(16).toString('hex');

/**
 * The demo's form pages (issue 12 §2): GET shows the form (restored from `?gf_token=` when the link is
 * valid), POST is the no-JavaScript postback — the spec's default method — answered with the same page
 * in its new state, or 303 to a confirmation's address.
 */
export async function registerFormPages(app: FastifyInstance, deps: FormPagesDeps) {
  const pageVars = (pageId: number) => ({
    ajaxurl: '/wp-admin/admin-ajax.php',
    nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
    pageId,
  });
  const links = async () => {
    const forms = await Promise.all(FORM_PAGES.map((page) => deps.forms.find(page.formId)));
    return FORM_PAGES.flatMap((page, index) => {
      const form = forms[index];
      return form
        ? [{ href: `/forms/${page.slug}`, title: form.definition.title, summary: page.summary }]
        : [];
    });
  };

  async function sendFormPage(
    reply: FastifyReply,
    page: (typeof FORM_PAGES)[number],
    form: StoredForm,
    state: FormViewState,
  ) {
    const others = (await links()).filter((link) => link.href !== `/forms/${page.slug}`);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderSitePage(
      createElement(EmbeddedFormPage, {
        pageVars: pageVars(page.pageId),
        title: form.definition.title,
        intro: form.definition.description ?? '',
        formHtml: deps.renderer.widget(state),
        others,
      }),
    );
  }

  app.get('/forms', async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return renderSitePage(
      createElement(EmbeddedFormsIndexPage, { pageVars: pageVars(10), forms: await links() }),
    );
  });

  app.get('/forms/thank-you', async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return renderSitePage(
      createElement(EmbeddedFormsIndexPage, {
        pageVars: pageVars(14),
        forms: [
          { href: '/forms', title: 'Thank you — your enquiry is with us.', summary: 'back to the forms.' },
        ],
      }),
    );
  });

  for (const page of FORM_PAGES) {
    const path = `/forms/${page.slug}`;
    app.get(
      path,
      async (request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply) => {
        const form = await deps.forms.find(page.formId);
        if (!form) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        const token = request.query[RESUME_TOKEN_PARAM];
        if (typeof token === 'string' && token !== '') {
          const resumed = await deps.submitForm.resume(page.formId, token);
          if (resumed)
            return sendFormPage(reply, page, form, {
              ...initialViewState(form, path, resumed.uniqueId),
              values: resumed.values,
              currentPage: resumed.page,
              resumeToken: resumed.token,
            });
          return sendFormPage(reply, page, form, {
            ...initialViewState(form, path, newUniqueId()),
            formError: FORM_DEFAULT_MESSAGES.resumeExpired,
          });
        }
        return sendFormPage(reply, page, form, initialViewState(form, path, newUniqueId()));
      },
    );

    app.post(path, async (request, reply) => {
      const form = await deps.forms.find(page.formId);
      if (!form) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const fields = await readFields(request);
      // The postback posts to the page itself; the page decides which form it is.
      const outcome = await deps.submitForm.submit({
        fields: { ...fields, form_id: String(page.formId), current_page_url: path },
        clientIp: request.ip,
        origin: deps.originOf(request),
      });
      if (outcome.kind === 'not-found')
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      if (outcome.kind === 'refused')
        return sendFormPage(reply, page, form, {
          ...initialViewState(form, path, newUniqueId()),
          formError: outcome.message,
        });
      if (outcome.kind === 'confirmed') {
        if (outcome.confirmation.type === 'redirect')
          return reply.code(303).redirect(outcome.confirmation.url);
        return sendFormPage(reply, page, form, {
          ...initialViewState(form, path, newUniqueId()),
          confirmationMessage: outcome.confirmation.message,
        });
      }
      return sendFormPage(reply, page, form, viewStateOf(outcome, path));
    });
  }
}
