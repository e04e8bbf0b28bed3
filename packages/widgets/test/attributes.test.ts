import { reviewListAttributesSchema } from '@site-widgets/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAttributes } from '../src/runtime/attributes.ts';

afterEach(() => vi.restoreAllMocks());

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
}

describe('parsing a widget’s data attributes', () => {
  it('reads data-template, data-per-row and data-rows as numbers', () => {
    const parsed = parseAttributes(
      'review-list',
      element('<div data-widget="review-list" data-template="4" data-per-row="3" data-rows="2"></div>'),
      reviewListAttributesSchema,
    );
    expect(parsed).toEqual({ template: 4, perRow: 3, rows: 2 });
  });

  it('reports one console error naming the widget and the attribute, and returns nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const parsed = parseAttributes(
      'review-list',
      element('<div data-widget="review-list" data-template="4" data-per-row="many"></div>'),
      reviewListAttributesSchema,
    );
    expect(parsed).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[site-widgets] review-list: data-per-row: must be a whole number');
  });

  it('reports a missing required attribute', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    parseAttributes(
      'review-list',
      element('<div data-widget="review-list"></div>'),
      reviewListAttributesSchema,
    );
    expect(error.mock.calls[0]?.[0]).toMatch(/^\[site-widgets\] review-list: data-template: /);
  });

  it('refuses an unknown load-more mode', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    parseAttributes(
      'review-list',
      element('<div data-template="1" data-load-more="forever"></div>'),
      reviewListAttributesSchema,
    );
    expect(error).toHaveBeenCalledWith(
      '[site-widgets] review-list: data-load-more: must be one of: button, pagenums, scroll, none',
    );
  });
});
