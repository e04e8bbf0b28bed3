import { SCRIPT_LIKE } from '@site-widgets/contract/content/slider-attributes.ts';
import { describe, expect, it } from 'vitest';
import {
  createWheelStepper,
  FLIP_CAROUSEL_DEFAULTS,
  flipOffset,
  flipPlacement,
  flipStartIndex,
  flipStep,
  resolveFlipCarouselSettings,
  WHEEL_STEP_MS,
} from '../../src/content/flip-carousel.ts';
import { slideFromAttributes } from '../../src/content/slide-data.ts';
import {
  SLIDER_BREAKPOINTS,
  sliderBreakpointAt,
  sliderCarouselBreakpoints,
  sliderColumnsAt,
} from '../../src/content/slider-breakpoints.ts';
import {
  embedAddress,
  iframeApiScript,
  VIDEO_PLAYER_SIZE,
  videoSource,
} from '../../src/content/video-source.ts';

describe('video sources (spec 001 §5: video hosts or mp4/webm/ogg files only)', () => {
  it('takes YouTube addresses in their usual forms by id', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoSource(address)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    }
  });

  it('takes Vimeo addresses by their numeric id', () => {
    expect(videoSource('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(videoSource('https://player.vimeo.com/video/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
  });

  it('takes mp4, webm and ogg files, absolute or site-relative, with their type', () => {
    expect(videoSource('/site/video/harbour.webm')).toEqual({
      kind: 'file',
      src: '/site/video/harbour.webm',
      type: 'video/webm',
    });
    expect(videoSource('https://cdn.example.com/a/clip.MP4?v=2')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/a/clip.MP4?v=2',
      type: 'video/mp4',
    });
    expect(videoSource('/clip.ogg')?.kind).toBe('file');
  });

  it('refuses other hosts, other files, script schemes and malformed ids', () => {
    for (const address of [
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://example.com/movie.avi',
      'https://example.com/page.html',
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/not-a-number',
      '//evil.example/clip.mp4',
      'ftp://example.com/clip.mp4',
      '/clip.mp4" onerror="alert(1)',
      'https://youtu.be/dQw4w9WgXcQ<script>',
      '',
      null,
    ]) {
      expect(videoSource(address)).toBeNull();
    }
  });

  it('embeds YouTube on its privacy host with the API on, muted when it autoplays; Vimeo likewise', () => {
    const youtube = embedAddress({ kind: 'youtube', id: 'dQw4w9WgXcQ' }, { autoplay: true });
    expect(youtube).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(new URL(youtube).searchParams.get('enablejsapi')).toBe('1');
    expect(new URL(youtube).searchParams.get('mute')).toBe('1');
    const vimeo = embedAddress({ kind: 'vimeo', id: '76979871' }, { autoplay: false });
    expect(new URL(vimeo).searchParams.get('autoplay')).toBeNull();
    expect(iframeApiScript('youtube')).toBe('https://www.youtube.com/iframe_api');
    expect(iframeApiScript('vimeo')).toBe('https://player.vimeo.com/api/player.js');
  });

  it('plays at 640 × 360 by default (spec 001 §9)', () => {
    expect(VIDEO_PLAYER_SIZE).toEqual({ width: 640, height: 360 });
  });
});

