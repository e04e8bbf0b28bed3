import {
  FEED_END_MARKER,
  type FeedPostView,
  feedWidgetSettingsSchema,
  PAGE_VARS_ELEMENT_ID,
  socialFeedAttributesSchema,
} from '@site-widgets/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedCarousel } from '../src/content/social-feed/FeedCarousel.tsx';
import { SocialFeed, type SocialFeedProps } from '../src/content/social-feed/SocialFeed.tsx';
import { renderFeedPostsHtml, renderSocialFeedWidget } from '../src/content/social-feed/server.tsx';
import { mount } from '../src/content/social-feed/widget.tsx';

/**
 * Embla is a black box here (as in review-carousel.test.tsx): a stand-in records the options it was
 * given and moves "instantly" when told to. The feed carousel's own rules are what these tests check.
 */
const embla = vi.hoisted(() => ({
  options: [] as Record<string, unknown>[],
  scrollTo: [] as number[],
}));

vi.mock('embla-carousel-react', async () => {
  const { useEffect, useState } = await import('react');
  type Listener = () => void;
  function createFake(root: HTMLElement) {
    const listeners = new Map<string, Set<Listener>>();
    let selected = 0;
    const emit = (event: string) => {
      for (const listener of listeners.get(event) ?? []) listener();
    };
    const api = {
      rootNode: () => root,
      selectedScrollSnap: () => selected,
      scrollSnapList: () => [...root.querySelectorAll('[data-slot="slide"]')].map((_, i) => i),
      scrollTo(index: number) {
        embla.scrollTo.push(index);
        if (index !== selected) {
          selected = index;
          emit('select');
        }
        emit('scroll');
        emit('settle');
      },
      on(event: string, listener: Listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(listener);
        return api;
      },
      off(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
        return api;
      },
    };
    return api;
  }
  function useFakeEmblaCarousel(options: Record<string, unknown>) {
    embla.options.push(options);
    const [node, setNode] = useState<HTMLElement | null>(null);
    const [api, setApi] = useState<ReturnType<typeof createFake>>();
    useEffect(() => {
      if (node) setApi(createFake(node));
    }, [node]);
    return [setNode, api];
  }
  return { default: useFakeEmblaCarousel };
});

beforeEach(() => {
  const vars = document.createElement('script');
  vars.type = 'application/json';
  vars.id = PAGE_VARS_ELEMENT_ID;
  vars.textContent = JSON.stringify({ ajaxurl: '/wp-admin/admin-ajax.php', nonce: 'page-nonce', pageId: 1 });
  document.head.append(vars);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  embla.options.length = 0;
  embla.scrollTo.length = 0;
  document.getElementById(PAGE_VARS_ELEMENT_ID)?.remove();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  document.body.replaceChildren();
});

const post = (n: number): FeedPostView => ({
  id: n,
  author: 'harbourhearth',
  handle: '',
  text: `Picture ${n}`,
  mediaUrl: `/site/images/${n}.svg`,
  mediaAlt: `Picture ${n}`,
  link: '',
  postedAt: `2026-01-0${n}T10:00:00.000Z`,
});

/** Happy DOM's window is 1024 px wide: a tablet (spec 001 §9), so the tablet count (2) is shown. */
function props(count: number, values: Record<string, unknown> = {}, more = false): SocialFeedProps {
  return {
    feedId: 7,
    settings: feedWidgetSettingsSchema.parse({
      kind: 'instagram',
      layout: 'carousel',
      title: 'Around the harbour',
      lightbox: false,
      carouselLoop: false,
      carouselSlidesDesktop: 3,
      carouselSlidesTablet: 2,
      carouselSlidesMobile: 1,
      ...values,
    }),
    posts: Array.from({ length: count }, (_, i) => post(i + 1)),
    more,
  };
}

/** Lets matchMedia answer `matches` for the given queries only. */
function mediaMatching(...queries: string[]) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: queries.includes(query),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const region = () => screen.getByRole('region', { name: 'Around the harbour, posts' });
const slides = () =>
  screen.getAllByRole('group', { hidden: true }).filter((group) => group.dataset.slot === 'slide');
const renderFeed = (p: SocialFeedProps) => render(<SocialFeed {...p} CarouselView={FeedCarousel} />);

