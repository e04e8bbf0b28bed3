import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCORDION_SEARCH_DELAY_MS,
  createPanelSearch,
  interactionSpeedMs,
  matchingPanels,
  openPanel,
  panelMatches,
  togglePanel,
} from '../../src/content/accordion.ts';
import {
  clampPercent,
  LABEL_HIDING_MARGIN_PX,
  labelsShown,
  percentAtPointer,
  percentForKey,
} from '../../src/content/before-after.ts';
import { indexForHash, openIndexFromQuery } from '../../src/content/deep-link.ts';
import { toggleHotspot, tooltipShown } from '../../src/content/hotspots.ts';
import {
  DEFAULT_ACTIVE_DELAY_MS,
  INVALID_URL_MESSAGE,
  imageAccordionLayout,
  overlayLinkHref,
  scheduleDefaultActive,
} from '../../src/content/image-accordion.ts';
import { itemForKey } from '../../src/content/roving-focus.ts';
import { nextTab, slugFor, TAB_HEIGHT_TRANSITION_MS } from '../../src/content/tabs.ts';
import { systemClock } from '../../src/timing/clock.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('deep links (spec 001 §2)', () => {
  it('reads active_tab and active_panel as 1-based positions', () => {
    expect(openIndexFromQuery('?active_tab=2', 'active_tab', 3)).toBe(1);
    expect(openIndexFromQuery('active_panel=3&x=1', 'active_panel', 3)).toBe(2);
    expect(openIndexFromQuery(new URLSearchParams('active_tab=1'), 'active_tab', 3)).toBe(0);
  });

  it('ignores a missing, zero, past-the-end or malformed position', () => {
    expect(openIndexFromQuery('', 'active_tab', 3)).toBeUndefined();
    expect(openIndexFromQuery('?active_tab=0', 'active_tab', 3)).toBeUndefined();
    expect(openIndexFromQuery('?active_tab=4', 'active_tab', 3)).toBeUndefined();
    expect(openIndexFromQuery('?active_tab=-1', 'active_tab', 3)).toBeUndefined();
    expect(openIndexFromQuery('?active_tab=1e1', 'active_tab', 30)).toBeUndefined();
    expect(openIndexFromQuery('?active_tab=%3Cscript%3E', 'active_tab', 3)).toBeUndefined();
  });

  it('finds the item a hash names by any of its ids', () => {
    const ids = [
      ['breakfast', 'breakfast-panel'],
      ['lunch', 'lunch-panel'],
    ];
    expect(indexForHash('#lunch', ids)).toBe(1);
    expect(indexForHash('#breakfast-panel', ids)).toBe(0);
    expect(indexForHash('#cakes', ids)).toBeUndefined();
    expect(indexForHash('', ids)).toBeUndefined();
    expect(indexForHash('#%E0%A4%A', ids)).toBeUndefined();
  });
});

