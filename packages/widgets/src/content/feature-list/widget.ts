import { contentFeatureListAttributesSchema } from '@site-widgets/contract/content/panel-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { ROOT_ATTRIBUTE } from '../../runtime/widget-module.ts';

/**
 * The feature list is static markup: its chunk has no React and leaves the server's markup as it is
 * (a plain page's own list is its content; nothing is built).
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes('content-feature-list', element, contentFeatureListAttributesSchema);
  if (!attributes) return undefined;
  if (!element.querySelector(`:scope > [${ROOT_ATTRIBUTE}]`)) {
    console.error('[site-widgets] content-feature-list: nothing to show (no server markup)');
    return undefined;
  }
  return () => {};
}
