// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { startRule, waitsForPageLoad } from '../src/registry.ts';

/** A panel widget as the server renders it, with a header whose id a hash may name. */
function widget(name: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('div');
  element.dataset.widget = name;
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(`data-${key}`, value);
  element.innerHTML = '<div data-widget-root=""><button id="menu-lunch">Lunch</button></div>';
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  window.location.hash = '';
});

describe('when the panel widgets’ code loads (issue 16)', () => {
  it('server-rendered panels wait for the visitor and for the page to load', () => {
    for (const name of [
      'content-tabs',
      'content-toggle',
      'content-accordion',
      'content-image-accordion',
      'content-flip-box',
      'content-hotspots',
      'content-before-after',
      'content-image-scroll',
      'content-feature-list',
    ]) {
      expect(startRule(widget(name)), name).toBe('interaction');
      expect(waitsForPageLoad(widget(name)), name).toBe(true);
    }
  });

  it('autoplaying tabs and an image accordion with a default item start when in view', () => {
    expect(startRule(widget('content-tabs', { autoplay: 'yes' }))).toBe('moving');
    expect(startRule(widget('content-image-accordion', { 'default-active': '2' }))).toBe('visible');
  });

  it('tabs or an accordion whose header the hash names start at once', () => {
    window.location.hash = '#menu-lunch';
    expect(startRule(widget('content-tabs'))).toBe('eager');
    document.body.replaceChildren();
    expect(startRule(widget('content-accordion'))).toBe('eager');
    window.location.hash = '#elsewhere';
    expect(startRule(widget('content-tabs'))).toBe('interaction');
    window.location.hash = '#%E0%A4%A';
    expect(startRule(widget('content-tabs'))).toBe('interaction');
  });
});
