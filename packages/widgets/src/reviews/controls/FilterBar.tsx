import type { ReviewFacets } from '@site-widgets/contract/reviews/load-more.ts';
import { SORT_ORDERS, type SortOrder } from '@site-widgets/contract/reviews/review.ts';
import type { ReviewFilters } from '@site-widgets/core/reviews/review-feed.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { createSearchDebounce } from '@site-widgets/core/timing/search-debounce.ts';
import { useEffect, useId, useRef, useState } from 'react';

export interface FilterBarProps {
  filters: ReviewFilters;
  facets: ReviewFacets;
  onChange(change: Partial<ReviewFilters>): void;
}

const SORT_LABELS: Record<SortOrder, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  longest: 'Longest',
  shortest: 'Shortest',
  random: 'Random',
};

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
};

/**
 * The search, sort and filter bar (spec 000 §3 filter values, §5, §9). Search waits for a 600 ms pause
 * and only searches for an empty text or two characters or more; every change restarts paging.
 */
export function FilterBar({ filters, facets, onChange }: FilterBarProps) {
  const id = useId();
  const [search] = useState(() => createSearchDebounce(systemClock, (text) => onChange({ search: text })));
  useEffect(() => () => search.destroy(), [search]);

  // The controls work before the widget's code arrives (issue 8: no dead controls): what the visitor
  // typed or chose in the server-rendered bar meanwhile (or the browser restored) is taken up once.
  const controls = useRef<HTMLFieldSetElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the markup the server rendered
  useEffect(() => {
    const value = (name: string) =>
      controls.current?.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(`${id}-${name}`)}`)
        ?.value;
    const typed = value('search');
    if (typed && typed !== filters.search) search.input(typed);
    const change: Partial<ReviewFilters> = {};
    const sort = value('sort');
    if (sort !== undefined && sort !== filters.sort) change.sort = sort as SortOrder | '';
    const rating = value('rating');
    if (rating !== undefined && Number(rating) !== filters.rating) change.rating = Number(rating);
    const source = value('source');
    if (source !== undefined && source !== filters.source) change.source = source;
    const language = value('language');
    if (language !== undefined && language !== filters.language) change.language = language;
    if (Object.keys(change).length) onChange(change);
  }, []);

  return (
    <search className="sw-filter-bar" aria-label="Filter reviews" data-slot="filter-bar">
      <fieldset className="sw-filter-bar__controls" ref={controls}>
        <legend className="sw-visually-hidden">Filter reviews</legend>
        <div className="sw-filter-bar__field sw-filter-bar__field--search">
          <label htmlFor={`${id}-search`}>Search reviews</label>
          <input
            id={`${id}-search`}
            type="search"
            defaultValue={filters.search}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => search.input(event.currentTarget.value)}
          />
        </div>
        <div className="sw-filter-bar__field">
          <label htmlFor={`${id}-sort`}>Sort</label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.currentTarget.value as SortOrder | '' })}
          >
            <option value="">Recommended</option>
            {SORT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {SORT_LABELS[order]}
              </option>
            ))}
          </select>
        </div>
        <div className="sw-filter-bar__field">
          <label htmlFor={`${id}-rating`}>Rating</label>
          <select
            id={`${id}-rating`}
            value={String(filters.rating)}
            onChange={(event) => onChange({ rating: Number(event.currentTarget.value) })}
          >
            <option value="0">All ratings</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars} {stars === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        </div>
        {facets.sources.length > 1 && (
          <div className="sw-filter-bar__field">
            <label htmlFor={`${id}-source`}>Location</label>
            <select
              id={`${id}-source`}
              value={filters.source}
              onChange={(event) => onChange({ source: event.currentTarget.value })}
            >
              <option value="">All locations</option>
              {facets.sources.map((source) => (
                <option key={source.value} value={source.value}>
                  {source.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {facets.languages.length > 1 && (
          <div className="sw-filter-bar__field">
            <label htmlFor={`${id}-language`}>Language</label>
            <select
              id={`${id}-language`}
              value={filters.language}
              onChange={(event) => onChange({ language: event.currentTarget.value })}
            >
              <option value="">All languages</option>
              {facets.languages.map((language) => (
                <option key={language.value} value={language.value}>
                  {LANGUAGE_NAMES[language.value] ?? language.value}
                </option>
              ))}
            </select>
          </div>
        )}
        {facets.platforms.length > 1 && (
          <fieldset className="sw-filter-bar__platforms">
            <legend>Review type</legend>
            {[{ value: '', label: 'All' }, ...facets.platforms].map((platform) => (
              <button
                key={platform.value || 'all'}
                type="button"
                className="sw-chip"
                aria-pressed={filters.platform === platform.value}
                onClick={() => onChange({ platform: platform.value })}
              >
                {platform.label}
              </button>
            ))}
          </fieldset>
        )}
      </fieldset>
    </search>
  );
}
