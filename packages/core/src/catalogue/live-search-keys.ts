/**
 * The results list's keyboard model (WAI-ARIA APG combobox with a listbox popup): focus stays in the
 * input, the active option is announced through aria-activedescendant. Pure: the current active index
 * (-1 for none) and the option count in, the next active index out.
 */
export type ListboxKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export function isListboxKey(key: string): key is ListboxKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}

/** Down from none is the first option, up from none the last; both wrap around at the ends. */
export function nextActiveIndex(key: ListboxKey, active: number, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
