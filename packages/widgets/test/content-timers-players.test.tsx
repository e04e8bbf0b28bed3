import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlaylist } from '../src/content/video-playlist/VideoPlaylist.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.head.replaceChildren();
});

/** A stand-in for YouTube's iframe API: its player reports state changes as the real one does. */
class FakeYouTubePlayer {
  static last: FakeYouTubePlayer | undefined;
  constructor(
    readonly element: HTMLElement,
    readonly options: {
      videoId: string;
      width: number;
      height: number;
      events: { onStateChange(event: { data: number }): void };
    },
  ) {
    FakeYouTubePlayer.last = this;
  }
  playVideo() {
    this.options.events.onStateChange({ data: 1 });
  }
  pauseVideo() {
    this.options.events.onStateChange({ data: 2 });
  }
  destroy() {}
}

describe('a YouTube video in the playlist (spec 001 §5, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The API script is added to <head> only when such a video is played; here it never loads itself.
    vi.spyOn(document.head, 'append').mockImplementation(() => {});
  });

  it('loads the iframe API only on play, polls for it every 350 ms, and its icons follow the player', () => {
    render(
      <VideoPlaylist
        playlistId="films"
        items={[
          {
            kind: 'youtube',
            id: 'abcdefghijk',
            url: 'https://www.youtube.com/watch?v=abcdefghijk',
            title: 'Quay',
          },
        ]}
      />,
    );
    expect(document.head.append).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play: Quay' }));
    const script = vi.mocked(document.head.append).mock.calls[0]?.[0] as HTMLScriptElement;
    expect(script.src).toBe('https://www.youtube.com/iframe_api');
    // Loading: the list already offers to pause.
    expect(screen.getByRole('button', { name: 'Pause: Quay' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(700));
    expect(FakeYouTubePlayer.last).toBeUndefined();
    vi.stubGlobal('YT', { Player: FakeYouTubePlayer });
    act(() => vi.advanceTimersByTime(349));
    expect(FakeYouTubePlayer.last).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    const player = FakeYouTubePlayer.last as FakeYouTubePlayer | undefined;
    expect(player?.options).toMatchObject({ videoId: 'abcdefghijk', width: 640, height: 360 });
    act(() => player?.options.events.onStateChange({ data: 1 }));
    expect(screen.getByRole('button', { name: 'Pause: Quay' })).toBeTruthy();
    // The player's own controls pause it: the icon follows.
    act(() => player?.options.events.onStateChange({ data: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Play: Quay' }));
    expect(screen.getByRole('button', { name: 'Pause: Quay' })).toBeTruthy();
  });
});

describe('scroll-in animation kinds (site-reveal data-animation, issue 16)', () => {
  it('marks the kind on an element waiting below the viewport, and still runs once', async () => {
    const observed: Element[] = [];
    let enter: ((element: Element) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          enter = (target) =>
            callback(
              [{ target, isIntersecting: true } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
    vi.resetModules();
    const { mount } = await import('../src/site/reveal/widget.ts');
    const node = document.createElement('div');
    node.dataset.widget = 'site-reveal';
    node.dataset.animation = 'zoom';
    node.getBoundingClientRect = () => ({ top: 1200, bottom: 1300 }) as DOMRect;
    document.body.append(node);
    await mount(node);
    expect(node.dataset.revealAnimation).toBe('zoom');
    expect(node.dataset.reveal).toBe('waiting');
    enter?.(node);
    expect(node.dataset.reveal).toBe('shown');
    expect(observed).toEqual([node]);
  });

  it('refuses an unknown kind, naming the attribute', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    const { mount } = await import('../src/site/reveal/widget.ts');
    const node = document.createElement('div');
    node.dataset.widget = 'site-reveal';
    node.dataset.animation = 'spin';
    expect(await mount(node)).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('site-reveal: data-animation: must be one of'));
  });
});
