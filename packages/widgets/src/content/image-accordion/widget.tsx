import { contentImageAccordionAttributesSchema } from '@site-widgets/contract/content/panel-attributes.ts';
import { mountContentWidget } from '../shared/mount.tsx';
import { ImageAccordion, type ImageAccordionProps } from './ImageAccordion.tsx';

/** Hydrates the server's image accordion (its items are the server's settings: no plain-page form). */
export function mount(element: HTMLElement) {
  return mountContentWidget<typeof contentImageAccordionAttributesSchema, ImageAccordionProps>(
    'content-image-accordion',
    element,
    contentImageAccordionAttributesSchema,
    (props) => <ImageAccordion {...props} />,
    () => undefined,
  );
}
