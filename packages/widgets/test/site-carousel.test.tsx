import { siteCarouselAttributesSchema } from '@site-widgets/contract/site/site-attributes.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderSiteCarouselWidget } from '../src/site/carousel/server.tsx';
import {
  readCarouselImages,
  siteCarouselAttributes,
  siteCarouselSettings,
} from '../src/site/carousel/settings.ts';
import { mount } from '../src/site/carousel/widget.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const IMAGES = [
  { src: '/site/images/partners/tea.svg', alt: 'Tidewater Tea' },
  { src: '/site/images/partners/dairy.svg', alt: 'Meon Valley Dairy' },
];

describe('site-carousel settings', () => {
  it('takes the spec 000 §9 defaults for what the attributes leave out', () => {
    const settings = siteCarouselSettings(
      z.parse(siteCarouselAttributesSchema, { width: '80', height: '80' }),
    );
    expect(settings).toMatchObject({
      width: 80,
      height: 80,
      slidesToShow: 3,
      slidesToScroll: 1,
      autoplay: false,
      autoplaySpeed: 3000,
      speed: 500,
      loop: true,
      lazyLoad: true,
    });
  });

  it('writes back attributes that parse to the same settings', () => {
    const settings = siteCarouselSettings(
      z.parse(siteCarouselAttributesSchema, {
        width: '164',
        height: '90',
        label: 'Press logos',
        autoplay: 'yes',
        pagination: 'fraction',
        breakpoints: '992:3:max,600:1:max',
      }),
    );
    const dataset = Object.fromEntries(
      Object.entries(siteCarouselAttributes(settings)).map(([key, value]) => [
        key.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value,
      ]),
    );
    expect(siteCarouselSettings(z.parse(siteCarouselAttributesSchema, dataset))).toEqual(settings);
  });

  it('refuses a carousel without an image size', () => {
    expect(z.safeParse(siteCarouselAttributesSchema, { width: '80' }).success).toBe(false);
  });
});

describe('site-carousel view', () => {
  it('renders every image on the server with its box reserved and lazy loading', () => {
    const settings = siteCarouselSettings(
      z.parse(siteCarouselAttributesSchema, { width: '80', height: '80' }),
    );
    document.body.innerHTML = renderSiteCarouselWidget({ settings, images: IMAGES });
    const images = [...document.querySelectorAll('img')];
    expect(images.map((image) => [image.getAttribute('width'), image.getAttribute('height')])).toEqual([
      ['80', '80'],
      ['80', '80'],
    ]);
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(document.querySelector('[aria-roledescription="carousel"]')?.getAttribute('aria-label')).toBe(
      'Images',
    );
  });

  it('on a plain page reads its images from the fallback markup, leaving out unsafe addresses', async () => {
    document.body.innerHTML = `<div data-widget="site-carousel" data-width="80" data-height="80">
      <ul><li><img src="/a.svg" alt="A"></li><li><img src="javascript:alert(1)" alt="B"></li><li><img src="/c.svg" alt="C"></li></ul>
    </div>`;
    const element = document.body.firstElementChild as HTMLElement;
    expect(readCarouselImages(element).map((image) => image.alt)).toEqual(['A', 'B', 'C']);
    const unmount = await mount(element);
    await vi.waitFor(() =>
      expect(element.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(2),
    );
    expect([...element.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([
      'A',
      'C',
    ]);
    unmount?.();
  });
});
