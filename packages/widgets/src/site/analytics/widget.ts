import { siteAnalyticsAttributesSchema } from '@site-widgets/contract/site/site-attributes.ts';
import { createAnalytics, linkClickEvent, pageViewEvent } from '@site-widgets/core/site/data-layer.ts';
import { parseAttributes } from '../../runtime/attributes.ts';

const WIDGET = 'site-analytics';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * spec 000 §7: a page view on arrival and a link click on every followed link, pushed to
 * `window.dataLayer` for whatever tag manager the site runs, and sent with `navigator.sendBeacon` to
 * `data-beacon-url` only when one is given: without it nothing leaves the page.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, siteAnalyticsAttributesSchema);
  if (!attributes) return undefined;
  window.dataLayer ??= [];
  const analytics = createAnalytics({
    dataLayer: window.dataLayer,
    beaconUrl: attributes.beaconUrl,
    sendBeacon: (url, body) => navigator.sendBeacon?.(url, body) ?? false,
  });
  analytics.track(pageViewEvent(location.href, document.title));

  // Capture phase, so a click that another script then cancels is still counted as the visitor's.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    analytics.track(
      linkClickEvent(link.href, link.textContent, link.querySelector('img')?.alt || link.title),
    );
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
