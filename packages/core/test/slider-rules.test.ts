import { describe, expect, it } from 'vitest';
import {
  groupIntoSlides,
  isMobileView,
  isPhoneUserAgent,
  resolveSliderSettings,
  reviewsPerSlide,
  reviewsShownInSlider,
  shouldLoadNextPage,
  slideAfterRegroup,
  sliderEngineOptions,
  sliderMinimumSwipe,
  sliderSlideTotal,
} from '../src/reviews/slider-rules.ts';

const template = { perPage: 3, animateHeight: true };

describe('slider settings', () => {
  it('defaults to delay 3000, speed 750, slide, arrows, load-more and the template’s page', () => {
    expect(resolveSliderSettings({}, template)).toEqual({
      autoplay: false,
      delay: 3000,
      speed: 750,
      animation: 'slide',
      arrows: true,
      animateHeight: true,
      forceHeight: false,
      loadMore: true,
      perPage: 3,
    });
  });

  it('keeps what the site gave', () => {
    const settings = resolveSliderSettings({ perPage: 1, animateHeight: false, animation: 'fade' }, template);
    expect(settings).toMatchObject({ perPage: 1, animateHeight: false, animation: 'fade' });
  });

  it('moves in 750 ms as Embla duration, never loops, and jumps under reduced motion', () => {
    const settings = resolveSliderSettings({}, template);
    expect(sliderEngineOptions(settings, { slideCount: 4, reducedMotion: false })).toMatchObject({
      loop: false,
      duration: 36,
      watchDrag: true,
    });
    expect(sliderEngineOptions(settings, { slideCount: 4, reducedMotion: true }).duration).toBe(0);
    expect(sliderEngineOptions(settings, { slideCount: 1, reducedMotion: false }).watchDrag).toBe(false);
  });
});

describe('swipe threshold 0.2', () => {
  it('needs a fifth of the slider’s width', () => {
    expect(sliderMinimumSwipe(1000)).toBe(200);
  });
});

describe('mobile: width under 600 px or a phone', () => {
  it('is mobile under 600 px or on a phone, whatever the width', () => {
    expect(isMobileView(599, false)).toBe(true);
    expect(isMobileView(600, false)).toBe(false);
    expect(isMobileView(900, true)).toBe(true);
  });

  it('recognises phones but not tablets by user agent', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    const pixel =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
    const tab = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
    const ipad =
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
    expect(isPhoneUserAgent(iphone)).toBe(true);
    expect(isPhoneUserAgent(pixel)).toBe(true);
    expect(isPhoneUserAgent(tab)).toBe(false);
    expect(isPhoneUserAgent(ipad)).toBe(false);
    expect(isPhoneUserAgent(desktop)).toBe(false);
  });

  it('trusts the browser’s mobile hint when there is one', () => {
    expect(isPhoneUserAgent('anything', true)).toBe(true);
    expect(isPhoneUserAgent('Mobile Safari', false)).toBe(false);
  });
});

describe('slides of reviews', () => {
  it('puts a page of reviews on a slide on desktop and one on mobile', () => {
    expect(reviewsPerSlide(3, false)).toBe(3);
    expect(reviewsPerSlide(3, true)).toBe(1);
  });

  it('groups reviews into slides, the last possibly shorter', () => {
    expect(groupIntoSlides([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(groupIntoSlides([], 3)).toEqual([]);
  });

  it('keeps the same first review in view when slides are regrouped', () => {
    expect(slideAfterRegroup(2, 3, 1)).toBe(6);
    expect(slideAfterRegroup(7, 1, 3)).toBe(2);
  });

  it('counts the slides all reviews will fill while more can come', () => {
    expect(sliderSlideTotal({ loadedSlides: 2, totalReviews: 10, perSlide: 3, moreToCome: true })).toBe(4);
    expect(sliderSlideTotal({ loadedSlides: 2, totalReviews: 10, perSlide: 3, moreToCome: false })).toBe(2);
  });
});

describe('load-more inside the slider', () => {
  const base = { slideCount: 5, status: 'ready' as const, enabled: true };

  it('fetches the next page when the second-to-last slide is reached', () => {
    expect(shouldLoadNextPage({ ...base, selected: 2 })).toBe(false);
    expect(shouldLoadNextPage({ ...base, selected: 3 })).toBe(true);
    expect(shouldLoadNextPage({ ...base, selected: 4 })).toBe(true);
  });

  it('fetches at once when there is only one slide', () => {
    expect(shouldLoadNextPage({ ...base, slideCount: 1, selected: 0 })).toBe(true);
  });

  it('does not fetch while loading, once exhausted, after a failure, or when switched off', () => {
    expect(shouldLoadNextPage({ ...base, selected: 4, status: 'loading' })).toBe(false);
    expect(shouldLoadNextPage({ ...base, selected: 4, status: 'exhausted' })).toBe(false);
    expect(shouldLoadNextPage({ ...base, selected: 4, status: 'failed' })).toBe(false);
    expect(shouldLoadNextPage({ ...base, selected: 4, enabled: false })).toBe(false);
  });
});

describe('a page that arrives during a move', () => {
  it('waits while the slides animate, or the visitor drags or swipes them', () => {
    expect(reviewsShownInSlider(6, 4, 'animating')).toBe(4);
    expect(reviewsShownInSlider(6, 4, 'dragging')).toBe(4);
    expect(reviewsShownInSlider(6, 4, 'swiping')).toBe(4);
  });

  it('is added once the slides are still', () => {
    expect(reviewsShownInSlider(6, 4, 'idle')).toBe(6);
  });

  it('never holds back fewer reviews than are shown', () => {
    expect(reviewsShownInSlider(2, 4, 'animating')).toBe(2);
    expect(reviewsShownInSlider(4, 4, 'animating')).toBe(4);
  });
});