describe('the carousel feed (WAI-ARIA carousel pattern)', () => {
  it('is a carousel region inside the feed, each post a slide named “N of M”', () => {
    renderFeed(props(5));
    expect(screen.getByRole('heading', { name: 'Around the harbour' })).toBeTruthy();
    expect(region().getAttribute('aria-roledescription')).toBe('carousel');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(within(slides()[0] as HTMLElement).getByText('Picture 1')).toBeTruthy();
  });

  it('shows the tablet count at 1024 px and hides the rest from assistive technology and Tab', () => {
    renderFeed(props(5));
    expect(slides().map((slide) => [slide.getAttribute('aria-hidden'), slide.hasAttribute('inert')])).toEqual(
      [
        [null, false],
        [null, false],
        ['true', true],
        ['true', true],
        ['true', true],
      ],
    );
  });

  it('moves a slide with next and previous; at the ends they are disabled when it does not loop', () => {
    renderFeed(props(4));
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(region().dataset.currentSlide).toBe('2');
    fireEvent.click(next);
    expect(region().dataset.currentSlide).toBe('3');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(region().dataset.currentSlide).toBe('2');
  });

  it('wraps from the first slide to the last when it loops', () => {
    renderFeed(props(4, { carouselLoop: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(region().dataset.currentSlide).toBe('4');
  });

  it('passes the stored speed and gap on: Embla’s duration, the gap as a custom property', () => {
    renderFeed(props(4, { carouselSpeed: 300, carouselSpaceBetween: 8 }));
    expect(embla.options.at(-1)).toMatchObject({ duration: 17, slidesToScroll: 1, loop: false });
    expect(region().style.getPropertyValue('--sw-carousel-gap')).toBe('8px');
  });
});

describe('carousel feed pagination', () => {
  it('bullets: one dot button per stop, the current one aria-current', () => {
    renderFeed(props(4, { carouselPaginationType: 'bullets' }));
    const dots = within(screen.getByRole('group', { name: 'Choose slides' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Slides 1 to 2',
      'Slides 2 to 3',
      'Slides 3 to 4',
    ]);
    fireEvent.click(dots[2] as HTMLElement);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    expect(document.querySelector('[data-slot="pagination"]')).toBeNull();
  });

  it('fraction: "1 / 3", then "2 / 3" after next; no dots', () => {
    renderFeed(props(4, { carouselPaginationType: 'fraction' }));
    const counter = document.querySelector('[data-slot="pagination"]');
    expect(counter?.textContent).toBe('1 / 3');
    expect(counter?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter?.textContent).toBe('2 / 3');
    expect(screen.queryByRole('group', { name: 'Choose slides' })).toBeNull();
  });

  it('progressbar: a bar filled a stop at a time; no dots', () => {
    renderFeed(props(4, { carouselPaginationType: 'progressbar' }));
    const bar = () =>
      document.querySelector<HTMLElement>('[data-slot="pagination-progress"] > .sw-carousel__progress-bar');
    expect(bar()?.style.transform).toBe(`scaleX(${1 / 3})`);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(bar()?.style.transform).toBe('scaleX(1)');
    expect(screen.queryByRole('group', { name: 'Choose slides' })).toBeNull();
  });

  it('off: no dots, counter or bar, only the arrows', () => {
    renderFeed(props(4, { carouselPagination: false, carouselPaginationType: 'fraction' }));
    expect(screen.queryByRole('group', { name: 'Choose slides' })).toBeNull();
    expect(document.querySelector('[data-slot="pagination"]')).toBeNull();
    expect(document.querySelector('[data-slot="pagination-progress"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
  });
});

describe('carousel feed autoplay', () => {
  it('does not move by itself by default, and has no pause button', () => {
    vi.useFakeTimers();
    renderFeed(props(5));
    act(() => vi.advanceTimersByTime(10_000));
    expect(region().dataset.currentSlide).toBe('1');
    expect(region().dataset.autoplay).toBe('off');
    expect(screen.queryByRole('button', { name: 'Stop automatic slide show' })).toBeNull();
  });

  it('moves on after the stored delay, with a visible pause button that stops it', () => {
    vi.useFakeTimers();
    renderFeed(props(5, { carouselAutoplay: true, carouselDelay: 4000 }));
    act(() => vi.advanceTimersByTime(3999));
    expect(region().dataset.currentSlide).toBe('1');
    act(() => vi.advanceTimersByTime(1));
    expect(region().dataset.currentSlide).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(region().dataset.autoplay).toBe('stopped');
    act(() => vi.advanceTimersByTime(12_000));
    expect(region().dataset.currentSlide).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(region().dataset.currentSlide).toBe('3');
  });

  it('pauses while the pointer is over it', () => {
    vi.useFakeTimers();
    renderFeed(props(5, { carouselAutoplay: true }));
    fireEvent.pointerEnter(region());
    expect(region().dataset.autoplay).toBe('paused');
    act(() => vi.advanceTimersByTime(9000));
    expect(region().dataset.currentSlide).toBe('1');
    fireEvent.pointerLeave(region());
    act(() => vi.advanceTimersByTime(3000));
    expect(region().dataset.currentSlide).toBe('2');
  });

  it('stops when keyboard focus enters it', () => {
    vi.useFakeTimers();
    renderFeed(props(5, { carouselAutoplay: true }));
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(region().dataset.autoplay).toBe('stopped');
    act(() => vi.advanceTimersByTime(9000));
    expect(region().dataset.currentSlide).toBe('1');
  });

  it('does not autoplay under prefers-reduced-motion; the play button is there to start it', () => {
    vi.useFakeTimers();
    mediaMatching('(prefers-reduced-motion: reduce)');
    renderFeed(props(5, { carouselAutoplay: true }));
    act(() => vi.advanceTimersByTime(9000));
    expect(region().dataset.currentSlide).toBe('1');
    expect(region().dataset.autoplay).toBe('stopped');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    expect(embla.options.at(-1)?.duration).toBe(0);
  });
});

describe('load more in the carousel layout', () => {
  it('adds the next posts as slides, moves to the first of them and focuses it', async () => {
    const answer = renderFeedPostsHtml({ posts: [post(5), post(6)], kind: 'instagram', lightbox: false });
    const fetchMock = vi.fn(async () => new Response(answer + FEED_END_MARKER, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderFeed(props(4, {}, true));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load More' })));
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 6',
      '2 of 6',
      '3 of 6',
      '4 of 6',
      '5 of 6',
      '6 of 6',
    ]);
    // Slide 5 is on screen: the last stop (slides 5 and 6), and focus is on its post.
    expect(region().dataset.currentSlide).toBe('5');
    expect(slides()[4]?.getAttribute('data-state')).toBe('visible');
    expect(document.activeElement?.textContent).toContain('Picture 5');
    expect(
      new URLSearchParams(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).get(
        'next_post_index',
      ),
    ).toBe('4');
    expect(screen.getByText('No more posts to show.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 more posts shown.');
  });

  it('takes only the posts of the answer as slides', async () => {
    const answer = `${renderFeedPostsHtml({ posts: [post(5)], kind: 'instagram', lightbox: false })}<p>stray</p>`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(answer, { status: 200 })),
    );
    renderFeed(props(4, {}, true));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load More' })));
    expect(slides()).toHaveLength(5);
    expect(screen.queryByText('stray')).toBeNull();
  });
});

describe('the carousel feed from the server', () => {
  it('renders every post as a slide, slide widths as media queries per device, no controls yet', () => {
    const html = renderSocialFeedWidget(props(5, { carouselAutoplay: true }));
    expect(html).toContain('data-layout="carousel"');
    expect(html).toContain('data-autoplay="yes"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(5);
    expect(html).toContain('{--sw-slides:3}');
    expect(html).toContain(
      '@media (max-width: 1024.98px){[data-carousel-id="sw-feed-7-carousel"]{--sw-slides:2}}',
    );
    expect(html).toContain(
      '@media (max-width: 768.98px){[data-carousel-id="sw-feed-7-carousel"]{--sw-slides:1}}',
    );
    expect(html).not.toContain('Next slide');
    expect(html).not.toContain('Stop automatic slide show');
  });

  it('writes data attributes the loader’s schema reads: no autoplay attribute when it does not move', () => {
    const host = document.createElement('div');
    host.innerHTML = renderSocialFeedWidget(props(3));
    const { widget: _widget, ...dataset } = (host.firstElementChild as HTMLElement).dataset;
    expect(socialFeedAttributesSchema.parse(dataset)).toEqual({ feedId: 7, layout: 'carousel' });
  });

  it('hydrates without a mismatch, then shows its arrows and pause button', async () => {
    mediaMatching('(prefers-reduced-motion: reduce)');
    const p = props(5, { carouselAutoplay: true });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SocialFeed {...p} CarouselView={FeedCarousel} />);
    document.body.append(container);
    const recoverable = vi.fn();
    const error = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, <SocialFeed {...p} CarouselView={FeedCarousel} />, {
        onRecoverableError: recoverable,
      }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });

  it('mount fetches the carousel view and hydrates the server’s markup', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderSocialFeedWidget(props(4));
    const element = host.firstElementChild as HTMLElement;
    document.body.append(element);
    const error = vi.spyOn(console, 'error');
    const unmount = await act(async () => mount(element));
    expect(error).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(region().dataset.currentSlide).toBe('2');
    act(() => unmount?.());
    element.remove();
  });
});
