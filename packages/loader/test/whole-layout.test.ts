// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepLayoutWholeForJumps, WHOLE_LAYOUT_ATTRIBUTE } from '../src/whole-layout.ts';

const root = () => document.documentElement;

/** A page at `address` with the reviews page's own list of links and the sections they name. */
function page(address: string) {
  root().removeAttribute(WHOLE_LAYOUT_ATTRIBUTE);
  window.history.replaceState(null, '', address);
  document.body.innerHTML = `
    <nav><a id="to-part" href="#endless-scroll">Endless scroll</a>
    <a id="to-other" href="/shop#grid">Shop</a><a id="to-query" href="/reviews?page=2#masonry">Page 2</a></nav>
    <section class="section section--deferred" id="masonry"><h2>Masonry</h2></section>
    <section class="section section--deferred" id="endless-scroll"><h2>Endless scroll</h2></section>`;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

/** Installs the rule on a fresh document listener set (happy-dom keeps one window for the file). */
function install() {
  const added: Array<[EventTarget, string, EventListenerOrEventListenerObject, boolean | undefined]> = [];
  for (const target of [document, window] as EventTarget[]) {
    const original = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      added.push([target, type, listener as EventListenerOrEventListenerObject, options === true]);
      original(type, listener, options);
    });
  }
  keepLayoutWholeForJumps(window);
  cleanups.push(() => {
    for (const [target, type, listener, capture] of added)
      target.removeEventListener(type, listener, capture);
  });
}

describe('deferred sections are laid out whole before a jump (issue 10)', () => {
  it('a page opened at a part of it is whole from the start', () => {
    page('/reviews#endless-scroll');
    install();
    expect(root().getAttribute(WHOLE_LAYOUT_ATTRIBUTE)).toBe('whole');
  });

  it('a page opened at its top stays deferred', () => {
    page('/reviews');
    install();
    expect(root().hasAttribute(WHOLE_LAYOUT_ATTRIBUTE)).toBe(false);
  });

  it('a reload or a step back or forward (the browser restores a scroll position) is whole from the start', () => {
    for (const type of ['reload', 'back_forward']) {
      page('/reviews');
      vi.spyOn(window.performance, 'getEntriesByType').mockReturnValue([
        { type } as unknown as PerformanceEntry,
      ]);
      install();
      expect(root().getAttribute(WHOLE_LAYOUT_ATTRIBUTE)).toBe('whole');
      vi.restoreAllMocks();
    }
  });

  it('a link to a part of this page makes it whole before the browser follows it', () => {
    page('/reviews');
    install();
    let wholeWhenFollowed: string | null = null;
    const link = document.getElementById('to-part') as HTMLAnchorElement;
    link.addEventListener('click', (event) => {
      wholeWhenFollowed = root().getAttribute(WHOLE_LAYOUT_ATTRIBUTE);
      event.preventDefault();
    });
    link.click();
    expect(wholeWhenFollowed).toBe('whole');
  });

  it('links to other pages, or this path with another query, leave it deferred', () => {
    page('/reviews');
    install();
    for (const id of ['to-other', 'to-query']) {
      const link = document.getElementById(id) as HTMLAnchorElement;
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
    }
    expect(root().hasAttribute(WHOLE_LAYOUT_ATTRIBUTE)).toBe(false);
  });

  it('a fragment a script changed: whole, and its target brought into view again', () => {
    page('/reviews');
    install();
    const target = document.getElementById('endless-scroll') as HTMLElement;
    const scrolled = vi.fn();
    target.scrollIntoView = scrolled;
    window.history.replaceState(null, '', '/reviews#endless-scroll');
    window.dispatchEvent(new Event('hashchange'));
    expect(root().getAttribute(WHOLE_LAYOUT_ATTRIBUTE)).toBe('whole');
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
