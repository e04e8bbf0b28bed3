import { renderToStaticMarkup } from 'react-dom/server';
import { ImageGallery, type ImageGalleryProps } from './ImageGallery.tsx';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The image gallery as the server puts it into a page: plain markup (links around pictures) and no
 * props to hydrate: its script only listens for clicks, so it needs none.
 */
export function renderImageGalleryWidget(props: ImageGalleryProps): string {
  const attributes = `data-label="${escapeAttribute(props.label)}" data-columns="${props.columns}"`;
  return `<div data-widget="image-gallery" ${attributes}><div data-widget-root="">${renderToStaticMarkup(<ImageGallery {...props} />)}</div></div>`;
}
