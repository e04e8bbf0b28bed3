import { FORM_BUILDER_SUBMIT_PATH, NONCE_FIELD } from '@site-widgets/contract';
import { wireFormContent } from '@site-widgets/core/forms/addon-form-builder/form-content.ts';
import { safeRedirectUrl } from '@site-widgets/core/forms/addon-form-builder/step-validation.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { NonceService } from '../../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../../ajax/ajax-action.ts';
import { requestOrigin } from '../actions.ts';
import type { FormBuilderForm, FormBuilderRepository } from './form-builder-repository.ts';
import type { SubmitFormBuilder } from './submit-form-builder.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Whether a form can be sent by a plain HTML post: one step, no upload, no reCAPTCHA. */
export const sendsWithoutScript = (form: Pick<FormBuilderForm, 'settings'>) =>
  form.settings.steps.length === 1 &&
  !form.settings.recaptcha &&
  form.settings.fields.every((field) => field.type !== 'file');

function page(reply: FastifyReply, status: number, title: string, message: string, back: string | undefined) {
  const link = back ? `<p><a href="${escapeHtml(back)}">Back to the form</a></p>` : '';
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/site.css"></head><body><main id="main" class="container"><h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(message)}</p>${link}</main></body></html>`,
    );
}

/**
 * POST /form-builder/submit: the no-JavaScript path of a single-step form. The fields arrive by id (a
 * checkbox group or multi-select repeats its id); they go through the same submission as the ajax call
 * (stored form, content check, one transaction, rate limit). Success shows the form's message, or goes
 * to its redirect address (http/https only); a refusal shows the form's error message and the reason.
 */
export function registerNoScriptSubmit(
  app: FastifyInstance,
  deps: { repository: FormBuilderRepository; submit: SubmitFormBuilder; nonces: NonceService },
) {
  app.post(FORM_BUILDER_SUBMIT_PATH, async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      string | string[] | undefined
    >;
    const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
    // Back to the page the form was on: our own pages only (the Referer's path when its host is ours).
    const referer = safeRedirectUrl(request.headers.referer);
    const backPath =
      referer && new URL(referer).host === request.host ? new URL(referer).pathname : undefined;
    if (!deps.nonces.verify(PAGE_NONCE_SCOPE, first(body[NONCE_FIELD])))
      return page(
        reply,
        403,
        'The page has expired',
        'Please go back, reload the page and send the form again.',
        backPath,
      );
    const formId = Number(first(body.form_id));
    const form =
      Number.isSafeInteger(formId) && formId > 0 ? await deps.repository.findForm(formId) : undefined;
    if (!form) return page(reply, 404, 'Form not found', 'This form does not exist.', backPath);
    if (!sendsWithoutScript(form))
      return page(reply, 400, form.settings.title, 'This form needs JavaScript to be sent.', backPath);
    const values: Record<string, string | string[]> = {};
    for (const field of form.settings.fields) {
      const sent = body[field.id];
      const list = (Array.isArray(sent) ? sent : sent === undefined ? [] : [sent]).map(String);
      values[field.id] =
        field.type === 'checkbox' || (field.type === 'select' && field.multiple) ? list : (list[0] ?? '');
    }
    const outcome = await deps.submit({
      form,
      contentJson: JSON.stringify(wireFormContent(form.settings.fields, values)),
      contentField: 'form',
      actions: form.settings.actions,
      formPage: backPath,
      clientIp: request.ip,
      origin: requestOrigin(request),
    });
    if (!outcome.ok)
      return page(
        reply,
        outcome.status,
        form.settings.title,
        `${form.settings.messages.error} (${outcome.message})`,
        backPath,
      );
    const redirect = safeRedirectUrl(form.settings.redirectUrl);
    if (redirect) return reply.code(303).header('location', redirect).send();
    return page(reply, 200, form.settings.title, form.settings.messages.success, backPath);
  });
}
