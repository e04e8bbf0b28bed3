import { countdownAttributesSchema } from '@site-widgets/contract/content/timer-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { Countdown, type CountdownProps } from './Countdown.tsx';

const WIDGET = 'content-countdown';

/**
 * Hydrates the server-rendered countdown, or renders one from the attributes; then the message is the
 * one the site owner put in the element (`[data-slot="message"]`), their own markup.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const settings = parseAttributes(WIDGET, element, countdownAttributesSchema);
  if (!settings) return undefined;
  const server = readServerProps<CountdownProps>(element);
  const props: CountdownProps = server?.props ?? {
    settings,
    renderedAt: Date.now(),
    messageHtml: element.querySelector('[data-slot="message"]')?.innerHTML,
  };
  return mountView(element, server, <Countdown {...props} />);
}
