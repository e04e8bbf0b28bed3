import type { ReviewView } from '@site-widgets/contract';
import { reviewCarouselAttributesSchema } from '@site-widgets/contract/reviews/carousel-attributes.ts';
import { emblaDuration, resolveCarouselSettings } from '@site-widgets/core/reviews/carousel-options.ts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ReviewCarousel,
  type ReviewCarouselProps,
  type ReviewCarouselSettings,
} from '../src/reviews/review-carousel/ReviewCarousel.tsx';
import { renderReviewCarouselWidget } from '../src/reviews/review-carousel/server.tsx';
import { reviewCarouselSettings } from '../src/reviews/review-carousel/settings.ts';
import { mount } from '../src/reviews/review-carousel/widget.tsx';

/**
 * Embla is a black box here: a stand-in records the options it was given and moves "instantly" (select,
 * scroll, settle) when told to. The view's own rules are what these tests check.
 */
const embla = vi.hoisted(() => ({
  options: [] as Record<string, unknown>[],
  scrollTo: [] as number[],
  /** Whether a move ends at once with Embla's settle event (else only our own speed timer ends it). */
  settles: true,
  /** Emits an Embla event on the newest instance (as Embla does after a drag ends). */
  emit: (_event: string) => {},
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
    embla.emit = emit;
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

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  embla.options.length = 0;
  embla.scrollTo.length = 0;
  embla.settles = true;
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

function view(id: number, fields: Partial<ReviewView> = {}): ReviewView {
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
    ...fields,
  };
}

function props(count: number, settings: Partial<ReviewCarouselSettings> = {}): ReviewCarouselProps {
  return {
    settings: { ...resolveCarouselSettings({}), templateId: 2, heading: 'Guests say', ...settings },
    initial: { reviews: Array.from({ length: count }, (_, i) => view(i + 1)) },
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

const region = () => screen.getByRole('region', { name: 'Guests say' });

describe('the review carousel (WAI-ARIA carousel pattern)', () => {
  it('is a region described as a carousel, named by its heading, with slides named “N of M”', () => {
    render(<ReviewCarousel {...props(5)} />);
    expect(region().getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group', { hidden: true }).filter((g) => g.dataset.slot === 'slide');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
  });

  it('hides the slides off screen from assistive technology and from Tab', () => {
    render(<ReviewCarousel {...props(5)} />);
    const states = screen
      .getAllByRole('group', { hidden: true })
      .filter((g) => g.dataset.slot === 'slide')
      .map((slide) => [slide.getAttribute('aria-hidden'), slide.hasAttribute('inert')]);
    expect(states).toEqual([
      [null, false],
      [null, false],
      [null, false],
      ['true', true],
      ['true', true],
    ]);
  });

  it('disables previous at the first stop and next at the last when it does not loop', () => {
    render(<ReviewCarousel {...props(5, { loop: false })} />);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(region().dataset.currentSlide).toBe('3');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(region().dataset.currentSlide).toBe('3');
    expect(previous.getAttribute('aria-disabled')).toBeNull();
  });

  it('wraps from the last stop to the first when it loops', () => {
    render(<ReviewCarousel {...props(4, { loop: true, slidesToShow: 3 })} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(previous);
    expect(region().dataset.currentSlide).toBe('4');
    fireEvent.click(next);
    expect(region().dataset.currentSlide).toBe('1');
  });

  it('has one dot button per stop, named by its slides, the current one aria-current', () => {
    render(<ReviewCarousel {...props(5, { loop: false })} />);
    const dots = within(screen.getByRole('group', { name: 'Choose slides' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Slides 1 to 3',
      'Slides 2 to 4',
      'Slides 3 to 5',
    ]);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);
    fireEvent.click(dots[2] as HTMLElement);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    expect(embla.scrollTo.at(-1)).toBe(2);
  });

  it('shows only arrows or only dots as navigation says', () => {
    render(<ReviewCarousel {...props(5, { navigation: 'arrows' })} />);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Choose slides' })).toBeNull();
    cleanup();
    render(<ReviewCarousel {...props(5, { navigation: 'dots' })} />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Choose slides' })).toBeTruthy();
  });

  it('shows a single review alone, without arrows, dots or a pause button', () => {
    render(<ReviewCarousel {...props(1, { autoplay: true })} />);
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(region().dataset.autoplay).toBe('off');
  });

  it('moves with Left and Right while focus is on its controls, and never moves focus', () => {
    render(<ReviewCarousel {...props(5, { loop: false })} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(region().dataset.currentSlide).toBe('2');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(region().dataset.currentSlide).toBe('1');
    expect(document.activeElement).toBe(next);
  });

  it('leaves Left and Right alone inside a slide’s content', () => {
    render(<ReviewCarousel {...props(5, { loop: false })} />);
    const card = screen.getByText('Text 1');
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(region().dataset.currentSlide).toBe('1');
  });

  it('tracks dragging and swiping, and settles a drag by the spec’s swipe rules', () => {
    render(<ReviewCarousel {...props(5, { loop: false })} />);
    const viewport = document.querySelector('[data-slot="viewport"]') as HTMLElement;
    Object.defineProperty(viewport, 'clientWidth', { value: 1000, configurable: true });
    const drag = (dx: number, dy: number, during: string) => {
      fireEvent.pointerDown(viewport, { clientX: 500, clientY: 100, pointerType: 'touch' });
      fireEvent.pointerMove(window, { clientX: 500 + dx, clientY: 100 + dy, pointerType: 'touch' });
      expect(region().dataset.state).toBe(during);
      act(() => embla.emit('pointerUp'));
    };
    drag(-9, 0, 'dragging');
    expect(region().dataset.currentSlide).toBe('1');
    drag(-199, 0, 'swiping');
    expect(region().dataset.currentSlide).toBe('1');
    drag(-200, 0, 'swiping');
    expect(region().dataset.currentSlide).toBe('2');
    drag(-30, 40, 'swiping');
    expect(region().dataset.currentSlide).toBe('2');
    drag(240, 0, 'swiping');
    expect(region().dataset.currentSlide).toBe('1');
    expect(region().dataset.state).toBe('idle');
  });

  it('is animating for the speed’s 500 ms after a move, then idle', () => {
    vi.useFakeTimers();
    embla.settles = false;
    render(<ReviewCarousel {...props(5, { loop: false })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(region().dataset.state).toBe('animating');
    act(() => vi.advanceTimersByTime(499));
    expect(region().dataset.state).toBe('animating');
    act(() => vi.advanceTimersByTime(1));
    expect(region().dataset.state).toBe('idle');
    expect(region().dataset.currentSlide).toBe('2');
  });

  it('passes the spec’s rules to Embla: speed 500 ms as duration, 10 px click rule, loop, scroll 1', () => {
    render(<ReviewCarousel {...props(5)} />);
    expect(embla.options.at(-1)).toMatchObject({
      duration: emblaDuration(500),
      loop: true,
      slidesToScroll: 1,
      align: 'start',
    });
    expect(embla.options.at(-1)?.dragThreshold).toBeCloseTo(10, 1);
  });

  it('announces slide changes politely when it does not rotate by itself', () => {
    render(<ReviewCarousel {...props(5)} />);
    expect(document.querySelector('[data-slot="slides"]')?.getAttribute('aria-live')).toBe('polite');
  });
});

describe('carousel autoplay', () => {
  it('moves on every 3000 ms, with aria-live off while it rotates', () => {
    vi.useFakeTimers();
    render(<ReviewCarousel {...props(5, { autoplay: true })} />);
    expect(document.querySelector('[data-slot="slides"]')?.getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(2999));
    expect(region().dataset.currentSlide).toBe('1');
    act(() => vi.advanceTimersByTime(1));
    expect(region().dataset.currentSlide).toBe('2');
    act(() => vi.advanceTimersByTime(3000));
    expect(region().dataset.currentSlide).toBe('3');
  });

  it('has a visible pause button that stops it and a play button that starts it again', () => {
    vi.useFakeTimers();
    render(<ReviewCarousel {...props(5, { autoplay: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(region().dataset.autoplay).toBe('stopped');
    expect(document.querySelector('[data-slot="slides"]')?.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(9000));
    expect(region().dataset.currentSlide).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(region().dataset.currentSlide).toBe('2');
  });

  it('pauses while the pointer is over it, when pause on hover is on', () => {
    vi.useFakeTimers();
    render(<ReviewCarousel {...props(5, { autoplay: true })} />);
    fireEvent.pointerEnter(region());
    expect(region().dataset.autoplay).toBe('paused');
    act(() => vi.advanceTimersByTime(6000));
    expect(region().dataset.currentSlide).toBe('1');
    fireEvent.pointerLeave(region());
    act(() => vi.advanceTimersByTime(3000));
    expect(region().dataset.currentSlide).toBe('2');
  });

  it('keeps moving under the pointer when pause on hover is off', () => {
    vi.useFakeTimers();
    render(<ReviewCarousel {...props(5, { autoplay: true, pauseOnHover: false })} />);
    fireEvent.pointerEnter(region());
    act(() => vi.advanceTimersByTime(3000));
    expect(region().dataset.currentSlide).toBe('2');
  });

  it('stops when keyboard focus enters it', () => {
    vi.useFakeTimers();
    render(<ReviewCarousel {...props(5, { autoplay: true })} />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(region().dataset.autoplay).toBe('stopped');
    act(() => vi.advanceTimersByTime(6000));
    expect(region().dataset.currentSlide).toBe('1');
  });

  it('does not autoplay at all under prefers-reduced-motion, and moves instantly', () => {
    vi.useFakeTimers();
    mediaMatching('(prefers-reduced-motion: reduce)');
    render(<ReviewCarousel {...props(5, { autoplay: true })} />);
    act(() => vi.advanceTimersByTime(9000));
    expect(region().dataset.currentSlide).toBe('1');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    expect(embla.options.at(-1)?.duration).toBe(0);
  });
});

describe('lazy load', () => {
  it('preloads the images of the visible slides and one more, not the rest', () => {
    const reviews = Array.from({ length: 6 }, (_, i) => view(i + 1, { avatarUrl: `/avatar-${i + 1}.jpg` }));
    render(
      <ReviewCarousel
        settings={{ ...resolveCarouselSettings({ loop: false }), templateId: 2 }}
        initial={{ reviews }}
      />,
    );
    const preloaded = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(preloaded.sort()).toEqual(['/avatar-1.jpg', '/avatar-2.jpg', '/avatar-3.jpg', '/avatar-4.jpg']);
  });
});

describe('server rendering', () => {
  it('sizes the slides with --sw-slides media queries, before any script', () => {
    const html = renderToString(<ReviewCarousel {...props(5)} />);
    expect(html).toContain('{--sw-slides:3}');
    expect(html).toContain('@media (max-width: 991.98px){');
    expect(html).toContain('--sw-slides:2}');
    expect(html).toContain('@media (max-width: 599.98px){');
    expect(html).not.toContain('Next slide');
  });

  it('hydrates without a mismatch, then shows its controls', async () => {
    mediaMatching('(prefers-reduced-motion: reduce)');
    const p = props(5, { autoplay: true });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ReviewCarousel {...p} />);
    document.body.append(container);
    const recoverable = vi.fn();
    const error = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, <ReviewCarousel {...p} />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });

  it('writes data attributes its own schema reads back to the same settings', () => {
    const p = props(5, { autoplay: true, breakpoints: [{ width: 800, slides: 2, direction: 'max' }] });
    const host = document.createElement('div');
    host.innerHTML = renderReviewCarouselWidget(p);
    const element = host.firstElementChild as HTMLElement;
    expect(element.dataset.widget).toBe('review-carousel');
    const { widget: _widget, ...dataset } = element.dataset;
    const parsed = reviewCarouselAttributesSchema.parse(dataset);
    expect(reviewCarouselSettings(parsed)).toEqual(p.settings);
  });
});

describe('mount', () => {
  it('hydrates the markup the server rendered', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderReviewCarouselWidget(props(5, { loop: false }));
    const element = host.firstElementChild as HTMLElement;
    document.body.append(element);
    const error = vi.spyOn(console, 'error');
    const unmount = await act(async () => mount(element));
    expect(unmount).toBeTypeOf('function');
    expect(error).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(region().dataset.currentSlide).toBe('2');
    act(() => unmount?.());
    element.remove();
  });

  it('fetches its reviews and renders when the page has only the data attributes', async () => {
    // The page has no nonce, so the client asks for one first.
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ reviews: [view(1), view(2)], hideldbtn: 'yes', reviewsperpage: 2 }))
        : new Response(JSON.stringify({ nonce: 'fresh' })),
    );
    vi.stubGlobal('fetch', fetch);
    const element = document.createElement('div');
    element.dataset.widget = 'review-carousel';
    element.dataset.template = '4';
    element.dataset.reviewCount = '12';
    element.dataset.heading = 'Guests say';
    element.innerHTML = '<p>Read our reviews on Google.</p>';
    document.body.append(element);
    const unmount = await act(async () => mount(element));
    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = new URLSearchParams(String(posted?.[1]?.body));
    expect(body.get('action')).toBe('wprp_load_more_revs');
    expect(body.get('revid')).toBe('4');
    expect(body.get('perrow')).toBe('12');
    expect(
      screen.getAllByRole('group', { hidden: true }).filter((g) => g.dataset.slot === 'slide'),
    ).toHaveLength(2);
    expect(screen.queryByText('Read our reviews on Google.')).toBeNull();
    act(() => unmount?.());
    element.remove();
    vi.unstubAllGlobals();
  });

  it('keeps the fallback content when an attribute is wrong', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    element.dataset.widget = 'review-carousel';
    element.dataset.template = '4';
    element.dataset.navigation = 'buttons';
    element.innerHTML = '<p>Fallback</p>';
    expect(await mount(element)).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(
      '[site-widgets] review-carousel: data-navigation: must be one of: arrows, dots, both',
    );
    expect(element.textContent).toBe('Fallback');
  });
});
