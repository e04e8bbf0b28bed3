import {
  advancedSliderAttributesSchema,
  flipCarouselAttributesSchema,
} from '@site-widgets/contract/content/slider-attributes.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { advancedSliderAttributes, advancedSliderSettings } from '../src/content/advanced-slider/settings.ts';
import { VideoSlide } from '../src/content/advanced-slider/VideoSlide.tsx';
import { mount as mountSlider } from '../src/content/advanced-slider/widget.tsx';
import { FlipCarousel } from '../src/content/flip-carousel/FlipCarousel.tsx';
import { flipCarouselAttributes, flipCarouselSettings } from '../src/content/flip-carousel/settings.ts';
import { renderImageGalleryWidget } from '../src/content/image-gallery/server.tsx';
import { renderMediaGalleryWidget } from '../src/content/media-gallery/server.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  for (const script of document.head.querySelectorAll('script[data-sw-video-api]')) script.remove();
});

/** `data-*` attribute names as `element.dataset` keys. */
const asDataset = (attributes: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(attributes).map(([key, value]) => [
      key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );

const PICTURES = ['a', 'b', 'c', 'd', 'e'].map((name) => ({
  src: `/images/${name}.svg`,
  alt: `Picture ${name}`,
  width: 1200,
  height: 800,
}));

describe('advanced slider', () => {
  it('writes back attributes that parse to the same settings (640 × 360 video by default)', () => {
    const settings = advancedSliderSettings(
      z.parse(advancedSliderAttributesSchema, { columns: 'desktop:3,tablet:2,mobile:1', autoplay: 'yes' }),
    );
    expect(settings).toMatchObject({ videoWidth: 640, videoHeight: 360, slidesToShow: 3, autoplay: true });
    const again = advancedSliderSettings(
      z.parse(advancedSliderAttributesSchema, asDataset(advancedSliderAttributes(settings))),
    );
    expect(again).toEqual(settings);
  });

  it('refuses a label with script-like characters, naming the attribute', () => {
    const parsed = z.safeParse(advancedSliderAttributesSchema, { label: '<b onmouseover=x>' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('must not contain script-like characters');
  });

  it('on a plain page leaves out a slide with script-like attributes and says which attribute', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div data-widget="advanced-slider">
      <div data-slide data-title="Fine" data-text="Coffee &amp; cake"></div>
      <div data-slide data-title="Bad" data-link-href="javascript:alert(1)" data-link-label="Go"></div>
      <div data-slide data-title="Clip" data-video="https://evil.example/clip.avi"></div>
    </div>`;
    const element = document.body.firstElementChild as HTMLElement;
    const unmount = await mountSlider(element);
    await vi.waitFor(() =>
      expect(element.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(1),
    );
    expect(element.textContent).toContain('Coffee & cake');
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      '[site-widgets] advanced-slider: slide 2: data-link-href: must not contain script-like characters',
      '[site-widgets] advanced-slider: slide 3: data-video: must be a YouTube or Vimeo address or an mp4, webm or ogg file',
    ]);
    unmount?.();
  });

  it('a video is a facade until pressed: then the host player, and no API script for a press', () => {
    render(
      <VideoSlide
        source={{ kind: 'youtube', id: 'dQw4w9WgXcQ' }}
        title="The quay"
        width={640}
        height={360}
        active
        autoplay={false}
        hydrated
      />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: The quay' }));
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(new URL(frame?.getAttribute('src') ?? '').searchParams.get('mute')).toBeNull();
    expect(document.querySelector('script[data-sw-video-api]')).toBeNull();
  });

  it('autoplay loads the host iframe API only when the slide is shown', () => {
    // The test's DOM loads no scripts: the API's load failure is reported, as on a page that blocks it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const props = {
      source: { kind: 'vimeo', id: '76979871' } as const,
      title: 'Roasting',
      width: 640,
      height: 360,
      autoplay: true,
      hydrated: true,
    };
    const view = render(<VideoSlide {...props} active={false} />);
    expect(document.querySelector('script[data-sw-video-api]')).toBeNull();
    view.rerender(<VideoSlide {...props} active />);
    const script = document.querySelector<HTMLScriptElement>('script[data-sw-video-api]');
    expect(script?.getAttribute('src')).toBe('https://player.vimeo.com/api/player.js');
    expect(
      new URL(document.querySelector('iframe')?.getAttribute('src') ?? '').searchParams.get('muted'),
    ).toBe('1');
  });

  it('a file plays in a native video, muted and looping when it autoplays', () => {
    render(
      <VideoSlide
        source={{ kind: 'file', src: '/video/quay.webm', type: 'video/webm' }}
        title="Quay"
        width={640}
        height={360}
        active
        autoplay
        hydrated
      />,
    );
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/video/quay.webm');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(document.querySelector('script[data-sw-video-api]')).toBeNull();
  });
});

describe('flip carousel', () => {
  it('writes back attributes that parse to the same settings, by the spec names', () => {
    const settings = flipCarouselSettings(
      z.parse(flipCarouselAttributesSchema, {
        carouselType: 'wheel',
        spacing: '-20',
        paginationPosition: 'before',
        playOnScroll: 'yes',
        buttonPrev: 'Back',
        buttonNext: 'On',
      }),
    );
    const attributes = flipCarouselAttributes(settings);
    expect(Object.keys(attributes)).toEqual(
      expect.arrayContaining([
        'starts-from-center',
        'carousel-type',
        'autoplay-milliseconds',
        'play-on-click',
        'play-on-scroll',
        'pagination-position',
        'spacing',
        'button-prev',
        'button-next',
      ]),
    );
    expect(flipCarouselSettings(z.parse(flipCarouselAttributesSchema, asDataset(attributes)))).toEqual(
      settings,
    );
  });

  it('starts from the centre with the front picture current, dots before the pictures, its buttons named', () => {
    const settings = flipCarouselSettings({
      paginationPosition: 'before',
      buttonPrev: 'Back',
      buttonNext: 'On',
    });
    render(<FlipCarousel settings={settings} pictures={PICTURES} />);
    const current = document.querySelector('[aria-roledescription="slide"][aria-current="true"]');
    expect(current?.getAttribute('aria-label')).toBe('3 of 5');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    const dots = screen.getByRole('group', { name: 'Choose slides' });
    const stage = document.querySelector('[data-slot="stage"]');
    expect(dots.compareDocumentPosition(stage as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('`none` as a button label hides both buttons; pagination `none` shows no dots', () => {
    const settings = flipCarouselSettings({ paginationPosition: 'none', buttonPrev: 'none' });
    render(<FlipCarousel settings={settings} pictures={PICTURES} />);
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Choose slides' })).toBeNull();
  });
});

describe('galleries', () => {
  it('the image gallery is links to the full pictures with their boxes reserved (no props to hydrate)', () => {
    document.body.innerHTML = renderImageGalleryWidget({
      label: 'Photographs',
      columns: 3,
      pictures: PICTURES.map((picture) => ({ ...picture, full: picture.src.replace('.svg', '-full.svg') })),
    });
    const links = [...document.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toContain('/images/a-full.svg');
    expect(document.querySelector('img')?.getAttribute('width')).toBe('1200');
    expect(document.querySelector('script')).toBeNull();
  });

  it('the product gallery renders every picture and a thumbnail button each, the first current', () => {
    document.body.innerHTML = renderMediaGalleryWidget({
      widget: 'product-gallery',
      label: 'Pictures of the house blend',
      lightbox: true,
      pictures: PICTURES.slice(0, 3).map((picture) => ({ ...picture, full: picture.src })),
    });
    const thumbnails = [...document.querySelectorAll('[role="group"][aria-label="Choose a picture"] button')];
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Picture 1 of 3: Picture a',
      'Picture 2 of 3: Picture b',
      'Picture 3 of 3: Picture c',
    ]);
    expect(thumbnails[0]?.getAttribute('aria-current')).toBe('true');
    // Pictures not shown are out of the tab order and hidden from assistive technology.
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(document.querySelector('[data-slot="viewport"]')?.getAttribute('style')).toContain(
      'aspect-ratio:1200 / 800',
    );
  });
});
