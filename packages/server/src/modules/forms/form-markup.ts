import type { FormDefinition, FormViewState } from '@site-widgets/contract';
import {
  renderConfirmationMarkup,
  renderFormMarkup,
  renderFormWidget,
  renderPageMarkup,
} from '@site-widgets/widgets/forms/form/server.tsx';
import type { StoredForm } from './form-definition-repository.ts';
import { withServerPrices } from './priced-values.ts';
import type { SubmitOutcome } from './submit-form.ts';

/** The form's markup for pages and ajax answers: the `form` widget's own React view, rendered here. */
export interface FormMarkupRenderer {
  /** The whole widget for a page (attributes, markup, hydration props). */
  widget(state: FormViewState): string;
  /** `form_markup`: the form wrapper. */
  form(state: FormViewState): string;
  /** `page_markup`: one page container. */
  page(state: FormViewState, pageNumber: number): string;
  /** `confirmation_markup`: the confirmation wrapper of the form in `state`. */
  confirmation(state: FormViewState, message: string): string;
}

/** A fresh filling-in of a form: defaults, page 1. */
export function initialViewState(form: StoredForm, actionUrl: string, uniqueId: string): FormViewState {
  return {
    definition: form.definition,
    values: defaultValues(form.definition),
    errors: {},
    currentPage: 1,
    uniqueId,
    actionUrl,
    versionHash: form.versionHash,
  };
}

export function defaultValues(definition: FormDefinition): FormViewState['values'] {
  const values: FormViewState['values'] = {};
  for (const field of definition.pages.flatMap((page) => page.fields)) {
    if (field.type === 'checkbox') {
      const selected = (field.choices ?? [])
        .filter((choice) => choice.selected)
        .map((choice) => choice.value);
      if (selected.length) values[field.id] = selected;
    } else if (field.choices?.some((choice) => choice.selected)) {
      values[field.id] = field.choices.find((choice) => choice.selected)?.value ?? '';
    } else if (field.defaultValue !== undefined && field.defaultValue !== '') {
      values[field.id] = field.defaultValue;
    }
  }
  return withServerPrices(definition, values); // issue 13: the first total and calculations shown
}

/** The view state a `form` outcome shows. */
export function viewStateOf(
  outcome: Extract<SubmitOutcome, { kind: 'form' }>,
  actionUrl: string,
): FormViewState {
  const { 0: resumeEmail, ...fieldErrors } = outcome.errors;
  // The send-link address is not a form field: the view reads its error as `resume_email`.
  const errors = (
    resumeEmail === undefined ? fieldErrors : { ...fieldErrors, resume_email: resumeEmail }
  ) as FormViewState['errors'];
  return {
    definition: outcome.form.definition,
    values: outcome.values,
    errors,
    currentPage: outcome.page,
    uniqueId: outcome.uniqueId,
    actionUrl,
    versionHash: outcome.form.versionHash,
    ...(Object.keys(errors).length
      ? { validationHeading: outcome.form.definition.validationHeading ?? undefined }
      : {}),
    ...(outcome.resumeUrl ? { resumeUrl: outcome.resumeUrl } : {}),
    ...(outcome.resumeToken ? { resumeToken: outcome.resumeToken } : {}),
    ...(outcome.linkSentTo ? { linkSentTo: outcome.linkSentTo } : {}),
    ...(outcome.formError ? { formError: outcome.formError } : {}),
  };
}

/** The renderer over the widget's view (packages/widgets/src/forms/form/server.tsx). */
export function createFormMarkupRenderer(): FormMarkupRenderer {
  return {
    widget: (state) => renderFormWidget(state),
    form: (state) => renderFormMarkup(state),
    page: (state, pageNumber) => renderPageMarkup({ ...state, currentPage: pageNumber }),
    confirmation: (state, message) => renderConfirmationMarkup(state, message),
  };
}
