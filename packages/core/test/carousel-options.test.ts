import { describe, expect, it } from 'vitest';
import { slidesToShowAt } from '../src/layout/breakpoints.ts';
import {
  CAROUSEL_DEFAULTS,
  carouselOptions,
  emblaDuration,
  lazyLoadWindow,
  loopsAt,
  nextMotion,
  resolveCarouselSettings,
  slideWidthRules,
  snapAfterDrag,
  snapStarts,
  visibleSlides,
} from '../src/reviews/carousel-options.ts';
import { classifyDrag, minimumSwipeDistance } from '../src/timing/swipe.ts';

/** Embla's scroll body, stepped at its fixed 1/60 s: ms until 95 % of a move is covered. */
function emblaMoveMs(duration: number): number {
  let location = 0;
  let velocity = 0;
  for (let step = 1; step < 10_000; step += 1) {
    velocity += (1000 - location) / duration;
    velocity *= 0.68;
    location += velocity;
    if (location >= 950) return (step * 1000) / 60;
  }
  return Number.POSITIVE_INFINITY;
}

describe('carousel settings', () => {
  it('defaults to 3 slides, scroll 1, autoplay speed 3000, speed 500 and the 992/600 breakpoints', () => {
    const settings = resolveCarouselSettings({});
    expect(settings).toMatchObject({ slidesToShow: 3, slidesToScroll: 1, autoplaySpeed: 3000, speed: 500 });
    expect(settings.breakpoints).toEqual([
      { width: 992, slides: 2, direction: 'max' },
      { width: 600, slides: 1, direction: 'max' },
    ]);
  });

  it('keeps what the site gave and fills only what is absent', () => {
    const settings = resolveCarouselSettings({ slidesToShow: 4, loop: false, gap: undefined });
    expect(settings.slidesToShow).toBe(4);
    expect(settings.loop).toBe(false);
    expect(settings.gap).toBe(20);
  });
});

describe('speed in ms as Embla duration', () => {
  it('maps the carousel’s 500 ms and the slider’s 750 ms to moves of about that length', () => {
    expect(Math.abs(emblaMoveMs(emblaDuration(500)) - 500)).toBeLessThan(40);
    expect(Math.abs(emblaMoveMs(emblaDuration(750)) - 750)).toBeLessThan(40);
    expect(Math.abs(emblaMoveMs(emblaDuration(1500)) - 1500)).toBeLessThan(40);
  });

  it('jumps at 0 ms and never goes below the duration that would overshoot', () => {
    expect(emblaDuration(0)).toBe(0);
    expect(emblaDuration(50)).toBe(15);
  });
});

describe('carouselOptions', () => {
  const plan = (settings: Partial<typeof CAROUSEL_DEFAULTS>, slideCount = 8, reducedMotion = false) =>
    carouselOptions(resolveCarouselSettings(settings), { slideCount, reducedMotion });

  it('configures Embla: start-aligned, looping, scroll 1, speed as duration, 10 px click rule', () => {
    const { engine } = plan({});
    expect(engine).toMatchObject({ align: 'start', loop: true, slidesToScroll: 1, watchDrag: true });
    expect(engine.duration).toBe(emblaDuration(500));
    expect(engine.dragThreshold).toBeLessThan(10);
    expect(engine.dragThreshold).toBeGreaterThan(9.9);
  });

  it('shows one slide and does not move, loop or autoplay when there is a single slide', () => {
    const single = plan({ autoplay: true }, 1);
    expect(single.slidesToShow).toBe(1);
    expect(single.breakpoints).toEqual([]);
    expect(single.engine.loop).toBe(false);
    expect(single.engine.watchDrag).toBe(false);
    expect(single.autoplayDelay).toBeNull();
    expect(single.arrows).toBe(false);
    expect(single.dots).toBe(false);
  });

  it('never shows more slides than there are, and does not loop where all fit', () => {
    const two = plan({ slidesToShow: 3 }, 2);
    expect(two.slidesToShow).toBe(2);
    expect(loopsAt(two.engine.loop, 2, 2)).toBe(false);
    expect(loopsAt(two.engine.loop, 2, 1)).toBe(true);
    expect(loopsAt(plan({ loop: false }).engine.loop, 8, 1)).toBe(false);
  });

  it('fades one slide at a time', () => {
    const faded = plan({ fade: true, slidesToShow: 3, slidesToScroll: 2 });
    expect(faded.fade).toBe(true);
    expect(faded.slidesToShow).toBe(1);
    expect(faded.engine.slidesToScroll).toBe(1);
    expect(faded.breakpoints).toEqual([]);
  });

  it('autoplays every autoplay speed ms only when asked to', () => {
    expect(plan({}).autoplayDelay).toBeNull();
    expect(plan({ autoplay: true }).autoplayDelay).toBe(3000);
    expect(plan({ autoplay: true, autoplaySpeed: 5000 }).autoplayDelay).toBe(5000);
  });

  it('moves instantly under reduced motion', () => {
    expect(plan({}, 8, true).engine.duration).toBe(0);
  });

  it('shows arrows, dots or both as navigation says', () => {
    expect(plan({ navigation: 'arrows' })).toMatchObject({ arrows: true, dots: false });
    expect(plan({ navigation: 'dots' })).toMatchObject({ arrows: false, dots: true });
    expect(plan({ navigation: 'both' })).toMatchObject({ arrows: true, dots: true });
  });

  it('never scrolls more slides than a breakpoint shows', () => {
    const { engine } = plan({ slidesToShow: 4, slidesToScroll: 3 });
    expect(engine.slidesToScroll).toBe(3);
    expect(engine.breakpoints).toEqual({
      '(max-width: 991.98px)': { slidesToScroll: 2 },
      '(max-width: 599.98px)': { slidesToScroll: 1 },
    });
  });
});