describe('keyboard (WAI-ARIA tabs and accordion)', () => {
  it('moves along the row with Left/Right and wraps', () => {
    expect(itemForKey('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(itemForKey('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(itemForKey('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(itemForKey('ArrowDown', 0, 3, 'horizontal')).toBeUndefined();
  });

  it('moves along the column with Up/Down; Home and End go to the ends', () => {
    expect(itemForKey('ArrowDown', 1, 3, 'vertical')).toBe(2);
    expect(itemForKey('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(itemForKey('Home', 2, 3, 'vertical')).toBe(0);
    expect(itemForKey('End', 0, 3, 'vertical')).toBe(2);
    expect(itemForKey('Enter', 0, 3, 'vertical')).toBeUndefined();
  });
});

describe('tabs (spec 001 §4, §9)', () => {
  it('changes height over 500 ms and autoplays to the next tab, wrapping', () => {
    expect(TAB_HEIGHT_TRANSITION_MS).toBe(500);
    expect(nextTab(0, 3)).toBe(1);
    expect(nextTab(2, 3)).toBe(0);
  });

  it('makes id-safe slugs of titles', () => {
    expect(slugFor('Cakes & bakes')).toBe('cakes-bakes');
    expect(slugFor('Crème brûlée')).toBe('creme-brulee');
    expect(slugFor('2 for 1')).toBe('item-2-for-1');
  });
});

describe('accordion (spec 001 §4, §9)', () => {
  it('keeps one panel open for the accordion type', () => {
    expect(togglePanel([], 1, 'accordion')).toEqual([1]);
    expect(togglePanel([1], 2, 'accordion')).toEqual([2]);
    expect(togglePanel([2], 2, 'accordion')).toEqual([]);
  });

  it('toggles panels independently for the toggle type', () => {
    expect(togglePanel([1], 0, 'toggle')).toEqual([0, 1]);
    expect(togglePanel([0, 1], 0, 'toggle')).toEqual([1]);
    expect(openPanel([0, 1], 1, 'toggle')).toEqual([0, 1]);
    expect(openPanel([0], 2, 'accordion')).toEqual([2]);
  });

  it('turns the interaction speed in seconds into milliseconds', () => {
    expect(interactionSpeedMs(0.4)).toBe(400);
    expect(interactionSpeedMs(1.25)).toBe(1250);
    expect(interactionSpeedMs(-1)).toBe(0);
  });

  it('matches panels holding every word of the search, whatever the case', () => {
    expect(panelMatches('Smoked salmon bagel with cream cheese', 'SALMON cream')).toBe(true);
    expect(panelMatches('Smoked salmon bagel', 'salmon tuna')).toBe(false);
    expect(panelMatches('anything', '  ')).toBe(true);
    expect(matchingPanels(['Scone', 'Bagel', 'Cheese scone'], 'scone')).toEqual([0, 2]);
  });

  it('searches 1,000 ms after the last keystroke, with the last text only', () => {
    const onSearch = vi.fn();
    const search = createPanelSearch({ clock: systemClock, onSearch });
    expect(ACCORDION_SEARCH_DELAY_MS).toBe(1000);
    search.input('s');
    vi.advanceTimersByTime(600);
    search.input('sc');
    vi.advanceTimersByTime(999);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('sc');
  });

  it('drops a pending search when destroyed', () => {
    const onSearch = vi.fn();
    const search = createPanelSearch({ clock: systemClock, onSearch });
    search.input('tea');
    search.destroy();
    vi.advanceTimersByTime(5000);
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('image accordion (spec 001 §3, §5, §8, §9)', () => {
  it('applies the default active item after 400 ms', () => {
    const activate = vi.fn();
    scheduleDefaultActive(systemClock, 2, 4, activate);
    expect(DEFAULT_ACTIVE_DELAY_MS).toBe(400);
    vi.advanceTimersByTime(399);
    expect(activate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(activate).toHaveBeenCalledWith(1);
  });

  it('applies no default past the last item, and none once cancelled', () => {
    const activate = vi.fn();
    scheduleDefaultActive(systemClock, 5, 4, activate);
    const cancel = scheduleDefaultActive(systemClock, 1, 4, activate);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(activate).not.toHaveBeenCalled();
  });

  it('follows overlay links only for http and https', () => {
    const log = vi.fn();
    expect(overlayLinkHref('https://example.com/menu', log)).toBe('https://example.com/menu');
    expect(overlayLinkHref('http://example.com', log)).toBe('http://example.com/');
    expect(log).not.toHaveBeenCalled();
  });

  it("logs 'Invalid URL' for any other scheme or a malformed address, and gives no link", () => {
    const log = vi.fn();
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'ftp://x',
      '/menu',
      'http//x',
    ]) {
      expect(overlayLinkHref(bad, log)).toBeUndefined();
    }
    expect(log).toHaveBeenCalledTimes(6);
    expect(log.mock.calls.every(([message]) => message === INVALID_URL_MESSAGE)).toBe(true);
    expect(INVALID_URL_MESSAGE).toBe('Invalid URL');
    expect(overlayLinkHref('', log)).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(6);
  });
});

describe('before/after (spec 001 §5, §9)', () => {
  it('moves with the slider keys and stays within 0–100', () => {
    expect(percentForKey('ArrowRight', 50)).toBe(51);
    expect(percentForKey('ArrowLeft', 0)).toBe(0);
    expect(percentForKey('PageUp', 95)).toBe(100);
    expect(percentForKey('Home', 40)).toBe(0);
    expect(percentForKey('End', 40)).toBe(100);
    expect(percentForKey('a', 40)).toBeUndefined();
    expect(percentAtPointer(150, 600)).toBe(25);
    expect(clampPercent(Number.NaN)).toBe(50);
  });

  it('hides a label when the divider comes within 15 px of it', () => {
    expect(LABEL_HIDING_MARGIN_PX).toBe(15);
    const geometry = { beforeLabelEnd: 100, afterLabelStart: 500 };
    expect(labelsShown({ ...geometry, divider: 115 })).toEqual({ before: true, after: true });
    expect(labelsShown({ ...geometry, divider: 114 })).toEqual({ before: false, after: true });
    expect(labelsShown({ ...geometry, divider: 485 })).toEqual({ before: true, after: true });
    expect(labelsShown({ ...geometry, divider: 486 })).toEqual({ before: true, after: false });
  });
});

describe('hotspots (spec 001 §4)', () => {
  it('opens one tooltip at a time on click; always shows every one', () => {
    expect(toggleHotspot(undefined, 1)).toBe(1);
    expect(toggleHotspot(1, 2)).toBe(2);
    expect(toggleHotspot(2, 2)).toBeUndefined();
    expect(tooltipShown('click', 1, 1)).toBe(true);
    expect(tooltipShown('click', 1, 0)).toBe(false);
    expect(tooltipShown('always', undefined, 0)).toBe(true);
  });
});

describe('image accordion layout', () => {
  it('gives equal widths with none active and three shares to the active item', () => {
    expect(imageAccordionLayout(4, undefined)).toEqual([
      { x: 0, width: 25 },
      { x: 25, width: 25 },
      { x: 50, width: 25 },
      { x: 75, width: 25 },
    ]);
    const layout = imageAccordionLayout(3, 1);
    expect(layout.map((item) => item.width)).toEqual([20, 60, 20]);
    expect(layout.map((item) => item.x)).toEqual([0, 20, 80]);
  });
});
