import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemIcon, playlistVideo, pollUntil, VIDEO_API_POLL_MS } from '../../src/content/playlist-videos.ts';
import {
  LOTTIE_SCROLL_SPAN_MS,
  lottieScrollTime,
  passageThroughViewport,
  readingProgress,
} from '../../src/content/scroll-progress.ts';
import { systemClock } from '../../src/timing/clock.ts';

describe('Lottie scroll mode (spec 001 §9: 4000 ms × scroll percentage)', () => {
  it('maps the passage through the window onto 4000 ms', () => {
    expect(LOTTIE_SCROLL_SPAN_MS).toBe(4000);
    expect(lottieScrollTime(0)).toBe(0);
    expect(lottieScrollTime(0.25)).toBe(1000);
    expect(lottieScrollTime(1)).toBe(4000);
    expect(lottieScrollTime(1.5)).toBe(4000);
  });

  it('measures the passage from entering at the bottom to leaving at the top', () => {
    expect(passageThroughViewport({ top: 800, height: 200 }, 800)).toBe(0);
    expect(passageThroughViewport({ top: 300, height: 200 }, 800)).toBe(0.5);
    expect(passageThroughViewport({ top: -200, height: 200 }, 800)).toBe(1);
  });
});

describe('reading progress', () => {
  it('goes from 0 at the article top to 1 when its end reaches the window bottom', () => {
    expect(readingProgress(0, 800, 200, 2800)).toBe(0);
    expect(readingProgress(1200, 800, 200, 2800)).toBe(0.5);
    expect(readingProgress(2200, 800, 200, 2800)).toBe(1);
    expect(readingProgress(9000, 800, 200, 2800)).toBe(1);
  });
});

describe('video addresses (spec 001 §5)', () => {
  it('accepts YouTube and Vimeo videos and mp4/webm/ogg files', () => {
    expect(playlistVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(playlistVideo('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
    expect(playlistVideo('https://vimeo.com/76979871')).toMatchObject({ kind: 'vimeo', id: '76979871' });
    expect(playlistVideo('https://cdn.example/films/quay.mp4')).toMatchObject({ kind: 'file' });
    expect(playlistVideo('/site/videos/quay.webm')).toEqual({ kind: 'file', url: '/site/videos/quay.webm' });
    expect(playlistVideo('https://cdn.example/a.OGG')).toMatchObject({ kind: 'file' });
  });

  it.each([
    'javascript:alert(1)//.mp4',
    'data:video/mp4;base64,AAAA',
    'ftp://files.example/a.mp4',
    'https://evil.example/page.html',
    'https://cdn.example/a.mp4"><script>',
    '//evil.example/a.mp4',
    '/page.html',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/channels/staff',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
  ])('refuses %j', (address) => {
    expect(playlistVideo(address)).toBeNull();
  });
});

describe('the player', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks for the iframe API every 350 ms until it is there', () => {
    let present = false;
    const ready = vi.fn();
    const check = vi.fn(() => present);
    pollUntil(check, ready, systemClock);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(VIDEO_API_POLL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
    present = true;
    vi.advanceTimersByTime(VIDEO_API_POLL_MS);
    expect(ready).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * VIDEO_API_POLL_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('gives up after its limit and can be stopped', () => {
    const check = vi.fn(() => false);
    pollUntil(check, () => {}, systemClock, 3);
    vi.advanceTimersByTime(10 * VIDEO_API_POLL_MS);
    expect(check).toHaveBeenCalledTimes(3);
    const other = vi.fn(() => false);
    const stop = pollUntil(other, () => {}, systemClock);
    stop();
    vi.advanceTimersByTime(10 * VIDEO_API_POLL_MS);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('shows pause on the item playing (or loading) and play on every other', () => {
    expect(itemIcon(1, 1, 'playing')).toBe('pause');
    expect(itemIcon(1, 1, 'loading')).toBe('pause');
    expect(itemIcon(1, 1, 'paused')).toBe('play');
    expect(itemIcon(1, 1, 'ended')).toBe('play');
    expect(itemIcon(0, 1, 'playing')).toBe('play');
  });
});
