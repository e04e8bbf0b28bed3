import { contentContactButtonsAttributesSchema } from '@site-widgets/contract/content/navmisc-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { ContactButtons, type ContactButtonsProps } from './ContactButtons.tsx';

const WIDGET = 'content-contact-buttons';

/** Hydrates the server's buttons, or renders them from the attributes on a plain page. */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, contentContactButtonsAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<ContactButtonsProps>(element);
  return mountView(element, server, <ContactButtons {...(server?.props ?? attributes)} />);
}
