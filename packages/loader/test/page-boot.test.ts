// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAINT_WAIT_LIMIT_MS } from '../src/after-first-paint.ts';
import { type BootHandover, bootHandover } from '../src/boot-handover.ts';
import { installPageBoot } from '../src/page-boot-install.ts';

/** A page as our server sends it, before DOMContentLoaded: `body` is its markup. */
function page(body: string): BootHandover {
  document.head.innerHTML = '';
  document.body.innerHTML = body;
  window.history.replaceState(null, '', '/');
  installPageBoot(window, '/assets/loader.js');
  const handover = bootHandover();
  if (!handover) throw new Error('the start script left no handover');
  return handover;
}

/** The loader's script element, once the start script has added it. */
const loaderScript = () => document.head.querySelector<HTMLScriptElement>('script[src="/assets/loader.js"]');

const WHOLE_LIST = `
  <div data-widget="review-list" data-load-more="button">
    <div data-widget-root=""><ul><li>Lovely scones</li></ul><button type="button">Load more reviews</button></div>
  </div>`;

let handover: BootHandover | undefined;
afterEach(() => {
  // Each page's listeners go, as the loader takes them over.
  handover?.take();
  handover = undefined;
});

describe('the pages’ inline start script (issue 10)', () => {
  it('a page whose widgets are whole in its HTML gets the loader after `load` and its first paint, not before', async () => {
    vi.useFakeTimers();
    try {
      handover = page(WHOLE_LIST);
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(loaderScript()).toBeNull();
      expect(document.documentElement.dataset.widgetsReadyAt).toMatch(/^\d+(\.\d+)?$/);
      window.dispatchEvent(new Event('load'));
      // Not in the `load` task itself: the page's first frame is often presented after it.
      expect(loaderScript()).toBeNull();
      await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS);
      expect(loaderScript()?.type).toBe('module');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a widget without server markup gets the loader at DOMContentLoaded (it has content to fetch)', () => {
    handover = page(`${WHOLE_LIST}<div data-widget="review-badge" data-position="inline"></div>`);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(loaderScript()).not.toBeNull();
  });

  it('widgets that only add to a whole page, and our pages’ lazy images, do not bring it early', () => {
    handover = page(
      `${WHOLE_LIST}<div data-widget="site-titles"></div><section data-widget="site-images"><img alt="" src="/a.png"></section>`,
    );
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(loaderScript()).toBeNull();
  });

  it('a click on a widget’s button before the loader is held, brings the loader, and is handed over once', () => {
    handover = page(WHOLE_LIST);
    const button = document.querySelector('button') as HTMLButtonElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(loaderScript()).not.toBeNull();
    // A second tap before the code: not stacked up.
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    const { widgets } = handover.take();
    expect(widgets.map((held) => held.element.dataset.widget)).toEqual(['review-list']);
    let performed = 0;
    button.addEventListener('click', () => performed++);
    widgets[0]?.interaction?.replay();
    widgets[0]?.interaction?.replay();
    expect(performed).toBe(1);
  });

  it('after the handover its listeners are gone: the loader’s own take over', () => {
    handover = page(WHOLE_LIST);
    handover.take();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    (document.querySelector('button') as HTMLButtonElement).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(loaderScript()).toBeNull();
    expect(handover.take()).toEqual({ widgets: [], linkActions: [] });
  });

  it('a link to another page inside a widget is left to the browser (it works without script)', () => {
    handover = page(
      `<nav data-widget="site-nav"><div data-widget-root=""><a href="/menu">Menu</a></div></nav>`,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    (document.querySelector('a') as HTMLAnchorElement).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    // The visitor reached the widget: its code is on its way.
    expect(loaderScript()).not.toBeNull();
  });

  it('a click inside a passive widget only (the page’s title filler) is not the loader’s business', () => {
    handover = page(`<div data-widget="site-titles"><button type="button">Plain</button></div>`);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    (document.querySelector('button') as HTMLButtonElement).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(loaderScript()).toBeNull();
  });

  it('a link action clicked before the loader is held and handed over to run', () => {
    handover = page(`<a href="#elementor-action%3Aaction%3Dpopup%3Aopen">Open</a>`);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    (document.querySelector('a') as HTMLAnchorElement).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(loaderScript()).not.toBeNull();
    expect(handover.take().linkActions.map((element) => element.textContent)).toEqual(['Open']);
  });

  it('an address naming a part of the page, or a widget opened from outside, brings the loader at once', () => {
    handover = page(WHOLE_LIST);
    window.history.replaceState(null, '', '/#reviews');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(loaderScript()).not.toBeNull();
    handover.take();
    handover = page(
      `${WHOLE_LIST}<div data-widget="addon-popup" data-open-selector="#open"><div data-widget-root=""></div></div>`,
    );
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(loaderScript()).not.toBeNull();
  });
});
