import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount as mountAnalytics } from '../src/site/analytics/widget.ts';
import { mount as mountImages } from '../src/site/images/widget.ts';
import { mount as mountThirdParty } from '../src/site/third-party-reviews/widget.ts';
import { mount as mountTitles } from '../src/site/titles/widget.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.querySelectorAll('script').forEach((script) => {
    script.remove();
  });
  document.body.replaceChildren();
  delete window.dataLayer;
});

const html = (markup: string) => {
  document.body.innerHTML = markup;
  return document.body.firstElementChild as HTMLElement;
};

describe('site-titles', () => {
  beforeEach(() => vi.useFakeTimers());

  it('titles images at once and links after 1000 ms, keeping existing titles', async () => {
    const scope = html(`<div data-widget="site-titles">
      <img id="photo" alt="The terrace">
      <a id="text" href="/contact"> Find   us </a>
      <a id="image" href="/"><img alt="Harbour &amp; Hearth home"></a>
      <a id="own" href="/about" title="Our story">About</a>
    </div>`);
    await mountTitles(scope);
    const title = (id: string) => document.getElementById(id)?.getAttribute('title');
    expect(title('photo')).toBe('The terrace');
    expect(title('text')).toBeNull();
    vi.advanceTimersByTime(999);
    expect(title('text')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(title('text')).toBe('Find us');
    expect(title('image')).toBe('Harbour & Hearth home');
    expect(title('own')).toBe('Our story');
  });

  it('leaves the markup of other widgets’ React views alone', async () => {
    const scope = html(`<div data-widget="site-titles">
      <div data-widget="review-list"><div data-widget-root=""><a id="inner" href="/r">Read more</a></div></div>
    </div>`);
    await mountTitles(scope);
    vi.advanceTimersByTime(1000);
    expect(document.getElementById('inner')?.hasAttribute('title')).toBe(false);
  });
});

describe('site-images', () => {
  it('sets every image to the given size, lazy (spec 000 §2: 164×90)', async () => {
    const strip = html(
      '<div data-widget="site-images" data-width="164" data-height="90"><img src="a.svg" alt="A"><img src="b.svg" alt="B"></div>',
    );
    await mountImages(strip);
    for (const image of strip.querySelectorAll('img')) {
      expect([
        image.getAttribute('width'),
        image.getAttribute('height'),
        image.getAttribute('loading'),
      ]).toEqual(['164', '90', 'lazy']);
    }
  });

  it('only lazy-loads when no size is given (footer copyright images)', async () => {
    const footer = html(
      '<p data-widget="site-images"><img src="badge.svg" alt="Badge" width="112" height="44"></p>',
    );
    await mountImages(footer);
    const image = footer.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('width')).toBe('112');
    expect(image.loading).toBe('lazy');
  });

  it('refuses a width without a height, naming the attribute', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await mountImages(html('<div data-widget="site-images" data-width="80"></div>'))).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      '[site-widgets] site-images: data-height: must be given together with data-width',
    );
  });
});

describe('site-third-party-reviews', () => {
  beforeEach(() => vi.useFakeTimers());

  it('adds the script 8000 ms after the content is ready, async, with e-mail required', async () => {
    // happy-dom runs no script files; let it report this one as loaded.
    const { settings } = (
      window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
    ).happyDOM;
    settings.handleDisabledFileLoadingAsSuccess = true;
    const box = html(
      '<div data-widget="site-third-party-reviews" data-script-url="/third-party/reviews.js"><a href="/">Reviews</a></div>',
    );
    await mountThirdParty(box);
    vi.advanceTimersByTime(7999);
    expect(document.head.querySelector('script')).toBeNull();
    expect(box.dataset.state).toBe('waiting');
    vi.advanceTimersByTime(1);
    const script = document.head.querySelector('script') as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe('/third-party/reviews.js');
    expect(script.async).toBe(true);
    expect(script.dataset.emailRequired).toBe('true');
    expect(script.dataset.target).toBe(`#${box.id}`);
    await vi.waitFor(() => expect(box.dataset.state).toBe('loaded'));
    settings.handleDisabledFileLoadingAsSuccess = false;
  });

  it('requests nothing at all without an address, and keeps its fallback', async () => {
    const box = html('<div data-widget="site-third-party-reviews"><a href="/">Reviews</a></div>');
    expect(await mountThirdParty(box)).toBeTypeOf('function');
    vi.advanceTimersByTime(60_000);
    expect(document.head.querySelector('script')).toBeNull();
    expect(box.textContent).toBe('Reviews');
  });

  it('refuses a javascript: address', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const box = html(
      '<div data-widget="site-third-party-reviews" data-script-url="javascript:alert(1)"></div>',
    );
    expect(await mountThirdParty(box)).toBeUndefined();
    expect(error.mock.calls[0]?.[0]).toContain(
      'data-script-url: must be an http(s) or site-relative address',
    );
  });
});

describe('site-analytics', () => {
  it('pushes a page view on arrival and a link click for each followed link', async () => {
    document.title = 'About us — Harbour & Hearth';
    const body = html('<div data-widget="site-analytics"><a id="link" href="/contact">Contact  us</a></div>');
    const beacon = vi.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const unmount = await mountAnalytics(body);
    const link = document.getElementById('link') as HTMLElement;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_location: location.href, page_title: 'About us — Harbour & Hearth' },
      { event: 'link_click', link_url: `${location.origin}/contact`, link_text: 'Contact us' },
    ]);
    expect(beacon).not.toHaveBeenCalled();
    unmount?.();
  });

  it('sends each event to the beacon address when one is configured', async () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const unmount = await mountAnalytics(
      html('<div data-widget="site-analytics" data-beacon-url="/collect"></div>'),
    );
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('/collect');
    expect(JSON.parse(beacon.mock.calls[0]?.[1] as string).event).toBe('page_view');
    unmount?.();
  });

  it('keeps what a tag manager put in the data layer before it', async () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    const unmount = await mountAnalytics(html('<div data-widget="site-analytics"></div>'));
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer?.[0]).toEqual({ event: 'gtm.js' });
    unmount?.();
  });
});
