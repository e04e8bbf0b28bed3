// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  PASSIVE_WIDGETS,
  STYLE_FREE_WIDGETS,
  startRule,
  WIDGETS,
  waitsForPageLoad,
} from '../src/registry.ts';

function widget(name: string, attributes: Record<string, string> = {}, server = true): HTMLElement {
  const element = document.createElement('div');
  element.dataset.widget = name;
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(`data-${key}`, value);
  if (server) element.innerHTML = '<div data-widget-root=""><p>server HTML</p></div>';
  return element;
}

describe('when the issue-16 T5 content widgets load', () => {
  it('has a chunk for each', () => {
    for (const name of [
      'content-countdown',
      'content-progress',
      'content-animated-text',
      'content-animated-headline',
      'content-ticker',
      'content-reading-progress',
      'content-video-playlist',
      'content-lottie',
    ])
      expect(WIDGETS[name], name).toBeTypeOf('function');
  });

  it('starts a countdown, a counter and a headline near the viewport (they must tick, count or draw)', () => {
    expect(startRule(widget('content-countdown'))).toBe('visible');
    expect(startRule(widget('content-progress'))).toBe('visible');
    expect(startRule(widget('content-animated-headline'))).toBe('visible');
  });

  it('starts what moves by itself once in view and idle; a scroll-linked Lottie near the viewport', () => {
    expect(startRule(widget('content-animated-text'))).toBe('moving');
    expect(startRule(widget('content-ticker'))).toBe('moving');
    expect(startRule(widget('content-lottie', { mode: 'autoplay' }))).toBe('moving');
    expect(startRule(widget('content-lottie', { mode: 'scroll' }))).toBe('visible');
  });

  it('keeps the playlist plain HTML until the visitor reaches it, and the reading bar until the first scroll', () => {
    expect(startRule(widget('content-video-playlist'))).toBe('interaction');
    expect(startRule(widget('content-reading-progress'))).toBe('scroll');
    expect(waitsForPageLoad(widget('content-video-playlist'))).toBe(true);
  });

  it('treats the headline and the reading bar as decoration', () => {
    for (const name of ['content-animated-headline', 'content-reading-progress']) {
      expect(PASSIVE_WIDGETS.has(name), name).toBe(true);
      expect(STYLE_FREE_WIDGETS.has(name), name).toBe(true);
    }
  });
});
