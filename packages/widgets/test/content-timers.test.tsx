import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, type CountdownSettings } from '../src/content/countdown/Countdown.tsx';
import { Progress } from '../src/content/progress/Progress.tsx';
import { VideoPlaylist } from '../src/content/video-playlist/VideoPlaylist.tsx';
import { BackToTop } from '../src/site/back-to-top/BackToTop.tsx';

const T0 = Date.UTC(2026, 10, 27, 17, 59, 50);

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  vi.setSystemTime(T0);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.className = '';
  document.body.replaceChildren();
  window.localStorage.clear();
});

const fixed = (overrides: Partial<CountdownSettings> = {}): CountdownSettings => ({
  countdownId: 'tasting',
  type: 'fixed',
  endsAt: T0 + 3000,
  actions: ['hide-timer', 'message'],
  label: 'Until the tasting',
  ...overrides,
});

const secondsShown = () =>
  screen.getByText((_, element) => element?.matches('[data-slot="seconds"] .sw-countdown__value') ?? false)
    .textContent;

describe('Countdown', () => {
  it('shows the time left at render, ticks each second and runs its actions at zero', () => {
    render(<Countdown settings={fixed()} renderedAt={T0} messageHtml="<p>Started!</p>" />);
    expect(screen.getByRole('timer', { name: 'Until the tasting' })).toBeTruthy();
    expect(secondsShown()).toBe('03');
    act(() => vi.advanceTimersByTime(1000));
    expect(secondsShown()).toBe('02');
    expect(screen.getByRole('status', { hidden: true }).hidden).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toBe('Started!');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('runs no action in the editor', () => {
    document.body.classList.add('elementor-editor-active');
    render(<Countdown settings={fixed()} renderedAt={T0} messageHtml="<p>Started!</p>" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.getByRole('status', { hidden: true }).hidden).toBe(true);
  });

  it('refuses a javascript: redirect and logs Invalid URL scheme', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'https://cafe.example/',
      assign,
    } as Location);
    render(
      <Countdown
        settings={fixed({ actions: ['redirect'], redirectUrl: 'javascript:alert(1)' })}
        renderedAt={T0}
      />,
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(assign).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('[site-widgets] content-countdown: Invalid URL scheme');
  });

  it('loads the template at zero', () => {
    const template = document.createElement('template');
    template.id = 'code';
    template.innerHTML = '<p>Say HARBOUR10</p>';
    document.body.append(template);
    render(<Countdown settings={fixed({ actions: ['load-template'], template: 'code' })} renderedAt={T0} />);
    expect(screen.queryByText('Say HARBOUR10')).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Say HARBOUR10')).toBeTruthy();
  });

  it('keeps an evergreen end in local storage per widget', () => {
    const settings = fixed({
      countdownId: 'offer',
      type: 'evergreen',
      interval: 60,
      endsAt: undefined,
      actions: [],
    });
    render(<Countdown settings={settings} renderedAt={T0} />);
    expect(JSON.parse(window.localStorage.getItem('sw-countdown-offer') ?? '')).toEqual({
      interval: 60,
      endsAt: T0 + 60_000,
    });
  });
});

describe('Progress', () => {
  it('renders its end values first (no script, reduced motion), as a labelled progress bar', () => {
    render(
      <Progress
        settings={{
          layout: 'bar',
          label: 'Seats booked',
          counterValue: 40,
          percent: 72,
          animDuration: 1000,
          animDelay: 0,
          loop: false,
          loopDelay: 1000,
          separator: false,
        }}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Seats booked' });
    expect(bar.getAttribute('aria-valuenow')).toBe('72');
    expect(screen.getByText('72%')).toBeTruthy();
  });

  it('has a pause button when it loops', () => {
    render(
      <Progress
        settings={{
          layout: 'counter',
          label: 'Cups',
          counterValue: 12500,
          percent: 100,
          animDuration: 1000,
          animDelay: 0,
          loop: true,
          loopDelay: 1000,
          separator: true,
        }}
      />,
    );
    expect(screen.getAllByText('12,500').length).toBeGreaterThan(0);
    const pause = screen.getByRole('button', { name: 'Pause Cups' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('VideoPlaylist', () => {
  it('plays a file in a native video and its button follows the player', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    render(
      <VideoPlaylist
        playlistId="films"
        items={[
          { kind: 'file', url: '/a.webm', title: 'Pouring' },
          { kind: 'file', url: '/b.webm', title: 'Quay' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play: Quay' }));
    expect(screen.getByRole('button', { name: 'Pause: Quay' }).getAttribute('aria-current')).toBe('true');
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/b.webm');
    act(() => {
      document.querySelector('video')?.pause();
    });
    expect(screen.getByRole('button', { name: 'Play: Quay' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play: Pouring' })).toBeTruthy();
  });
});

describe('back-to-top add-on options (issue 16)', () => {
  it('shows past its own offset and says how it animates', () => {
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    render(<BackToTop offset={300} animation="slide" />);
    const link = screen.getByRole('link', { name: 'Back to top', hidden: true });
    expect(link.getAttribute('data-animation')).toBe('slide');
    act(() => {
      y = 200;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(link.getAttribute('data-state')).toBe('hidden');
    act(() => {
      y = 301;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(link.getAttribute('data-state')).toBe('shown');
  });
});
