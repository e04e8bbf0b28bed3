// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { startRule, waitsForPageLoad } from '../src/registry.ts';

/** A widget element as the page has it; `server` adds the root the server renders into. */
function widget(name: string, attributes: Record<string, string> = {}, server = true): HTMLElement {
  const element = document.createElement('div');
  element.dataset.widget = name;
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(`data-${key}`, value);
  if (server) element.innerHTML = '<div data-widget-root=""><p>server HTML</p></div>';
  return element;
}

describe('when a widget’s code loads (issue 10)', () => {
  it('a server-rendered list with a button or page numbers waits for the visitor', () => {
    expect(startRule(widget('review-list', { 'load-more': 'button' }))).toBe('interaction');
    expect(startRule(widget('review-list', { 'load-more': 'pagenums' }))).toBe('interaction');
  });

  it('an endless list starts near the viewport: it must load as the visitor reaches its end', () => {
    expect(startRule(widget('review-list', { 'load-more': 'scroll' }))).toBe('visible');
  });

  it('a widget without server markup starts near the viewport, whatever it is (it fetches its content)', () => {
    for (const name of ['review-list', 'review-badge', 'site-nav', 'site-chat', 'site-back-to-top'])
      expect(startRule(widget(name, { position: 'inline' }, false)), name).toBe('visible');
  });

  it('an autoplaying slider or carousel must move; without autoplay its arrows need it near the viewport', () => {
    expect(startRule(widget('review-carousel', { autoplay: 'yes' }))).toBe('moving');
    expect(startRule(widget('review-slider', { autoplay: 'yes' }))).toBe('moving');
    expect(startRule(widget('review-carousel', { autoplay: 'no' }))).toBe('visible');
    expect(startRule(widget('review-slider'))).toBe('visible');
  });

  it('an inline badge waits to be opened; a floating one counts its delay, so it starts', () => {
    expect(startRule(widget('review-badge', { position: 'inline' }))).toBe('interaction');
    expect(startRule(widget('review-badge', { position: 'right' }))).toBe('visible');
    expect(startRule(widget('review-badge'))).toBe('visible');
  });

  it('navigation and chat wait for the visitor, back-to-top for the first scroll, analytics starts at once', () => {
    expect(startRule(widget('site-nav'))).toBe('interaction');
    expect(startRule(widget('site-chat'))).toBe('interaction');
    expect(startRule(widget('site-back-to-top'))).toBe('scroll');
    expect(startRule(widget('site-analytics', {}, false))).toBe('eager');
    expect(startRule(widget('site-third-party-reviews', {}, false))).toBe('eager');
    expect(startRule(widget('site-images', {}, false))).toBe('visible');
  });

  it('a page-builder popup starts at once: its triggers count from page load (issue 14)', () => {
    expect(startRule(widget('popup', {}, false))).toBe('eager');
  });

  it('the header search box waits for the visitor: it is on every page and works as a plain form', () => {
    expect(startRule(widget('live-search'))).toBe('interaction');
    expect(startRule(widget('live-search', {}, false))).toBe('visible');
  });

  it('a server-rendered data table waits for the visitor; a chart draws near the viewport after load (issue 17)', () => {
    expect(startRule(widget('data-table'))).toBe('interaction');
    expect(startRule(widget('data-table', {}, false))).toBe('visible');
    expect(startRule(widget('chart'))).toBe('visible');
    expect(waitsForPageLoad(widget('chart'))).toBe(true);
    expect(waitsForPageLoad(widget('chart', {}, false))).toBe(false);
    expect(waitsForPageLoad(widget('data-table'))).toBe(true);
    expect(waitsForPageLoad(widget('data-table', {}, false))).toBe(false);
  });

  it('a site carousel that autoplays must move; one that does not starts near the viewport', () => {
    expect(startRule(widget('site-carousel', { autoplay: 'yes' }))).toBe('moving');
    expect(startRule(widget('site-carousel'))).toBe('visible');
  });

  it('a form starts near the viewport: its ajax submit comes with its code (grids: grid-start.test.ts)', () => {
    expect(startRule(widget('form'))).toBe('visible');
  });
});

describe('what waits for the page’s load event before its code is fetched (issue 10: LCP)', () => {
  it('a server-rendered island waits, whatever its start rule after that', () => {
    for (const [name, attributes] of [
      ['review-list', { 'load-more': 'scroll' }],
      ['review-carousel', { autoplay: 'yes' }],
      ['review-slider', {}],
      ['review-badge', { position: 'right' }],
      ['site-carousel', { autoplay: 'yes' }],
      ['site-back-to-top', {}],
    ] as const)
      expect(waitsForPageLoad(widget(name, attributes)), name).toBe(true);
  });

  it('a widget without server markup does not wait: it has content to fetch', () => {
    for (const name of [
      'review-list',
      'review-carousel',
      'review-badge',
      'site-carousel',
      'post-grid',
      'form',
    ])
      expect(waitsForPageLoad(widget(name, {}, false)), name).toBe(false);
  });

  it('analytics, the title filler and scroll-in reveal wait; lazy images and the third-party box do not', () => {
    expect(waitsForPageLoad(widget('site-analytics', {}, false))).toBe(true);
    expect(waitsForPageLoad(widget('site-titles', {}, false))).toBe(true);
    expect(waitsForPageLoad(widget('site-reveal', {}, false))).toBe(true);
    expect(waitsForPageLoad(widget('site-images', {}, false))).toBe(false);
    expect(waitsForPageLoad(widget('site-third-party-reviews', {}, false))).toBe(false);
  });
});

describe('add-on popups (issue 17 item 7)', () => {
  it('one with a trigger to arm starts once the page has loaded, with or without server markup', () => {
    expect(startRule(widget('addon-popup'))).toBe('eager');
    expect(startRule(widget('addon-popup', {}, false))).toBe('eager');
    expect(waitsForPageLoad(widget('addon-popup'))).toBe(true);
  });

  it('one opened by a custom click waits for its opener: nothing to arm before that click', () => {
    expect(startRule(widget('addon-popup', { 'open-selector': '.offer' }))).toBe('interaction');
  });
});
