import { renderWidget } from '../../runtime/ssr.tsx';
import { ContactButtons, type ContactButtonsProps } from './ContactButtons.tsx';

/** The contact buttons as the server puts them into a page. */
export function renderContactButtonsWidget(props: ContactButtonsProps): string {
  const attributes: Record<string, string> = {};
  for (const key of ['phone', 'email', 'whatsapp', 'map', 'label'] as const) {
    const value = props[key];
    if (value) attributes[key] = value;
  }
  return renderWidget('content-contact-buttons', attributes, <ContactButtons {...props} />, props);
}
