import type { FormBuilderView } from '@site-widgets/contract/forms/addon-form-builder/form-builder-definition.ts';
import { renderWidget } from '../../runtime/ssr.tsx';
import { FormBuilder } from './FormBuilder.tsx';

/**
 * The form as the server puts it into a page: its first step shown, hydrated on first interaction. With
 * the page nonce, a single-step form also posts without JavaScript (POST /form-builder/submit).
 */
export function renderFormBuilderWidget(view: FormBuilderView, nonce?: string): string {
  const props = nonce ? { view, nonce } : { view };
  return renderWidget('form-builder', { 'form-id': String(view.formId) }, <FormBuilder {...props} />, props);
}
