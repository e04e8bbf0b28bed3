import { safeUrl } from '@site-widgets/core/security/safe-url.ts';
import { renderWidget } from '../../runtime/ssr.tsx';
import { settingAttributes } from '../shared/server-attributes.ts';
import { FlipBox, type FlipBoxProps } from './FlipBox.tsx';

/** The flip box as the server puts it into a page (front shown; a back link only when http(s) or local). */
export function renderFlipBoxWidget(props: FlipBoxProps): string {
  const href = props.back.link ? safeUrl(props.back.link.href) : null;
  const safe: FlipBoxProps = {
    ...props,
    back: { ...props.back, link: href && props.back.link ? { href, text: props.back.link.text } : undefined },
  };
  const attributes = settingAttributes({ trigger: props.trigger, direction: props.direction });
  return renderWidget('content-flip-box', attributes, <FlipBox {...safe} />, safe);
}
