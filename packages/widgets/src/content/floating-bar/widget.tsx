import { contentFloatingBarAttributesSchema } from '@site-widgets/contract/content/navmisc-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { FloatingBar, type FloatingBarProps } from './FloatingBar.tsx';

const WIDGET = 'content-floating-bar';

/** Hydrates the server's bar; on a plain page the element's text is the message. */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, contentFloatingBarAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<FloatingBarProps>(element);
  if (server) return mountView(element, server, <FloatingBar {...server.props} />);
  const text = element.textContent?.trim() ?? '';
  return mountView(element, undefined, <FloatingBar {...attributes} text={text} />);
}
