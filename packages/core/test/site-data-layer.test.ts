import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, linkClickEvent, pageViewEvent } from '../src/site/data-layer.ts';

describe('analytics events (tag-manager data layer)', () => {
  it('describes a page view by address and title', () => {
    expect(pageViewEvent('https://cafe.example/about', ' About us — Harbour & Hearth ')).toEqual({
      event: 'page_view',
      page_location: 'https://cafe.example/about',
      page_title: 'About us — Harbour & Hearth',
    });
  });

  it('describes a link click by address and text, collapsed and at most 100 characters', () => {
    expect(linkClickEvent('https://cafe.example/contact', '\n Contact\n  us ')).toEqual({
      event: 'link_click',
      link_url: 'https://cafe.example/contact',
      link_text: 'Contact us',
    });
    expect(linkClickEvent('/x', 'a'.repeat(300)).link_text).toHaveLength(100);
  });

  it('falls back to the image alt text for a link without text', () => {
    expect(linkClickEvent('/a.svg', '  ', 'The terrace').link_text).toBe('The terrace');
  });

  it('pushes every event to the data layer and sends nothing when no address is configured', () => {
    const dataLayer: unknown[] = [];
    const sendBeacon = vi.fn(() => true);
    const analytics = createAnalytics({ dataLayer, sendBeacon });
    analytics.track(pageViewEvent('https://cafe.example/', 'Home'));
    expect(dataLayer).toEqual([
      { event: 'page_view', page_location: 'https://cafe.example/', page_title: 'Home' },
    ]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('also sends each event as JSON to the configured address', () => {
    const dataLayer: unknown[] = [];
    const sendBeacon = vi.fn(() => true);
    const analytics = createAnalytics({ dataLayer, sendBeacon, beaconUrl: '/collect' });
    const click = linkClickEvent('https://cafe.example/reviews', 'Reviews');
    analytics.track(click);
    expect(dataLayer).toEqual([click]);
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith('/collect', JSON.stringify(click));
  });
});
