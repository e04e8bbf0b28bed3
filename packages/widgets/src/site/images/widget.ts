import { siteImagesAttributesSchema } from '@site-widgets/contract/site/site-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';

const WIDGET = 'site-images';

/**
 * spec 000 §2: carousel images set to a fixed size (80×80, 164×90) and lazy loaded; footer copyright
 * images lazy loaded. Pages we render carry these attributes in their markup already (so the browser
 * reserves the space and defers the download from the start); this applies them on pages that do not.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, siteImagesAttributesSchema);
  if (!attributes) return undefined;
  for (const image of element.querySelectorAll('img')) {
    if (attributes.width !== undefined && attributes.height !== undefined) {
      image.width = attributes.width;
      image.height = attributes.height;
    }
    image.loading = 'lazy';
    image.decoding = 'async';
  }
  return () => {};
}
