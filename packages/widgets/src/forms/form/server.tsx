import type { FormViewState } from '@site-widgets/contract/forms/form-definition.ts';
import { formVisibility, usesConditionalLogic } from '@site-widgets/core/forms/embedded-form-visibility.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderWidget } from '../../runtime/ssr.tsx';
import CardNumberField from '../inputs/CardNumberField.tsx';
import ImageChoiceField from '../inputs/ImageChoiceField.tsx';
import { registerInputViews } from '../inputs/input-views.ts';
import PasswordField from '../inputs/PasswordField.tsx';
import SocialProfileField from '../inputs/SocialProfileField.tsx';
import { PricedFieldView } from '../priced-fields/PricedFieldView.tsx';
import { providePricedFieldView } from '../priced-fields/view-slot.ts';
import { EmbeddedForm } from './EmbeddedForm.tsx';
import { FormWidget } from './FormWidget.tsx';
import type { FormWidgetProps } from './form-props.ts';

// The server renders priced, calculation and list fields at once (the browser loads them lazily).
providePricedFieldView(PricedFieldView);
// The server renders every field type at once (the browser fetches these views as chunks).
registerInputViews({
  password: PasswordField,
  creditcard: CardNumberField,
  image_choice: ImageChoiceField,
  social: SocialProfileField,
});

export interface FormRenderOptions {
  displayTitle?: boolean;
  displayDescription?: boolean;
}

/** The view state with what the server works out for it (visibility by the shared evaluator). */
export function formWidgetProps(state: FormViewState, options: FormRenderOptions = {}): FormWidgetProps {
  const visibility = formVisibility(state.definition, state.values);
  return {
    ...state,
    visibleFields: [...visibility.fields],
    visiblePages: [...visibility.pages],
    hasConditionalLogic: usesConditionalLogic(state.definition),
    ...(options.displayTitle === false ? { displayTitle: false } : {}),
    ...(options.displayDescription === false ? { displayDescription: false } : {}),
  };
}

/**
 * The `form` widget as the server puts it in a page (issue 12 §2): the element with its data attributes,
 * the form rendered with every page in the markup and one shown, and the props the client hydrates.
 */
export function renderFormWidget(state: FormViewState, options: FormRenderOptions = {}): string {
  const props = formWidgetProps(state, options);
  const attributes: Record<string, string> = { 'form-id': String(state.definition.id) };
  if (options.displayTitle === false) attributes['display-title'] = 'no';
  if (options.displayDescription === false) attributes['display-description'] = 'no';
  return renderWidget('form', attributes, <FormWidget {...props} />, props);
}

/** `form_markup` of an ajax answer: the form wrapper (or the confirmation wrapper) for this state. */
export function renderFormMarkup(state: FormViewState, options: FormRenderOptions = {}): string {
  return renderToStaticMarkup(<EmbeddedForm {...formWidgetProps(state, options)} />);
}

/** `page_markup` of an ajax answer: the container of the page `state.currentPage`. */
export function renderPageMarkup(state: FormViewState, options: FormRenderOptions = {}): string {
  const markup = renderFormMarkup(state, options);
  const start = markup.indexOf(`<div id="gform_page_${state.definition.id}_${state.currentPage}"`);
  if (start < 0) return '';
  // Pages are siblings with no nested page containers: the page ends where the next one (or the
  // hidden fields after the last) begins.
  const next = markup.indexOf(`<div id="gform_page_${state.definition.id}_`, start + 1);
  const end = next >= 0 ? next : markup.indexOf('<input type="hidden"', start);
  return markup.slice(start, end >= 0 ? end : undefined);
}

/** `confirmation_markup` of an ajax answer: the confirmation wrapper with the message as text. */
export function renderConfirmationMarkup(state: FormViewState, message: string): string {
  return renderToStaticMarkup(
    <EmbeddedForm {...formWidgetProps({ ...state, confirmationMessage: message })} />,
  );
}
