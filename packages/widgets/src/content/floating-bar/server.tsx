import { renderWidget } from '../../runtime/ssr.tsx';
import { FloatingBar, type FloatingBarProps } from './FloatingBar.tsx';

/** The floating bar as the server puts it into a page. */
export function renderFloatingBarWidget(props: FloatingBarProps): string {
  const attributes: Record<string, string> = {
    ...(props.position ? { position: props.position } : {}),
    ...(props.link ? { link: props.link } : {}),
    ...(props.linkText ? { 'link-text': props.linkText } : {}),
    ...(props.barId ? { 'bar-id': props.barId } : {}),
  };
  return renderWidget('content-floating-bar', attributes, <FloatingBar {...props} />, props);
}
