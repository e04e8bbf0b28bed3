// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { startRule } from '../src/registry.ts';

function feed(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  element.dataset.widget = 'social-feed';
  element.dataset.feedId = '3';
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(`data-${key}`, value);
  element.innerHTML = '<div data-widget-root=""><section>server HTML</section></div>';
  return element;
}

describe('when a social feed loads (issue 17 item 4)', () => {
  it('an autoplaying carousel feed starts as it comes into view, as the other moving carousels', () => {
    expect(startRule(feed({ layout: 'carousel', autoplay: 'yes' }))).toBe('moving');
  });

  it('a still carousel feed needs its code near the viewport, as the testimonial carousel', () => {
    expect(startRule(feed({ layout: 'carousel' }))).toBe('visible');
    expect(startRule(feed({ layout: 'carousel', autoplay: 'no' }))).toBe('visible');
    const testimonials = feed({});
    testimonials.dataset.widget = 'testimonial-carousel';
    expect(startRule(feed({ layout: 'carousel' }))).toBe(startRule(testimonials));
  });

  it('masonry lays itself out near the viewport; a grid or list waits for the visitor', () => {
    expect(startRule(feed({ layout: 'masonry' }))).toBe('visible');
    expect(startRule(feed({ layout: 'grid' }))).toBe('interaction');
    expect(startRule(feed({ layout: 'list' }))).toBe('interaction');
    // `data-autoplay` means nothing outside the carousel layout.
    expect(startRule(feed({ layout: 'grid', autoplay: 'yes' }))).toBe('interaction');
  });
});
