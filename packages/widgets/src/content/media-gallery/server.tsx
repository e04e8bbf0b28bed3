import { renderWidget } from '../../runtime/ssr.tsx';
import { MediaGallery, type MediaGalleryProps } from './MediaGallery.tsx';

let rendered = 0;

/** A product's or a post's gallery as the server puts it into a page: every picture in the markup. */
export function renderMediaGalleryWidget(props: MediaGalleryProps): string {
  rendered += 1;
  const withId = { ...props, instanceId: props.instanceId ?? `sw-media-gallery-${rendered}` };
  return renderWidget(
    props.widget,
    { label: props.label, lightbox: props.lightbox ? 'yes' : 'no' },
    <MediaGallery {...withId} />,
    withId,
  );
}
