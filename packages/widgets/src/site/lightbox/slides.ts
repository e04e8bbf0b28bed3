import { safeUrl } from '@site-widgets/core/security/safe-url.ts';
import { isImageAddress } from '@site-widgets/core/site/image-links.ts';

/** One picture in the lightbox. */
export interface LightboxSlide {
  src: string;
  alt: string;
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A link's picture: its address, described by its image's alt text, else its own text or title. */
function slideOf(link: HTMLAnchorElement): LightboxSlide {
  return {
    src: link.href,
    alt: clean(link.querySelector('img')?.alt) || clean(link.textContent) || clean(link.title),
  };
}

/** The image links of a slideshow group, in page order. */
function group(scope: HTMLElement, name: string): HTMLAnchorElement[] {
  return [...scope.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-group]')].filter(
    (link) => link.dataset.lightboxGroup === name && isImageAddress(link.getAttribute('href') ?? ''),
  );
}

export interface LightboxRequest {
  slides: LightboxSlide[];
  index: number;
}

/**
 * What an image link opens: the slideshow of its `data-lightbox-group` starting at it, or itself alone.
 */
export function imageLinkRequest(link: HTMLAnchorElement, scope: HTMLElement): LightboxRequest {
  const name = link.dataset.lightboxGroup;
  const links = name ? group(scope, name) : [];
  const index = links.indexOf(link);
  return index >= 0 ? { slides: links.map(slideOf), index } : { slides: [slideOf(link)], index: 0 };
}

/**
 * What the action address (`href="#lightbox"`) opens: `data-lightbox-src` (one image, described by
 * `data-lightbox-alt`), or the slideshow named by `data-lightbox-group`. Undefined when it names neither.
 */
export function actionRequest(link: HTMLAnchorElement, scope: HTMLElement): LightboxRequest | undefined {
  const src = safeUrl(link.dataset.lightboxSrc);
  if (src) {
    const alt = clean(link.dataset.lightboxAlt) || clean(link.textContent);
    return { slides: [{ src: new URL(src, document.baseURI).href, alt }], index: 0 };
  }
  const name = link.dataset.lightboxGroup;
  const links = name ? group(scope, name) : [];
  return links.length > 0 ? { slides: links.map(slideOf), index: 0 } : undefined;
}
