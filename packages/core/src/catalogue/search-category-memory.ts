import type { StorageLike } from '../storage/browser-storage.ts';

/** spec 001 §3: the last category a visitor chose in a search box is kept in local storage. */
export const SEARCH_CATEGORY_KEY_PREFIX = 'sw-live-search-category:';

export interface SearchCategoryMemory {
  /** The stored category, if it is still one the widget offers; otherwise '' (every category). */
  read(): string;
  write(category: string): void;
}

/**
 * One search widget's remembered category. Storage is input like any other: a value the widget no
 * longer offers (the owner changed it, or someone edited storage) reads as no category.
 */
export function createSearchCategoryMemory(
  storage: StorageLike,
  searchId: number,
  offered: readonly string[],
): SearchCategoryMemory {
  const key = `${SEARCH_CATEGORY_KEY_PREFIX}${searchId}`;
  return {
    read() {
      const value = storage.getItem(key) ?? '';
      return offered.includes(value) ? value : '';
    },
    write(category) {
      if (category === '' || !offered.includes(category)) storage.removeItem(key);
      else storage.setItem(key, category);
    },
  };
}
