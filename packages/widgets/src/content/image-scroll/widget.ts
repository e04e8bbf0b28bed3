import { contentImageScrollAttributesSchema } from '@site-widgets/contract/content/panel-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { ROOT_ATTRIBUTE } from '../../runtime/widget-module.ts';

/**
 * The image scroll works by CSS alone, so its chunk has no React: server markup is left as it is; on a
 * plain page the same markup as ImageScroll's is built from the attributes.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes('content-image-scroll', element, contentImageScrollAttributesSchema);
  if (!attributes) return undefined;
  if (element.querySelector(`:scope > [${ROOT_ATTRIBUTE}]`)) return () => {};
  const figure = document.createElement('figure');
  figure.className = 'sw-image-scroll';
  figure.dataset.trigger = attributes.trigger ?? 'hover';
  figure.tabIndex = 0;
  figure.setAttribute('aria-label', attributes.alt);
  figure.style.setProperty('--sw-scroll-frame', `${attributes.frameHeight ?? 320}px`);
  figure.style.setProperty('--sw-scroll-duration', `${attributes.duration ?? 3}s`);
  figure.style.maxWidth = `${attributes.width}px`;
  const image = document.createElement('img');
  image.className = 'sw-image-scroll__image';
  Object.assign(image, {
    src: attributes.src,
    alt: attributes.alt,
    width: attributes.width,
    loading: 'lazy',
  });
  image.height = attributes.imageHeight;
  figure.append(image);
  element.replaceChildren(figure);
  return () => figure.remove();
}
