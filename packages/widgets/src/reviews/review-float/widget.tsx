import { reviewFloatAttributesSchema } from '@site-widgets/contract/reviews/float-attributes.ts';
import { FLOAT_MIN_ANSWER_LENGTH, GET_FLOAT_ACTION } from '@site-widgets/contract/reviews/get-float.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { ReviewFloat } from './ReviewFloat.tsx';
import { sanitizeReviewHtml } from './sanitize.ts';
import { floatFields, type ReviewFloatProps, reviewFloatSettings } from './settings.ts';

const WIDGET = 'review-float';

/**
 * Hydrates a server-rendered float; on a plain HTML page fetches review 0 with `wprp_get_float`
 * (sanitised before it is inserted) and renders. No review, no float.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, reviewFloatAttributesSchema);
  if (!attributes) return undefined;
  const runtime = getRuntime();
  const post = runtime.ajax.post;

  const server = readServerProps<ReviewFloatProps>(element);
  if (server) return renderView(element, server, <ReviewFloat {...server.props} />, post);

  const settings = reviewFloatSettings(attributes);
  let html: string;
  try {
    html = await post(GET_FLOAT_ACTION, floatFields(settings, 0));
  } catch (error) {
    console.error(`[site-widgets] ${WIDGET}: the first review could not be loaded`, error);
    return undefined;
  }
  if (html.length < FLOAT_MIN_ANSWER_LENGTH) return undefined;
  const props: ReviewFloatProps = { settings, initialHtml: sanitizeReviewHtml(html) };
  return renderView(element, undefined, <ReviewFloat {...props} />, post);
}
