import { formAttributesSchema } from '@site-widgets/contract/forms/form-attributes.ts';
import { GFORM_NONCE_FIELD } from '@site-widgets/contract/forms/gform-actions.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { isEditMode } from '../../site/shared/site-page-vars.ts';
import { loadInputViews } from '../inputs/input-views.ts';
import { loadProducts, usesMoneyOrListFields } from '../priced-fields/use-price-recalculation.ts';
import { FormWidget } from './FormWidget.tsx';
import type { FormWidgetProps } from './form-props.ts';

const WIDGET = 'form';

/**
 * Hydrates a server-rendered embedded form. The form's definition lives on the server (the site owner's
 * record), so a `form` element the server did not render keeps its fallback content.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, formAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<FormWidgetProps>(element);
  if (!server) {
    console.error(`[site-widgets] ${WIDGET}: form ${attributes.formId} was not rendered by the server`);
    return undefined;
  }
  // Issue 13: priced, calculation and list fields hydrate with their views from gform-products.
  if (usesMoneyOrListFields(server.props.definition)) (await loadProducts()).providePricedViews();
  const runtime = getRuntime();
  // spec 001 §2 / §6: in the editor's preview form interactions are disabled.
  const preview = server.props.preview === true || isEditMode();
  // spec 001 §7: the embedded-form actions carry the page nonce as `gform_ajax_nonce`.
  const post = (action: string, fields: Record<string, string>) =>
    runtime.ajax.post(action, fields, GFORM_NONCE_FIELD);
  // issue 13: the views of password, card, image-choice and social fields arrive before hydration.
  await loadInputViews(server.props.definition);
  return renderView(element, server, <FormWidget {...server.props} preview={preview} />, post);
}
