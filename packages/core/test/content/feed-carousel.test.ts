import { feedWidgetSettingsSchema } from '@site-widgets/contract/content/social-feeds.ts';
import { describe, expect, it } from 'vitest';
import { paginationFraction, paginationProgress } from '../../src/content/carousel-pagination.ts';
import {
  feedCarouselBreakpoints,
  feedCarouselPaginationView,
  feedCarouselSettings,
  stopShowing,
} from '../../src/content/feed-carousel.ts';
import { feedColumns } from '../../src/content/feed-layout.ts';
import { slidesToShowAt } from '../../src/layout/breakpoints.ts';
import { slideWidthRules, snapStarts } from '../../src/reviews/carousel-options.ts';

const stored = (values: Record<string, unknown>) =>
  feedWidgetSettingsSchema.parse({ kind: 'instagram', ...values });

describe('feedColumns (spec 001 §3 columns per breakpoint, §9 defaults 3 / 2 / 1)', () => {
  it('is 3, 2 and 1 when the owner set nothing', () => {
    expect(feedColumns(stored({}))).toEqual({ desktop: 3, tablet: 2, mobile: 1 });
  });

  it('takes the owner’s tablet and phone counts', () => {
    expect(feedColumns(stored({ columns: 6, columnsTablet: 4, columnsMobile: 2 }))).toEqual({
      desktop: 6,
      tablet: 4,
      mobile: 2,
    });
  });

  it('keeps an unset tablet no wider than the desktop (a one-column grid stays one column)', () => {
    expect(feedColumns(stored({ columns: 1 }))).toEqual({ desktop: 1, tablet: 1, mobile: 1 });
    expect(feedColumns(stored({ columns: 1, columnsTablet: 3 })).tablet).toBe(3);
  });

  it('is one column everywhere for a list, whatever the counts say', () => {
    expect(feedColumns(stored({ layout: 'list', columns: 4, columnsTablet: 3, columnsMobile: 2 }))).toEqual({
      desktop: 1,
      tablet: 1,
      mobile: 1,
    });
  });
});

describe('feed carousel slides per device (desktop above 1024 px, tablet above 768 px)', () => {
  const options = stored({ carouselSlidesDesktop: 4, carouselSlidesTablet: 3, carouselSlidesMobile: 2 });
  const at = (width: number, slides = 10) =>
    slidesToShowAt(width, slides, options.carouselSlidesDesktop, feedCarouselBreakpoints(options));

  it('shows the desktop count from 1025 px, the tablet count from 769 px, the phone count below', () => {
    expect(at(1440)).toBe(4);
    expect(at(1025)).toBe(4);
    expect(at(1024)).toBe(3);
    expect(at(769)).toBe(3);
    expect(at(768)).toBe(2);
    expect(at(390)).toBe(2);
  });

  it('never shows more slides than there are', () => {
    expect(at(1440, 2)).toBe(2);
    expect(at(1440, 0)).toBe(1);
  });

  it('writes the same counts as CSS media queries, so the server’s slides have their final width', () => {
    expect(slideWidthRules(4, feedCarouselBreakpoints(options), 10)).toEqual([
      { media: null, slides: 4 },
      { media: '(max-width: 1024.98px)', slides: 3 },
      { media: '(max-width: 768.98px)', slides: 2 },
    ]);
  });

  it('defaults to 3, 2 and 1', () => {
    const defaults = stored({});
    expect(feedCarouselBreakpoints(defaults).map((b) => b.slides)).toEqual([2, 1]);
    expect(feedCarouselSettings(defaults).slidesToShow).toBe(3);
  });
});

describe('feedCarouselSettings', () => {
  it('maps the stored options onto the house carousel: delay, speed, loop, gap, one slide a step', () => {
    const settings = feedCarouselSettings(
      stored({
        carouselAutoplay: true,
        carouselDelay: 4500,
        carouselSpeed: 300,
        carouselLoop: false,
        carouselSpaceBetween: 12,
      }),
    );
    expect(settings).toMatchObject({
      autoplay: true,
      autoplaySpeed: 4500,
      speed: 300,
      loop: false,
      gap: 12,
      slidesToScroll: 1,
      fade: false,
      pauseOnHover: true,
    });
  });

  it('does not autoplay, waits 3000 ms and loops when the owner set nothing', () => {
    expect(feedCarouselSettings(stored({}))).toMatchObject({
      autoplay: false,
      autoplaySpeed: 3000,
      loop: true,
    });
  });

  it('has dots only for bullets pagination; arrows always', () => {
    expect(feedCarouselSettings(stored({ carouselPaginationType: 'bullets' })).navigation).toBe('both');
    expect(feedCarouselSettings(stored({ carouselPaginationType: 'fraction' })).navigation).toBe('arrows');
    expect(feedCarouselSettings(stored({ carouselPaginationType: 'progressbar' })).navigation).toBe('arrows');
    expect(feedCarouselSettings(stored({ carouselPagination: false })).navigation).toBe('arrows');
  });
});

describe('feedCarouselPaginationView', () => {
  it('is the counter for fraction, the bar for progressbar, nothing besides the dots for bullets', () => {
    expect(feedCarouselPaginationView(stored({ carouselPaginationType: 'fraction' }))).toBe('fraction');
    expect(feedCarouselPaginationView(stored({ carouselPaginationType: 'progressbar' }))).toBe('progress');
    expect(feedCarouselPaginationView(stored({ carouselPaginationType: 'bullets' }))).toBe('none');
  });

  it('is nothing when pagination is off, whatever its type', () => {
    expect(
      feedCarouselPaginationView(stored({ carouselPagination: false, carouselPaginationType: 'fraction' })),
    ).toBe('none');
  });
});

describe('carousel pagination text and progress', () => {
  it('counts stops from 1: "1 / 7" first, "7 / 7" last', () => {
    expect(paginationFraction(0, 7)).toBe('1 / 7');
    expect(paginationFraction(6, 7)).toBe('7 / 7');
  });

  it('fills the bar a stop at a time, the last stop all of it', () => {
    expect(paginationProgress(0, 4)).toBe(0.25);
    expect(paginationProgress(1, 4)).toBe(0.5);
    expect(paginationProgress(3, 4)).toBe(1);
  });

  it('stays within its bounds for a stop past either end or no stops at all', () => {
    expect(paginationFraction(9, 3)).toBe('3 / 3');
    expect(paginationFraction(-2, 3)).toBe('1 / 3');
    expect(paginationFraction(0, 0)).toBe('1 / 1');
    expect(paginationProgress(9, 3)).toBe(1);
    expect(paginationProgress(-1, 4)).toBe(0.25);
    expect(paginationProgress(0, 0)).toBe(1);
  });
});

describe('stopShowing', () => {
  it('is the stop whose first slide is the last at or before the slide', () => {
    const looping = snapStarts(8, 3, 1, true);
    expect(stopShowing(0, looping)).toBe(0);
    expect(stopShowing(6, looping)).toBe(6);
  });

  it('is the last stop for the slides at the end of a carousel that does not loop', () => {
    // 8 slides, 3 shown: the last stop starts at slide 5 and shows slides 5 to 7.
    const starts = snapStarts(8, 3, 1, false);
    expect(starts.at(-1)).toBe(5);
    expect(stopShowing(7, starts)).toBe(starts.length - 1);
    expect(stopShowing(4, starts)).toBe(4);
  });
});
