import type { GridTermView } from '@site-widgets/contract/catalogue/grid-items.ts';
import { formatFilterHash } from '@site-widgets/core/catalogue/filter-hash.ts';
import type { MouseEvent } from 'react';

export interface GridFiltersProps {
  label: string;
  terms: readonly GridTermView[];
  /** The chosen term slug; '' = all. */
  selected: string;
  showCount: boolean;
  hideEmpty: boolean;
  /** Render the filters as `#filter:{term}` links (copyable, work without script). */
  linkable: boolean;
  onSelect: (term: string) => void;
}

/**
 * The filter buttons (spec 001 §4: the active filter is marked): a named group of toggle buttons, the
 * chosen one `aria-pressed="true"` (as links, `aria-current`); counts are text in the name ("Coffee 12").
 */
export function GridFilters({
  label,
  terms,
  selected,
  showCount,
  hideEmpty,
  linkable,
  onSelect,
}: GridFiltersProps) {
  const shown = hideEmpty ? terms.filter((term) => term.count > 0 || term.slug === selected) : terms;
  const choices = [{ slug: '', name: 'All', count: -1 }, ...shown];
  return (
    <fieldset className="sw-grid__filters" data-slot="filters">
      <legend className="sw-visually-hidden">{`Filter ${label}`}</legend>
      {choices.map((term) => {
        const pressed = term.slug === selected;
        const content = (
          <>
            {term.name}
            {showCount && term.count >= 0 && <span className="sw-grid__filter-count"> {term.count}</span>}
          </>
        );
        if (linkable) {
          const select = (event: MouseEvent) => {
            event.preventDefault();
            onSelect(term.slug);
          };
          return (
            <a
              key={term.slug || '*'}
              className="sw-grid__filter"
              href={formatFilterHash(term.slug)}
              aria-current={pressed ? 'true' : undefined}
              onClick={select}
            >
              {content}
            </a>
          );
        }
        return (
          <button
            key={term.slug || '*'}
            type="button"
            className="sw-grid__filter"
            aria-pressed={pressed}
            onClick={() => onSelect(term.slug)}
          >
            {content}
          </button>
        );
      })}
    </fieldset>
  );
}
