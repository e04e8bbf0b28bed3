import { siteBackToTopAttributesSchema } from '@site-widgets/contract/site/site-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../shared/mount-view.tsx';
import { BackToTop, type BackToTopProps } from './BackToTop.tsx';

const WIDGET = 'site-back-to-top';

/** Hydrates the server-rendered button, or renders it in place of the fallback link. */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, siteBackToTopAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<BackToTopProps>(element);
  const props = server?.props ?? {
    focusTarget: attributes.focusTarget,
    offset: attributes.offset,
    animation: attributes.animation,
  };
  return mountView(element, server, <BackToTop {...props} />);
}
