// @vitest-environment happy-dom
import { WIDGET_ATTRIBUTE_SCHEMAS } from '@site-widgets/contract';
import { describe, expect, it } from 'vitest';
import { startRule, WIDGETS, waitsForPageLoad } from '../src/registry.ts';

function widget(name: string, attributes: Record<string, string> = {}, server = true): HTMLElement {
  const element = document.createElement('div');
  element.dataset.widget = name;
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(`data-${key}`, value);
  if (server) element.innerHTML = '<div data-widget-root=""><p>server HTML</p></div>';
  return element;
}

const SLIDERS = [
  'advanced-slider',
  'testimonial-carousel',
  'flip-carousel',
  'image-gallery',
  'product-gallery',
  'featured-media-gallery',
];

describe('when the sliders and galleries load (issue 16, issue 10 islands)', () => {
  it('each has a chunk and an attribute schema', () => {
    for (const name of SLIDERS) {
      expect(WIDGETS[name], name).toBeTypeOf('function');
      expect(name in WIDGET_ATTRIBUTE_SCHEMAS, name).toBe(true);
    }
  });

  it('what moves by itself (slides or a slide’s video) starts as it comes into view', () => {
    expect(startRule(widget('advanced-slider', { autoplay: 'yes' }))).toBe('moving');
    expect(startRule(widget('advanced-slider', { 'video-autoplay': 'yes' }))).toBe('moving');
    expect(startRule(widget('testimonial-carousel', { autoplay: 'yes' }))).toBe('moving');
    expect(startRule(widget('flip-carousel', { autoplay: 'yes' }))).toBe('moving');
  });

  it('a still carousel needs its code near the viewport (its arrows and dots come with it)', () => {
    expect(startRule(widget('advanced-slider'))).toBe('visible');
    expect(startRule(widget('testimonial-carousel', { autoplay: 'no' }))).toBe('visible');
    expect(startRule(widget('flip-carousel'))).toBe('visible');
  });

  it('galleries wait for the visitor, after the page has loaded; without server markup they start near the viewport', () => {
    for (const name of ['image-gallery', 'product-gallery', 'featured-media-gallery']) {
      expect(startRule(widget(name)), name).toBe('interaction');
      expect(waitsForPageLoad(widget(name)), name).toBe(true);
      expect(startRule(widget(name, {}, false)), name).toBe('visible');
    }
  });
});
