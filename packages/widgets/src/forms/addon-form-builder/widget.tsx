import { formBuilderAttributesSchema } from '@site-widgets/contract/forms/addon-form-builder/form-builder-definition.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { FormBuilder, type FormBuilderProps } from './FormBuilder.tsx';
import { freshNonce, uploadFile } from './upload-file.ts';

const WIDGET = 'form-builder';

/**
 * Hydrates a server-rendered add-on form. Its fields, steps and messages are the owner's stored form, so
 * an element the server did not render keeps its fallback content.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, formBuilderAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<Pick<FormBuilderProps, 'view' | 'nonce'>>(element);
  if (!server) {
    console.error(`[site-widgets] ${WIDGET}: form ${attributes.formId} was not rendered by the server`);
    return undefined;
  }
  const runtime = getRuntime();
  const post = runtime.ajax.post;
  let nonce = runtime.pageVars.nonce;
  const target = {
    ajaxUrl: serverUrl(runtime.pageVars.ajaxurl),
    nonce: () => nonce,
    refreshNonce: async () => {
      nonce = await freshNonce(post);
      return nonce;
    },
  };
  const upload: FormBuilderProps['upload'] = (fieldId, file, onProgress) =>
    uploadFile(target, { formId: server.props.view.formId, fieldId, file }, onProgress);
  return renderView(
    element,
    server,
    <FormBuilder {...server.props} upload={upload} pageId={runtime.pageVars.pageId} />,
    post,
  );
}
