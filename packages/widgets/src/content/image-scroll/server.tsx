import { renderWidget } from '../../runtime/ssr.tsx';
import { settingAttributes } from '../shared/server-attributes.ts';
import { ImageScroll, type ImageScrollProps } from './ImageScroll.tsx';

/** The image scroll as the server puts it into a page (complete: it works by CSS alone). */
export function renderImageScrollWidget(props: ImageScrollProps): string {
  const attributes = settingAttributes({
    src: props.src,
    alt: props.alt,
    width: props.width,
    'image-height': props.imageHeight,
    'frame-height': props.frameHeight,
    trigger: props.trigger,
    duration: props.duration,
  });
  return renderWidget('content-image-scroll', attributes, <ImageScroll {...props} />, props);
}
