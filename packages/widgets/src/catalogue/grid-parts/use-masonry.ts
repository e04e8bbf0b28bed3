import { gridDeviceAt } from '@site-widgets/core/catalogue/grid-columns.ts';
import { masonryTransitionMs, placeGridItems } from '@site-widgets/core/catalogue/grid-placement.ts';
import { type RefObject, useLayoutEffect } from 'react';
import type { GridDisplaySettings } from './settings.ts';

/**
 * Masonry (spec 001 §3): once the browser has taken over, items are placed absolutely, each into the
 * shortest column, and move over 400 ms (0 when a filter animation runs). Until then, and without
 * script, the grid is the fitRows CSS grid. Re-places on new items, on resize and when a picture loads.
 */
export function useMasonry(
  listRef: RefObject<HTMLElement | null>,
  settings: GridDisplaySettings,
  active: boolean,
  itemsKey: string,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemsKey changes with the items shown, which must be placed again.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!active || !list) return;
    const place = () => {
      const device = gridDeviceAt(window.innerWidth);
      const columns = settings.columns[device];
      const gutter = settings.gutters[device];
      const items = [...list.children] as HTMLElement[];
      const width = list.clientWidth;
      const columnWidth = Math.max(0, (width - gutter * (columns - 1)) / columns);
      for (const item of items) item.style.width = `${columnWidth}px`;
      const placed = placeGridItems(
        items.map((item) => item.offsetHeight),
        columns,
        width,
        gutter,
      );
      items.forEach((item, index) => {
        const position = placed.positions[index];
        if (!position) return;
        item.style.left = `${position.left}px`;
        item.style.top = `${position.top}px`;
      });
      list.style.height = `${placed.height}px`;
      list.dataset.placed = 'masonry';
    };
    list.style.setProperty('--sw-grid-move', `${masonryTransitionMs(settings.filtersAnimation)}ms`);
    place();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => place());
    observer?.observe(list);
    list.addEventListener('load', place, true);
    return () => {
      observer?.disconnect();
      list.removeEventListener('load', place, true);
    };
  }, [listRef, settings, active, itemsKey]);
}
