import { renderWidget } from '../../runtime/ssr.tsx';
import { settingAttributes } from '../shared/server-attributes.ts';
import { ImageAccordion, type ImageAccordionProps } from './ImageAccordion.tsx';

/** The image accordion as the server puts it into a page (no item active until 400 ms after start). */
export function renderImageAccordionWidget(props: ImageAccordionProps): string {
  const attributes = settingAttributes({
    interaction: props.interaction,
    'default-active': props.defaultActive,
    'overlay-link-target': props.overlayLinkTarget,
  });
  return renderWidget('content-image-accordion', attributes, <ImageAccordion {...props} />, props);
}
