import { tickerAttributesSchema } from '@site-widgets/contract/content/timer-attributes.ts';
import { safeUrl } from '@site-widgets/core/security/safe-url.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { Ticker, type TickerItem, type TickerProps } from './Ticker.tsx';

/**
 * Hydrates the server-rendered ticker, or builds one from the links the site owner put in the element
 * (each `<a>` a headline; only web addresses are kept).
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes('content-ticker', element, tickerAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<TickerProps>(element);
  if (server) return mountView(element, server, <Ticker {...server.props} />);
  const items: TickerItem[] = [];
  for (const link of Array.from(element.querySelectorAll('a'))) {
    const href = safeUrl(link.getAttribute('href'));
    const text = link.textContent?.trim() ?? '';
    if (href && text) items.push({ href, text });
  }
  if (items.length === 0) return undefined;
  return mountView(
    element,
    undefined,
    <Ticker label={attributes.label ?? 'Latest'} interval={attributes.interval} items={items} />,
  );
}
