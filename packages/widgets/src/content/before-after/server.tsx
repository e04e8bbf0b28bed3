import { renderWidget } from '../../runtime/ssr.tsx';
import { settingAttributes } from '../shared/server-attributes.ts';
import { BeforeAfter, type BeforeAfterProps } from './BeforeAfter.tsx';

/** The before/after comparison as the server puts it into a page (the divider at its start). */
export function renderBeforeAfterWidget(props: BeforeAfterProps): string {
  const attributes = settingAttributes({
    'before-src': props.beforeSrc,
    'before-alt': props.beforeAlt,
    'after-src': props.afterSrc,
    'after-alt': props.afterAlt,
    width: props.width,
    height: props.height,
    'before-label': props.beforeLabel,
    'after-label': props.afterLabel,
    start: props.start,
  });
  return renderWidget('content-before-after', attributes, <BeforeAfter {...props} />, props);
}
