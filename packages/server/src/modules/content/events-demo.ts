import type { CountdownSettings } from '@site-widgets/widgets/content/countdown/Countdown.tsx';
import type { ProgressSettings } from '@site-widgets/widgets/content/progress/Progress.tsx';
import type { PlaylistEntry } from './playlist-titles.ts';

/** spec 001 §9 "Time-frame seconds": a week. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * When the next tasting starts: Fridays at 18:00 UTC (the café's "Friday tasting"), the first one after
 * `now`. A fixed countdown, so every visitor sees the same time left.
 */
export function nextTasting(now: number): number {
  const date = new Date(now);
  const friday = Date.UTC(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate() + ((5 - date.getUTCDay() + 7) % 7),
    18,
  );
  return friday > now ? friday : friday + WEEK_MS;
}

/**
 * The owner's countdown settings on /events, per widget id (settings that decide what a visitor sees
 * live on the server). The messages are the owner's HTML, sanitised when rendered.
 */
export function eventCountdowns(now: number): { settings: CountdownSettings; message?: string }[] {
  return [
    {
      settings: {
        countdownId: 'friday-tasting',
        type: 'fixed',
        endsAt: nextTasting(now),
        actions: ['hide-timer', 'message'],
        label: 'Time until the Friday tasting',
      },
      message: '<p><strong>The tasting has started!</strong> Come in and take a seat by the window.</p>',
    },
    {
      settings: {
        countdownId: 'early-bird',
        type: 'evergreen',
        interval: 900,
        showAgain: 86_400,
        actions: ['hide-timer', 'message', 'load-template'],
        template: 'early-bird-code',
        label: 'Early-bird offer ends in',
      },
      message: '<p>The early-bird offer has ended — but here is a thank-you for waiting:</p>',
    },
  ];
}

export const EVENT_COUNTERS: ProgressSettings[] = [
  {
    layout: 'counter',
    label: 'Cups poured this year',
    counterValue: 48_250,
    percent: 100,
    animDuration: 2000,
    animDelay: 0,
    loop: false,
    loopDelay: 1000,
    separator: true,
    suffix: '',
  },
  {
    layout: 'counter',
    label: 'Tastings held since 2015',
    counterValue: 412,
    percent: 100,
    animDuration: 1500,
    animDelay: 200,
    loop: false,
    loopDelay: 1000,
    separator: false,
    suffix: '+',
  },
  {
    layout: 'bar',
    label: 'Seats booked for Friday',
    counterValue: 40,
    percent: 72,
    animDuration: 1500,
    animDelay: 0,
    loop: false,
    loopDelay: 1000,
    separator: false,
  },
  {
    layout: 'bar',
    label: 'Roast of the week sold',
    counterValue: 100,
    percent: 64,
    animDuration: 1200,
    animDelay: 300,
    loop: true,
    loopDelay: 2000,
    separator: false,
  },
];

/** The café's films (spec 001 §7): the owner's list. Files have no oEmbed: their titles are the owner's. */
export const EVENT_PLAYLIST: { playlistId: string; heading: string; entries: PlaylistEntry[] } = {
  playlistId: 'cafe-films',
  heading: 'Now showing',
  entries: [
    { url: '/site/videos/pouring-the-house-blend.webm', storedTitle: 'Pouring the house blend' },
    { url: '/site/videos/morning-on-the-quay.webm', storedTitle: 'Morning on the quay' },
    { url: '/site/videos/scones-from-the-oven.webm', storedTitle: 'Scones from the oven' },
  ],
};

/** The owner's playlists by id (settings that decide what a visitor sees live on the server). */
export const PLAYLISTS: ReadonlyMap<string, typeof EVENT_PLAYLIST> = new Map([
  [EVENT_PLAYLIST.playlistId, EVENT_PLAYLIST],
]);
