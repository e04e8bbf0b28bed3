import {
  DEFAULT_FEED_COLUMNS_TABLET,
  FEED_RELAYOUT_DELAYS_MS,
  FEED_RESIZE_RELAYOUT_MS,
  type FeedWidgetSettings,
} from '@site-widgets/contract/content/social-feeds.ts';
import type { GridDevice } from '../catalogue/grid-columns.ts';
import type { Clock } from '../timing/clock.ts';

export type FeedColumns = Record<GridDevice, number>;

/**
 * The columns a feed shows on each device (spec 001 §3 "columns per breakpoint", §9 devices: desktop
 * above 1024 px, tablet above 768 px, otherwise mobile). A list is one column everywhere; a tablet the
 * owner left unset shows 2 columns, or fewer when the desktop has fewer.
 */
export function feedColumns(
  settings: Pick<FeedWidgetSettings, 'layout' | 'columns' | 'columnsTablet' | 'columnsMobile'>,
): FeedColumns {
  if (settings.layout === 'list') return { desktop: 1, tablet: 1, mobile: 1 };
  return {
    desktop: settings.columns,
    tablet: settings.columnsTablet ?? Math.min(settings.columns, DEFAULT_FEED_COLUMNS_TABLET),
    mobile: settings.columnsMobile,
  };
}

export interface FeedPlacement {
  left: number;
  top: number;
  width: number;
}

/**
 * A masonry feed's places (spec 001 §9 Instagram-style grids): `columns` equal columns across `width`
 * with `gutterX` between them; each post goes under the shortest column (leftmost on ties), `gutterY`
 * below the post above it. Returns each post's box and the feed's height.
 */
export function feedMasonry(
  heights: readonly number[],
  options: { width: number; columns: number; gutterX: number; gutterY: number },
): { places: FeedPlacement[]; height: number } {
  const columns = Math.max(1, Math.floor(options.columns));
  const columnWidth = Math.max(0, (options.width - options.gutterX * (columns - 1)) / columns);
  const tops = new Array<number>(columns).fill(0);
  const places = heights.map((height) => {
    let column = 0;
    for (let i = 1; i < columns; i++) if ((tops[i] ?? 0) < (tops[column] ?? 0)) column = i;
    const top = tops[column] ?? 0;
    tops[column] = top + height + options.gutterY;
    return { left: column * (columnWidth + options.gutterX), top, width: columnWidth };
  });
  const height = heights.length ? Math.max(...tops) - options.gutterY : 0;
  return { places, height: Math.max(0, height) };
}

/**
 * spec 001 §9: a masonry feed lays itself out again 100, 500 and 1000 ms after it is shown or grows
 * (pictures arrive and change heights), and 200 ms after the last resize. Every timer it starts is
 * released by `destroy()`.
 */
export function createFeedRelayout(clock: Clock, relayout: () => void) {
  const timers = new Set<unknown>();
  let resizeTimer: unknown;
  const after = (ms: number) => {
    const handle = clock.setTimeout(() => {
      timers.delete(handle);
      relayout();
    }, ms);
    timers.add(handle);
  };
  return {
    /** Lays out now, then again at 100, 500 and 1000 ms. */
    settle() {
      relayout();
      for (const delay of FEED_RELAYOUT_DELAYS_MS) after(delay);
    },
    /** The window was resized: once, 200 ms after the last of a burst. */
    resized() {
      if (resizeTimer !== undefined) clock.clearTimeout(resizeTimer);
      resizeTimer = clock.setTimeout(() => {
        resizeTimer = undefined;
        relayout();
      }, FEED_RESIZE_RELAYOUT_MS);
    },
    destroy() {
      for (const handle of timers) clock.clearTimeout(handle);
      timers.clear();
      if (resizeTimer !== undefined) clock.clearTimeout(resizeTimer);
      resizeTimer = undefined;
    },
  };
}
