import { createGridSearch } from '@site-widgets/core/catalogue/grid-search.ts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { windowClock } from '../../site/shared/browser.ts';

export interface GridSearchBoxProps {
  label: string;
  /** Reloads the grid's first page with the term ('' = the whole grid). */
  onSearch(term: string): void;
}

/**
 * The text box bound to its grid (issue 11 item 6): the grid reloads 400 ms after the last key, for more
 * than 2 characters or an empty box (core grid-search.ts); Enter does nothing (there is nothing to submit).
 */
export function GridSearchBox({ label, onSearch }: GridSearchBoxProps) {
  const id = useId();
  const [search] = useState(() => createGridSearch({ clock: windowClock, apply: onSearch }));
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Issue 10: the box is server HTML before the grid's code arrives; what was typed meanwhile is
    // searched once it is live, as if typed now.
    const typed = field.current?.value ?? '';
    if (typed !== '') search.input(typed);
    return () => search.destroy();
  }, [search]);
  const ignoreEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <search className="sw-grid__search" aria-label={label} data-slot="search">
      <label className="sw-grid__search-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={field}
        id={id}
        className="sw-grid__search-field"
        type="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        onChange={(event) => search.input(event.currentTarget.value)}
        onKeyDown={ignoreEnter}
      />
    </search>
  );
}