describe('slide data attributes (spec 001 §5: script-like characters refused)', () => {
  it('reads a slide with a picture, a link and a video', () => {
    const outcome = slideFromAttributes({
      title: 'Morning on the quay',
      text: 'Boats in, bread out.',
      image: '/site/images/harbour.svg',
      imageAlt: 'The quay',
      linkHref: '/menu',
      linkLabel: 'See the menu',
      video: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(outcome).toEqual({
      ok: true,
      slide: {
        title: 'Morning on the quay',
        text: 'Boats in, bread out.',
        image: '/site/images/harbour.svg',
        imageAlt: 'The quay',
        link: { href: '/menu', label: 'See the menu' },
        video: { kind: 'youtube', id: 'dQw4w9WgXcQ' },
        poster: undefined,
      },
    });
  });

  it('refuses the whole slide when any attribute holds script-like characters, naming it', () => {
    const cases: Array<[string, string]> = [
      ['title', '<img src=x onerror=alert(1)>'],
      ['text', 'Hello" onmouseover="x'],
      ['linkHref', 'javascript:alert(1)'],
      ['image', 'data:image/svg+xml,<svg onload=alert(1)>'],
      ['imageAlt', 'a `template` string'],
      ['title', '&#106;avascript'],
      ['text', 'onclick = steal()'],
    ];
    for (const [key, value] of cases) {
      const outcome = slideFromAttributes({ title: 'A slide', [key]: value });
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.message).toContain('data-');
    }
  });

  it('refuses a video address that is neither a video host nor a video file', () => {
    const outcome = slideFromAttributes({ title: 'Clip', video: 'https://example.com/clip.avi' });
    expect(outcome).toEqual({
      ok: false,
      message: 'data-video: must be a YouTube or Vimeo address or an mp4, webm or ogg file',
    });
  });

  it('keeps plain punctuation that is not script-like', () => {
    expect(SCRIPT_LIKE.test('Coffee & cake: 2 for £5 (today only)!')).toBe(false);
    expect(slideFromAttributes({ title: 'Tea, coffee & cake (all day)' }).ok).toBe(true);
    expect(slideFromAttributes({ title: "Today's special", text: 'The "harbour" blend' }).ok).toBe(true);
  });
});

describe('slider breakpoints (spec 001 §9: 1e4, 2399, 1221, 1200, 1024, 880, 768)', () => {
  it('are the seven widths of the spec, widest first', () => {
    expect(SLIDER_BREAKPOINTS.map((b) => b.width)).toEqual([10_000, 2399, 1221, 1200, 1024, 880, 768]);
  });

  it('a width falls in the narrowest breakpoint at or above it', () => {
    expect(sliderBreakpointAt(12_000)).toBe('widescreen');
    expect(sliderBreakpointAt(2400)).toBe('widescreen');
    expect(sliderBreakpointAt(2399)).toBe('desktop');
    expect(sliderBreakpointAt(1222)).toBe('desktop');
    expect(sliderBreakpointAt(1221)).toBe('laptop');
    expect(sliderBreakpointAt(1201)).toBe('laptop');
    expect(sliderBreakpointAt(1200)).toBe('tablet_extra');
    expect(sliderBreakpointAt(1024)).toBe('tablet');
    expect(sliderBreakpointAt(880)).toBe('mobile_extra');
    expect(sliderBreakpointAt(768)).toBe('mobile');
    expect(sliderBreakpointAt(320)).toBe('mobile');
  });

  it('a breakpoint without its own count inherits the next wider one', () => {
    const columns = { desktop: 3, tablet: 2, mobile: 1 };
    expect(sliderColumnsAt(3000, columns)).toBe(3);
    expect(sliderColumnsAt(1100, columns)).toBe(3);
    expect(sliderColumnsAt(1000, columns)).toBe(2);
    expect(sliderColumnsAt(850, columns)).toBe(2);
    expect(sliderColumnsAt(700, columns)).toBe(1);
  });

  it('become max-width carousel breakpoints one pixel above each width', () => {
    const { base, breakpoints } = sliderCarouselBreakpoints({ desktop: 3, mobile: 1 });
    expect(base).toBe(3);
    expect(breakpoints[0]).toEqual({ width: 2400, slides: 3, direction: 'max' });
    expect(breakpoints.at(-1)).toEqual({ width: 769, slides: 1, direction: 'max' });
  });
});

describe('flip carousel (spec 001 §3)', () => {
  it('takes every setting, the rest at their defaults; `none` hides the buttons', () => {
    expect(resolveFlipCarouselSettings({})).toEqual(FLIP_CAROUSEL_DEFAULTS);
    const settings = resolveFlipCarouselSettings({
      startsFromCenter: false,
      carouselType: 'wheel',
      loop: false,
      autoplay: true,
      autoplayMilliseconds: 5000,
      pauseOnHover: false,
      playOnClick: false,
      playOnScroll: true,
      paginationPosition: 'before',
      spacing: -20,
      buttonPrev: 'none',
    });
    expect(settings).toMatchObject({
      startsFromCenter: false,
      carouselType: 'wheel',
      loop: false,
      autoplay: true,
      autoplayMilliseconds: 5000,
      pauseOnHover: false,
      playOnClick: false,
      playOnScroll: true,
      paginationPosition: 'before',
      spacing: -20,
      buttonPrevious: null,
      buttonNext: null,
    });
  });

  it('starts from the centre picture when asked, else from the first', () => {
    expect(flipStartIndex(7, true)).toBe(3);
    expect(flipStartIndex(6, true)).toBe(3);
    expect(flipStartIndex(7, false)).toBe(0);
    expect(flipStartIndex(0, true)).toBe(0);
  });

  it('measures offsets the short way round when it loops', () => {
    expect(flipOffset(6, 0, 7, true)).toBe(-1);
    expect(flipOffset(6, 0, 7, false)).toBe(6);
    expect(flipOffset(2, 4, 7, true)).toBe(-2);
  });

  it('steps to the next picture, wrapping only with loop', () => {
    expect(flipStep(6, 1, 7, true)).toBe(0);
    expect(flipStep(6, 1, 7, false)).toBeNull();
    expect(flipStep(0, -1, 7, true)).toBe(6);
    expect(flipStep(0, -1, 7, false)).toBeNull();
  });

  it('places the front picture flat and neighbours by type and spacing', () => {
    expect(flipPlacement(0, 'coverflow', -60).transform).toContain('rotateY(0deg)');
    expect(flipPlacement(1, 'coverflow', -60).transform).toContain('translateX(-60.0%)');
    expect(flipPlacement(1, 'coverflow', -60).transform).toContain('rotateY(-55deg)');
    expect(flipPlacement(-1, 'coverflow', -60).transform).toContain('rotateY(55deg)');
    expect(flipPlacement(2, 'carousel', -60).transform).toContain('scale(0.60)');
    expect(flipPlacement(1, 'wheel', 0).transform).toContain('rotateZ(8deg)');
    expect(flipPlacement(3, 'flat', -60)).toEqual({ transform: 'none', zIndex: 97, opacity: 1 });
    expect(flipPlacement(3, 'coverflow', -60).opacity).toBe(0);
    expect(flipPlacement(0, 'coverflow', -60).zIndex).toBeGreaterThan(
      flipPlacement(1, 'coverflow', -60).zIndex,
    );
  });

  it('play on scroll: one step per wheel gesture, another after 400 ms', () => {
    let now = 0;
    const steps: number[] = [];
    const stepper = createWheelStepper({ now: () => now }, (step) => steps.push(step));
    expect(stepper.wheel(0, 40)).toBe(true);
    now = 100;
    stepper.wheel(0, 40);
    now = WHEEL_STEP_MS - 1;
    stepper.wheel(0, 40);
    expect(steps).toEqual([1]);
    now = WHEEL_STEP_MS;
    stepper.wheel(-30, 5);
    expect(steps).toEqual([1, -1]);
    expect(stepper.wheel(0, 0)).toBe(false);
  });
});