describe('slide widths as media queries', () => {
  it('writes the default breakpoints as 3, then 2 below 992 px, then 1 below 600 px', () => {
    expect(slideWidthRules(3, CAROUSEL_DEFAULTS.breakpoints, 8)).toEqual([
      { media: null, slides: 3 },
      { media: '(max-width: 991.98px)', slides: 2 },
      { media: '(max-width: 599.98px)', slides: 1 },
    ]);
  });

  it('picks at every width what slidesToShowAt picks, min and max breakpoints mixed', () => {
    const breakpoints = [
      { width: 1200, slides: 4, direction: 'min' as const },
      { width: 768, slides: 2, direction: 'max' as const },
      { width: 1600, slides: 5, direction: 'min' as const },
      { width: 300, slides: 9, direction: 'max' as const },
    ];
    const rules = slideWidthRules(3, breakpoints, 6);
    const applies = (media: string | null, width: number) => {
      if (media === null) return true;
      const [, kind, value] = /\((max|min)-width: ([\d.]+)px\)/.exec(media) ?? [];
      return kind === 'max' ? width <= Number(value) : width >= Number(value);
    };
    for (const width of [320, 500, 767, 768, 991, 1199, 1200, 1599, 1600, 2400]) {
      const cascaded = rules.filter((rule) => applies(rule.media, width)).at(-1)?.slides;
      expect(cascaded, `at ${width}px`).toBe(slidesToShowAt(width, 6, 3, breakpoints));
    }
  });
});

describe('stops, visible slides and the lazy-load window', () => {
  it('stops at every slide and, without loop, ends flush with the last slide', () => {
    expect(snapStarts(7, 3, 1, false)).toEqual([0, 1, 2, 3, 4]);
    expect(snapStarts(7, 3, 3, false)).toEqual([0, 3, 4]);
    expect(snapStarts(2, 3, 1, false)).toEqual([0]);
  });

  it('stops every slidesToScroll slides when looping', () => {
    expect(snapStarts(7, 3, 3, true)).toEqual([0, 3, 6]);
  });

  it('lists the slides on screen, wrapping when looping', () => {
    expect(visibleSlides(5, 3, 7, true)).toEqual([5, 6, 0]);
    expect(visibleSlides(4, 3, 7, false)).toEqual([4, 5, 6]);
  });

  it('loads the visible slides and one either side (spec 000 §9)', () => {
    expect(lazyLoadWindow(2, 3, 10, false)).toEqual([1, 2, 3, 4, 5]);
    expect(lazyLoadWindow(0, 3, 10, false)).toEqual([0, 1, 2, 3]);
    expect(lazyLoadWindow(0, 3, 10, true)).toEqual([9, 0, 1, 2, 3]);
    expect(lazyLoadWindow(0, 1, 2, true)).toEqual([1, 0]);
  });
});

describe('where a drag settles', () => {
  const width = 1000;
  const minimum = minimumSwipeDistance(width, 5);

  it('counts a movement under 10 px as a click and stays', () => {
    expect(snapAfterDrag(classifyDrag(-9, 0, minimum), 2, 5, false)).toBe(2);
  });

  it('needs the list width divided by the touch threshold to move on', () => {
    expect(snapAfterDrag(classifyDrag(-199, 0, minimum), 2, 5, false)).toBe(2);
    expect(snapAfterDrag(classifyDrag(-200, 0, minimum), 2, 5, false)).toBe(3);
    expect(snapAfterDrag(classifyDrag(250, 0, minimum), 2, 5, false)).toBe(1);
  });

  it('cancels the swipe when the drag moves vertically beyond 4 px', () => {
    expect(snapAfterDrag(classifyDrag(-3, 40, minimum), 2, 5, false)).toBe(2);
  });

  it('stays on the same stop after a (-300, +6) drag: the page scrolls, the carousel does not swipe', () => {
    expect(snapAfterDrag(classifyDrag(-300, 6, minimum), 2, 5, false)).toBe(2);
  });

  it('wraps when looping and stops at the ends when not', () => {
    expect(snapAfterDrag('swipe-next', 4, 5, true)).toBe(0);
    expect(snapAfterDrag('swipe-previous', 0, 5, true)).toBe(4);
    expect(snapAfterDrag('swipe-next', 4, 5, false)).toBe(4);
  });
});

describe('motion state', () => {
  it('goes dragging → swiping → idle → animating → idle through a swipe', () => {
    let motion = nextMotion('idle', 'pointer-down');
    expect(motion).toBe('dragging');
    motion = nextMotion(motion, 'scroll');
    expect(motion).toBe('dragging');
    motion = nextMotion(motion, 'pointer-moved');
    expect(motion).toBe('swiping');
    motion = nextMotion(motion, 'pointer-up');
    expect(motion).toBe('idle');
    motion = nextMotion(motion, 'scroll');
    expect(motion).toBe('animating');
    expect(nextMotion(motion, 'settle')).toBe('idle');
  });

  it('stays dragging after a click-length press', () => {
    expect(nextMotion('dragging', 'settle')).toBe('dragging');
    expect(nextMotion('dragging', 'pointer-up')).toBe('idle');
  });
});
