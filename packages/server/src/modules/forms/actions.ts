import {
  CONFIG_PATH_PATTERN,
  DEFAULT_CURRENCY,
  FORM_WIRE_FIELDS,
  type FormClientConfig,
  GFORM_GET_CONFIG_ACTION,
  GFORM_JSON_END,
  GFORM_JSON_START,
  GFORM_MESSAGES,
  GFORM_NONCE_FIELD,
  GFORM_SUBMIT_ACTION,
  GFORM_VALIDATE_CONFIG_ACTION,
  type GformGetConfigResponse,
  type GformSubmitResponse,
  type GformValidateConfigResponse,
  gformConfigArgsSchema,
  gformConfigToValidateSchema,
  gformGetConfigFieldsSchema,
  gformSubmitFieldsSchema,
  gformValidateConfigFieldsSchema,
} from '@site-widgets/contract';
import { usesConditionalLogic } from '@site-widgets/core/forms/embedded-form-visibility.ts';
import type { FastifyRequest } from 'fastify';
import { inertJson } from '../../security/inert-json.ts';
import { type AjaxAction, type AjaxAnswer, defineAction, PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { FormDefinitionRepository, StoredForm } from './form-definition-repository.ts';
import { type FormMarkupRenderer, initialViewState, viewStateOf } from './form-markup.ts';
import { pagePath, type SubmitFormService, type SubmitOutcome } from './submit-form.ts';

/** spec 001 §7: submit and get_config answers sit between the JSON comment markers. */
const wrapped = (body: unknown): AjaxAnswer => ({
  kind: 'html',
  body: `${GFORM_JSON_START}${inertJson(body)}${GFORM_JSON_END}`,
});

/** The origin of resume links: the request's own (a malformed Host falls back to localhost). */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.host;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i.test(host) ? `${protocol}://${host}` : 'http://localhost';
}

export const formNotFound = (id: number | string) => GFORM_MESSAGES.formNotFound.replace('{id}', String(id));

/** The answer of `gform_submit_form` for an outcome. */
export function submitAnswer(
  outcome: SubmitOutcome,
  renderer: FormMarkupRenderer,
  actionUrl: string,
): GformSubmitResponse {
  if (outcome.kind === 'not-found')
    return {
      success: false,
      data: formNotFound(Number.isFinite(outcome.formId) ? outcome.formId : 0),
      code: 'SW_FORM_NOT_FOUND',
    };
  if (outcome.kind === 'refused')
    return { success: false, data: outcome.message, code: outcome.code ?? 'SW_FORM_INVALID_REQUEST' };
  const empty = {
    confirmation_type: '' as const,
    confirmation_redirect: '',
    confirmation_markup: '',
    page_markup: '',
    form_markup: '',
    uploaded_files: {},
    validation_errors: {},
  };
  if (outcome.kind === 'confirmed') {
    const pageCount = outcome.form.definition.pages.length;
    const base = {
      ...empty,
      is_valid: true,
      submission_type: 'submit' as const,
      page_number: 0,
      source_page_number: pageCount,
    };
    if (outcome.confirmation.type === 'redirect')
      return {
        success: true,
        data: { ...base, confirmation_type: 'redirect', confirmation_redirect: outcome.confirmation.url },
      };
    return {
      success: true,
      data: {
        ...base,
        confirmation_type: 'message',
        confirmation_markup: renderer.confirmation(
          initialViewState(outcome.form, actionUrl, '0'.repeat(32)),
          outcome.confirmation.message,
        ),
      },
    };
  }
  // A form-level refusal is a submission failure: the client shows it as the heading (spec 001 §8).
  if (outcome.formError) return { success: false, data: outcome.formError, code: 'SW_FORM_INVALID_REQUEST' };
  const state = viewStateOf(outcome, actionUrl);
  const errors: Record<string, string> = {};
  // Field 0 is the send-link address (not a field of the form).
  for (const [id, message] of Object.entries(outcome.errors))
    errors[id === '0' ? 'resume_email' : id] = message;
  const pageOnly = outcome.valid && (outcome.type === 'next' || outcome.type === 'previous');
  return {
    success: true,
    data: {
      ...empty,
      is_valid: outcome.valid,
      submission_type: outcome.type,
      page_number: outcome.page,
      source_page_number: outcome.sourcePage,
      page_markup: pageOnly ? renderer.page(state, outcome.page) : '',
      form_markup: pageOnly ? '' : renderer.form(state),
      validation_errors: errors,
      ...(outcome.resumeUrl ? { resume_url: outcome.resumeUrl } : {}),
      ...(outcome.resumeToken && outcome.type === 'save-continue'
        ? { resume_token: outcome.resumeToken }
        : {}),
    },
  };
}

