import type { ReviewView } from '@site-widgets/contract';
import { reviewSliderAttributesSchema } from '@site-widgets/contract/reviews/slider-attributes.ts';
import { emblaDuration } from '@site-widgets/core/reviews/carousel-options.ts';
import { resolveSliderSettings } from '@site-widgets/core/reviews/slider-rules.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ReviewSlider,
  type ReviewSliderProps,
  type ReviewSliderSettings,
} from '../src/reviews/review-slider/ReviewSlider.tsx';
import { renderReviewSliderWidget } from '../src/reviews/review-slider/server.tsx';
import { reviewSliderSettings } from '../src/reviews/review-slider/settings.ts';
import { mount } from '../src/reviews/review-slider/widget.tsx';
import { PostContext } from '../src/runtime/post-context.ts';

/** Embla is a black box here: a stand-in records its options and plugins and moves "instantly". */
const embla = vi.hoisted(() => ({
  options: [] as Record<string, unknown>[],
  plugins: [] as { name: string }[][],
  /** Whether a move ends at once with Embla's settle event (else only our own speed timer ends it). */
  settles: true,
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
        if (index !== selected) {
          selected = index;
          emit('select');
        }
        emit('scroll');
        if (embla.settles) emit('settle');
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
  function useFakeEmblaCarousel(options: Record<string, unknown>, plugins: { name: string }[] = []) {
    embla.options.push(options);
    embla.plugins.push(plugins);
    const [node, setNode] = useState<HTMLElement | null>(null);
    const [api, setApi] = useState<ReturnType<typeof createFake>>();
    useEffect(() => {
      if (node) setApi(createFake(node));
    }, [node]);
    return [setNode, api];
  }
  return { default: useFakeEmblaCarousel };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  embla.options.length = 0;
  embla.plugins.length = 0;
  embla.settles = true;
});

function view(id: number): ReviewView {
  return {
    id,
    reviewerName: `Reviewer ${id}`,
    avatarUrl: null,
    rating: 5,
    recommendation: null,
    platform: 'Google',
    title: '',
    text: `Text ${id}`,
    createdAt: '2025-03-12T10:00:00.000Z',
    language: 'en',
    sourcePageName: '',
    permalink: null,
    companyName: '',
  };
}

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function props(
  reviewIds: number[],
  settings: Partial<ReviewSliderSettings> = {},
  more = { hasMore: false, totalInDb: reviewIds.length },
): ReviewSliderProps {
  return {
    settings: {
      ...resolveSliderSettings({}, { perPage: 2, animateHeight: false }),
      templateId: 7,
      heading: 'Kind words',
      ...settings,
    },
    initial: { reviews: reviewIds.map(view), ...more, aggregate: { ratedCount: 0, average: 0 } },
  };
}

function renderSlider(
  p: ReviewSliderProps,
  post = vi.fn<(a: string, f: Record<string, string>) => Promise<string>>(),
) {
  render(
    <PostContext.Provider value={post}>
      <ReviewSlider {...p} />
    </PostContext.Provider>,
  );
  return post;
}

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

const region = () => screen.getByRole('region', { name: 'Kind words' });
const slides = () =>
  screen.getAllByRole('group', { hidden: true }).filter((group) => group.dataset.slot === 'slide');

describe('the review slider', () => {
  it('puts a page of reviews on each slide on desktop, slides named “N of M”', () => {
    renderSlider(props(ids(1, 6)));
    expect(region().getAttribute('aria-roledescription')).toBe('carousel');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides()[0]?.textContent).toContain('Reviewer 1');
    expect(slides()[0]?.textContent).toContain('Reviewer 2');
    expect(slides()[0]?.textContent).not.toContain('Reviewer 3');
  });

  it('puts one review on each slide on mobile', () => {
    mediaMatching('(max-width: 599.98px)');
    renderSlider(props(ids(1, 6)));
    expect(slides()).toHaveLength(6);
    expect(slides()[0]?.getAttribute('aria-label')).toBe('1 of 6');
  });

  it('counts slides from the total of reviews while more can be loaded', () => {
    renderSlider(
      props(ids(1, 6), {}, { hasMore: true, totalInDb: 11 }),
      vi.fn(() => new Promise<string>(() => {})),
    );
    expect(slides()[0]?.getAttribute('aria-label')).toBe('1 of 6');
  });

  it('disables previous on the first slide and next on the last (it never loops)', () => {
    renderSlider(props(ids(1, 4)));
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(region().dataset.currentSlide).toBe('2');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(previous.getAttribute('aria-disabled')).toBeNull();
  });

  it('has no arrows when data-arrows is no', () => {
    renderSlider(props(ids(1, 4), { arrows: false }));
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('fetches the next page when the second-to-last slide is reached, and adds its slide', async () => {
    let answer: (text: string) => void = () => {};
    const post = vi.fn(
      (_action: string, _fields: Record<string, string>) =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    renderSlider(props(ids(1, 6), {}, { hasMore: true, totalInDb: 9 }), post);
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      'wprp_load_more_revs',
      expect.objectContaining({ revid: '7', perrow: '2', nrows: '1', notinstring: '1,2,3,4,5,6' }),
    );
    await act(async () =>
      answer(
        JSON.stringify({ reviews: [view(7), view(8)], newnotinstring: '1,2,3,4,5,6,7,8', hideldbtn: '' }),
      ),
    );
    expect(slides()).toHaveLength(4);
    expect(slides()[3]?.textContent).toContain('Reviewer 8');
  });

  it('does not fetch when load-more is off', () => {
    const post = renderSlider(props(ids(1, 4), { loadMore: false }, { hasMore: true, totalInDb: 9 }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('is animating for the speed’s 750 ms after a move, then idle', () => {
    vi.useFakeTimers();
    embla.settles = false;
    renderSlider(props(ids(1, 6)));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(region().dataset.state).toBe('animating');
    act(() => vi.advanceTimersByTime(749));
    expect(region().dataset.state).toBe('animating');
    act(() => vi.advanceTimersByTime(1));
    expect(region().dataset.state).toBe('idle');
  });

  it('passes speed 750 ms to Embla as duration, and the fade plugin for animation fade', () => {
    renderSlider(props(ids(1, 4), { animation: 'fade' }));
    expect(embla.options.at(-1)).toMatchObject({ duration: emblaDuration(750), loop: false });
    expect(embla.plugins.at(-1)?.map((plugin) => plugin.name)).toEqual(['fade']);
  });
});

describe('slider autoplay', () => {
  it('moves on every 3000 ms (delay) and offers a pause button', () => {
    vi.useFakeTimers();
    renderSlider(props(ids(1, 6), { autoplay: true }));
    act(() => vi.advanceTimersByTime(2999));
    expect(region().dataset.currentSlide).toBe('1');
    act(() => vi.advanceTimersByTime(1));
    expect(region().dataset.currentSlide).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(region().dataset.currentSlide).toBe('2');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
  });

  it('starts over from the first slide after the last when nothing more can come', () => {
    vi.useFakeTimers();
    renderSlider(props(ids(1, 4), { autoplay: true }));
    act(() => vi.advanceTimersByTime(3000));
    expect(region().dataset.currentSlide).toBe('2');
    act(() => vi.advanceTimersByTime(3000));
    expect(region().dataset.currentSlide).toBe('1');
  });

  it('pauses while the pointer is over it', () => {
    vi.useFakeTimers();
    renderSlider(props(ids(1, 6), { autoplay: true }));
    fireEvent.pointerEnter(region());
    act(() => vi.advanceTimersByTime(6000));
    expect(region().dataset.currentSlide).toBe('1');
    expect(region().dataset.autoplay).toBe('paused');
  });

  it('pauses while the tab is hidden', () => {
    vi.useFakeTimers();
    renderSlider(props(ids(1, 6), { autoplay: true }));
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(6000));
    expect(region().dataset.currentSlide).toBe('1');
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(region().dataset.currentSlide).toBe('2');
  });

  it('does not autoplay under prefers-reduced-motion', () => {
    vi.useFakeTimers();
    mediaMatching('(prefers-reduced-motion: reduce)');
    renderSlider(props(ids(1, 6), { autoplay: true }));
    act(() => vi.advanceTimersByTime(9000));
    expect(region().dataset.currentSlide).toBe('1');
    expect(region().dataset.autoplay).toBe('stopped');
  });
});

describe('slider server rendering', () => {
  it('hydrates without a mismatch on a phone, then regroups to one review per slide', async () => {
    mediaMatching('(max-width: 599.98px)');
    const p = props(ids(1, 4));
    const html = renderToString(<ReviewSlider {...p} />);
    expect(html).toContain('data-hydrated="false"');
    expect(html).toContain('1 of 2');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const error = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, <ReviewSlider {...p} />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(slides()).toHaveLength(4);
    act(() => root.unmount());
    container.remove();
  });

  it('writes data attributes its own schema reads back to the same settings', () => {
    const p = props(ids(1, 4), { autoplay: true, animation: 'fade', forceHeight: true });
    const host = document.createElement('div');
    host.innerHTML = renderReviewSliderWidget(p);
    const element = host.firstElementChild as HTMLElement;
    expect(element.dataset.widget).toBe('review-slider');
    const { widget: _widget, ...dataset } = element.dataset;
    const parsed = reviewSliderAttributesSchema.parse(dataset);
    expect(reviewSliderSettings(parsed, { perPage: 9, animateHeight: true })).toEqual(p.settings);
  });
});

describe('mount', () => {
  it('hydrates the markup the server rendered', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderReviewSliderWidget(props(ids(1, 4)));
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

  it('fetches the first page and takes the template’s page size and animate height', async () => {
    const answer = {
      reviews: ids(1, 3).map(view),
      hideldbtn: 'yes',
      reviewsperpage: 3,
      animateheight: 'yes',
    };
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ ...answer, totalreviewsindb: 3 }))
        : new Response(JSON.stringify({ nonce: 'fresh' })),
    );
    vi.stubGlobal('fetch', fetch);
    const element = document.createElement('div');
    element.dataset.widget = 'review-slider';
    element.dataset.template = '7';
    element.dataset.heading = 'Kind words';
    document.body.append(element);
    const unmount = await act(async () => mount(element));
    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = new URLSearchParams(String(posted?.[1]?.body));
    expect(body.get('revid')).toBe('7');
    expect(body.get('perrow')).toBe('');
    expect(slides()).toHaveLength(1);
    expect(slides()[0]?.textContent).toContain('Reviewer 3');
    act(() => unmount?.());
    element.remove();
    vi.unstubAllGlobals();
  });
});
