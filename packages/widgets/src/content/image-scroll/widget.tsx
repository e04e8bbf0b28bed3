import { contentImageScrollAttributesSchema } from '@site-widgets/contract/content/panel-attributes.ts';
import { mountContentWidget } from '../shared/mount.tsx';
import { ImageScroll, type ImageScrollProps } from './ImageScroll.tsx';

/** Hydrates the server's image scroll, or builds it from its data attributes alone. */
export function mount(element: HTMLElement) {
  return mountContentWidget<typeof contentImageScrollAttributesSchema, ImageScrollProps>(
    'content-image-scroll',
    element,
    contentImageScrollAttributesSchema,
    (props) => <ImageScroll {...props} />,
    (attributes) => attributes,
  );
}