/** What a client needs of one form without its markup (gform_get_config). */
export function clientConfigOf(form: StoredForm): FormClientConfig {
  const { definition } = form;
  const fieldLogic: FormClientConfig['fieldLogic'] = {};
  const pageLogic: FormClientConfig['pageLogic'] = {};
  definition.pages.forEach((page, index) => {
    if (page.conditionalLogic) pageLogic[String(index + 1)] = page.conditionalLogic;
    for (const field of page.fields)
      if (field.conditionalLogic) fieldLogic[String(field.id)] = field.conditionalLogic;
  });
  return {
    id: definition.id,
    pageCount: definition.pages.length,
    versionHash: form.versionHash,
    hasConditionalLogic: usesConditionalLogic(definition),
    fieldLogic,
    pageLogic,
    saveAndContinue: definition.saveAndContinue.enabled,
    currency: definition.currency ?? DEFAULT_CURRENCY,
  };
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export function formActions(
  forms: FormDefinitionRepository,
  submitForm: SubmitFormService,
  renderer: FormMarkupRenderer,
  originOf: (request: FastifyRequest) => string = requestOrigin,
): AjaxAction[] {
  return [
    defineAction({
      name: GFORM_SUBMIT_ACTION,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: [GFORM_NONCE_FIELD],
      fields: gformSubmitFieldsSchema,
      async handle(fields, { request }) {
        const raw: Record<string, string | undefined> = {};
        for (const [key, value] of Object.entries(fields))
          if (typeof value === 'string' || typeof value === 'number') raw[key] = String(value);
        const outcome = await submitForm.submit({
          fields: raw,
          clientIp: request.ip,
          origin: originOf(request),
        });
        // The same parse as the entry's source page: `\\` and other unparseable addresses become `/`
        // (a throw here came after the entry was committed, and answered 500).
        return wrapped(submitAnswer(outcome, renderer, pagePath(raw[FORM_WIRE_FIELDS.currentPageUrl])));
      },
    }),
    defineAction({
      name: GFORM_GET_CONFIG_ACTION,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: [GFORM_NONCE_FIELD],
      fields: gformGetConfigFieldsSchema,
      async handle(fields, { request }) {
        const configPath = fields.config_path ?? '';
        if (configPath !== '' && !CONFIG_PATH_PATTERN.test(configPath)) {
          request.log.error({ configPath: configPath.slice(0, 100) }, GFORM_MESSAGES.invalidConfigPath);
          return wrapped({
            success: false,
            data: GFORM_MESSAGES.invalidConfigPath,
            code: 'SW_FORM_INVALID_REQUEST',
          } satisfies GformGetConfigResponse);
        }
        const args = gformConfigArgsSchema.safeParse(parseJson(fields.args));
        if (!args.success)
          return wrapped({
            success: false,
            data: GFORM_MESSAGES.unknownError,
            code: 'SW_FORM_INVALID_REQUEST',
          } satisfies GformGetConfigResponse);
        const configs: Record<string, FormClientConfig> = {};
        for (const id of args.data.form_ids) {
          const form = await forms.find(id);
          if (!form)
            return wrapped({
              success: false,
              data: formNotFound(id),
              code: 'SW_FORM_NOT_FOUND',
            } satisfies GformGetConfigResponse);
          configs[String(id)] = clientConfigOf(form);
        }
        return wrapped({
          success: true,
          data: { config_path: configPath, forms: configs },
        } satisfies GformGetConfigResponse);
      },
    }),
    defineAction({
      name: GFORM_VALIDATE_CONFIG_ACTION,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: [GFORM_NONCE_FIELD],
      fields: gformValidateConfigFieldsSchema,
      async handle(fields) {
        const invalid: GformValidateConfigResponse = {
          success: false,
          data: GFORM_MESSAGES.configInvalid,
          code: 'SW_FORM_CONFIG_INVALID',
        };
        const config = gformConfigToValidateSchema.safeParse(parseJson(fields.config));
        if (!config.success) return { kind: 'json', body: invalid };
        const form = await forms.find(config.data.form_id);
        if (!form || form.versionHash !== config.data.version_hash) return { kind: 'json', body: invalid };
        const body: GformValidateConfigResponse = {
          success: true,
          data: { form_id: form.definition.id, version_hash: form.versionHash },
        };
        return { kind: 'json', body };
      },
    }),
  ];
}
