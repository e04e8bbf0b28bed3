// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { startRule } from '../src/registry.ts';

function grid(kind: string, attributes: Record<string, string>, serverRendered = true): HTMLElement {
  const element = document.createElement('div');
  element.dataset.widget = kind;
  element.dataset.grid = '4';
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(`data-${key}`, value);
  if (serverRendered) element.innerHTML = '<div data-widget-root=""><section>server HTML</section></div>';
  return element;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('when a post, media or product grid loads (issue 10, islands)', () => {
  it('a grid with load-more (or none) is server HTML until the visitor reaches it', () => {
    for (const kind of ['post-grid', 'media-grid', 'product-grid']) {
      expect(startRule(grid(kind, { layout: 'fitRows', 'pagination-type': 'load-more' })), kind).toBe(
        'interaction',
      );
      expect(startRule(grid(kind, { layout: 'list', 'pagination-type': 'none' })), kind).toBe('interaction');
    }
  });

  it('masonry lays itself out near the viewport; infinite scroll starts a screen before the grid’s end', () => {
    expect(startRule(grid('post-grid', { layout: 'masonry', 'pagination-type': 'load-more' }))).toBe(
      'visible',
    );
    expect(startRule(grid('media-grid', { layout: 'masonry', 'pagination-type': 'infinite-scroll' }))).toBe(
      'visible',
    );
    expect(startRule(grid('product-grid', { layout: 'fitRows', 'pagination-type': 'infinite-scroll' }))).toBe(
      'end',
    );
  });

  it('a #filter: link it follows starts it at once; one it does not follow changes nothing', () => {
    window.history.replaceState(null, '', '/journal#filter:coffee');
    expect(startRule(grid('post-grid', { layout: 'fitRows', filters: 'yes', deeplinking: 'yes' }))).toBe(
      'eager',
    );
    expect(startRule(grid('post-grid', { layout: 'fitRows', filters: 'yes', deeplinking: 'no' }))).toBe(
      'interaction',
    );
    window.history.replaceState(null, '', '/journal#coffee');
    expect(startRule(grid('post-grid', { layout: 'fitRows', filters: 'yes', deeplinking: 'yes' }))).toBe(
      'interaction',
    );
  });

  it('a grid from data attributes alone has its first page to fetch: near the viewport', () => {
    expect(startRule(grid('product-grid', { layout: 'fitRows' }, false))).toBe('visible');
  });
});
