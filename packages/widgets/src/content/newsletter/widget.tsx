import { newsletterAttributesSchema } from '@site-widgets/contract/content/newsletter.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm.tsx';

const WIDGET = 'newsletter';

/** Hydrates the server-rendered form (at the visitor's first interaction), or renders it from the attributes. */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, newsletterAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<NewsletterFormProps>(element);
  return mountView(element, server, <NewsletterForm {...(server?.props ?? attributes)} />);
}
