// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { startRule } from '../src/registry.ts';

function button(kind: 'wishlist-button' | 'compare-button'): HTMLElement {
  const element = document.createElement('div');
  element.dataset.widget = kind;
  element.dataset.productId = '7';
  element.innerHTML =
    '<button type="button" data-slot="toggle" data-state="add" data-widget-root="">Add</button>';
  return element;
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets and clears the marker as the server would.
  document.cookie = 'sw_lists=; Max-Age=0; Path=/';
});

describe('when a wishlist or compare button loads (issue 10, issue 15 item 2)', () => {
  it('without the lists’ marker cookie both lists are empty: the server HTML is right, it waits for the visitor', () => {
    expect(startRule(button('wishlist-button'))).toBe('interaction');
    expect(startRule(button('compare-button'))).toBe('interaction');
  });

  it('with the marker a list holds a product: it takes its state from the server’s check near the viewport', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the marker as the server sets it after an add.
    document.cookie = 'sw_lists=1; Path=/';
    expect(startRule(button('wishlist-button'))).toBe('visible');
    expect(startRule(button('compare-button'))).toBe('visible');
  });
});
