import { mediaGalleryAttributesSchema } from '@site-widgets/contract/content/slider-attributes.ts';
import { safeUrl } from '@site-widgets/core/security/safe-url.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { MediaGallery, type MediaGalleryProps, type MediaPicture } from './MediaGallery.tsx';

/** On a plain page: the element's sized `<img>` pictures (a link around one names its full picture). */
function readPictures(element: HTMLElement): MediaPicture[] {
  return [...element.querySelectorAll('img')].flatMap((image) => {
    const src = safeUrl(image.getAttribute('src'));
    const full = safeUrl(image.closest('a')?.getAttribute('href')) ?? src;
    const width = Number(image.getAttribute('width'));
    const height = Number(image.getAttribute('height'));
    if (!src || !full || !(width > 0) || !(height > 0)) return [];
    return [{ src, full, alt: image.getAttribute('alt') ?? '', width, height }];
  });
}

function mountGallery(widget: MediaGalleryProps['widget']) {
  return async (element: HTMLElement): Promise<(() => void) | undefined> => {
    const attributes = parseAttributes(widget, element, mediaGalleryAttributesSchema);
    if (!attributes) return undefined;
    const server = readServerProps<MediaGalleryProps>(element);
    if (server) return mountView(element, server, <MediaGallery {...server.props} />);
    const pictures = readPictures(element);
    if (pictures.length === 0) {
      console.error(`[site-widgets] ${widget}: the element holds no pictures with a width and height`);
      return undefined;
    }
    const props: MediaGalleryProps = {
      widget,
      label: attributes.label ?? 'Pictures',
      lightbox: attributes.lightbox ?? true,
      pictures,
    };
    return mountView(element, undefined, <MediaGallery {...props} />);
  };
}

/** `product-gallery`: a product page's pictures (issue 15 item 7). */
export const mount = mountGallery('product-gallery');

/** `featured-media-gallery`: a post's featured picture and the pictures of its gallery. */
export const mountFeaturedMediaGallery = mountGallery('featured-media-gallery');
