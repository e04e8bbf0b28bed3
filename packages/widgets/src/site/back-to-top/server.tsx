import { renderWidget } from '../../runtime/ssr.tsx';
import { BackToTop, type BackToTopProps } from './BackToTop.tsx';

/** The back-to-top button as the server puts it into a page (hidden until the page is scrolled). */
export function renderBackToTopWidget(props: BackToTopProps = {}): string {
  const attributes: Record<string, string> = props.focusTarget ? { 'focus-target': props.focusTarget } : {};
  if (props.offset !== undefined) attributes.offset = String(props.offset);
  if (props.animation) attributes.animation = props.animation;
  return renderWidget('site-back-to-top', attributes, <BackToTop {...props} />, props);
}
