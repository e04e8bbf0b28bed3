import type { FormBuilderView } from '@site-widgets/contract/forms/addon-form-builder/form-builder-definition.ts';
import { renderWidget } from '../../runtime/ssr.tsx';
import { FormBuilder } from './FormBuilder.tsx';

/** The form as the server puts it into a page: its first step shown, hydrated on first interaction. */
export function renderFormBuilderWidget(view: FormBuilderView): string {
  return renderWidget('form-builder', { 'form-id': String(view.formId) }, <FormBuilder view={view} />, {
    view,
  });
}
