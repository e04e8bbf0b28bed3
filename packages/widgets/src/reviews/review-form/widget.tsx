import { reviewFormAttributesSchema } from '@site-widgets/contract/reviews/review-form-attributes.ts';
import type { ReactElement } from 'react';
import { parseAttributes } from '../../runtime/attributes.ts';
import { renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { ReviewFormWidget } from './ReviewFormWidget.tsx';
import { type ReviewFormProps, reviewFormSettings } from './settings.ts';
import { fetchFormToken, type ReviewFormTransport, ReviewFormTransportContext } from './transport.ts';

const WIDGET = 'review-form';

/**
 * Hydrates a server-rendered form (its props carry the form token); on a plain HTML page builds the
 * form from its data attributes with a token fetched from the server, replacing the fallback content.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, reviewFormAttributesSchema);
  if (!attributes) return undefined;
  const runtime = getRuntime();
  const transport: ReviewFormTransport = { post: runtime.ajax.post, postForm: runtime.ajax.postForm };
  const withTransport = (view: ReactElement) => (
    <ReviewFormTransportContext.Provider value={transport}>{view}</ReviewFormTransportContext.Provider>
  );

  const server = readServerProps<ReviewFormProps>(element);
  if (server) {
    return renderView(element, server, withTransport(<ReviewFormWidget {...server.props} />), transport.post);
  }

  const formToken = await fetchFormToken(attributes.form);
  if (formToken === undefined) return undefined;
  const props: ReviewFormProps = {
    settings: reviewFormSettings(attributes),
    postId: runtime.pageVars.pageId,
    formToken,
  };
  return renderView(element, undefined, withTransport(<ReviewFormWidget {...props} />), transport.post);
}
