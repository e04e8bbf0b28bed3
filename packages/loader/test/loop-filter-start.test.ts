// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { startRule } from '../src/registry.ts';

function loopFilter(): HTMLElement {
  const element = document.createElement('div');
  element.dataset.widget = 'loop-filter';
  element.dataset.loop = '7';
  element.innerHTML = '<form data-widget-root=""></form>';
  return element;
}

describe('when the loop filter’s code loads (issue 14 item 6)', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('waits for the visitor on a fresh page: the GET form works without it', () => {
    expect(startRule(loopFilter())).toBe('interaction');
  });

  it('starts at once on a history entry it wrote, so back and forward are followed after a reload', () => {
    window.history.replaceState({ swLoopFilter: true }, '');
    expect(startRule(loopFilter())).toBe('eager');
  });
});
