/**
 * spec 000 §7: page views and link clicks for the analytics service, in the common tag-manager shape
 * (`window.dataLayer.push({ event: 'page_view', … })`), so any tag manager on the page picks them up.
 */
export interface PageViewEvent {
  event: 'page_view';
  page_location: string;
  page_title: string;
}

export interface LinkClickEvent {
  event: 'link_click';
  link_url: string;
  link_text: string;
}

export type AnalyticsEvent = PageViewEvent | LinkClickEvent;

const MAX_TEXT = 100;

const clean = (text: string | null | undefined) =>
  (text ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);

export function pageViewEvent(location: string, title: string): PageViewEvent {
  return { event: 'page_view', page_location: location, page_title: clean(title) };
}

/** A link's text for the event: what it says, else its image's alt text, else its title. */
export function linkClickEvent(
  url: string,
  text: string | null,
  fallbackText?: string | null,
): LinkClickEvent {
  return { event: 'link_click', link_url: url, link_text: clean(text) || clean(fallbackText) };
}

export interface AnalyticsOptions {
  /** The page's `window.dataLayer` (created when absent). */
  dataLayer: unknown[];
  /** Where each event is also sent; default none, and then nothing leaves the page. */
  beaconUrl?: string | undefined;
  /** navigator.sendBeacon, or a stand-in in tests. */
  sendBeacon?: ((url: string, body: string) => boolean) | undefined;
}

/** Records an event in the data layer and, only when an address is configured, sends it there too. */
export function createAnalytics(options: AnalyticsOptions) {
  return {
    track(event: AnalyticsEvent) {
      options.dataLayer.push(event);
      if (options.beaconUrl && options.sendBeacon)
        options.sendBeacon(options.beaconUrl, JSON.stringify(event));
    },
  };
}
