import { imageGalleryAttributesSchema } from '@site-widgets/contract/content/slider-attributes.ts';
import { safeUrl } from '@site-widgets/core/security/safe-url.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { openZoomLightbox, type ZoomSlide } from '../gallery-parts/open-lightbox.ts';

const WIDGET = 'image-gallery';

/** The pictures the gallery's links open, in page order (links to unsafe addresses are left out). */
function picturesOf(scope: HTMLElement): Array<{ link: HTMLAnchorElement; slide: ZoomSlide }> {
  return [...scope.querySelectorAll<HTMLAnchorElement>('a[href]')].flatMap((link) => {
    const href = safeUrl(link.getAttribute('href'));
    const image = link.querySelector('img');
    if (!href || !image) return [];
    const width = Number(link.dataset.fullWidth ?? image.getAttribute('width')) || undefined;
    const height = Number(link.dataset.fullHeight ?? image.getAttribute('height')) || undefined;
    return [{ link, slide: { src: link.href, alt: image.alt, width: width ?? 0, height: height ?? 0 } }];
  });
}

/**
 * The image gallery's script is a click listener (no React until a picture is opened): a picture's link
 * opens the lightbox with zoom at that picture, arrows and swipe go through the others. Modified clicks
 * (new tab, …) keep their meaning. Works the same on the server's markup and on a plain page's links.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, imageGalleryAttributesSchema);
  if (!attributes) return undefined;
  const label = attributes.label ?? 'Gallery';
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !element.contains(link)) return;
    const pictures = picturesOf(element);
    const index = pictures.findIndex((picture) => picture.link === link);
    if (index < 0) return;
    event.preventDefault();
    void openZoomLightbox(
      WIDGET,
      pictures.map((picture) => picture.slide),
      index,
      label,
      link,
    );
  };
  element.addEventListener('click', onClick);
  return () => element.removeEventListener('click', onClick);
}
