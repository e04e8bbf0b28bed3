import {
  DATA_FETCH_ACTION,
  type SearchAnswerView,
  type SearchResultView,
} from '@site-widgets/contract/catalogue/search-fetch.ts';
import { createLiveSearch, type LiveSearchPage } from '@site-widgets/core/catalogue/live-search.ts';
import { createSearchCategoryMemory } from '@site-widgets/core/catalogue/search-category-memory.ts';
import { sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';
import { createMemoryStorage, openStorage } from '@site-widgets/core/storage/browser-storage.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { type KeyboardEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { usePost } from '../../runtime/post-context.ts';
import { readSearchAnswer } from './read-answer.ts';
import { SearchResultBody } from './SearchAnswerMarkup.tsx';
import { dataFetchFields, type LiveSearchProps } from './settings.ts';

export type { LiveSearchProps } from './settings.ts';

/** Opens a chosen result as its link would (same tab, or a new one for `_blank`). */
function openResult(result: SearchResultView, target: '_self' | '_blank') {
  if (target === '_blank') window.open(result.url, '_blank', 'noopener');
  else window.location.assign(result.url);
}

/**
 * The live search box (spec 001 §3–§5, §9): a WAI-ARIA combobox over a listbox of results. Without
 * JavaScript it is a plain GET form to the results page; hydrated, it searches 400 ms after the last
 * keystroke above 2 characters, ignores Enter, and closes on an outside click, the close control or a
 * short keyword.
 */
export function LiveSearch({ settings, categories, initialKeyword = '' }: LiveSearchProps) {
  const id = useId();
  const post = usePost();
  const root = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [extras, setExtras] = useState<Pick<SearchAnswerView, 'viewResults' | 'noResults' | 'target'>>({
    noResults: settings.noResults,
    target: settings.linkTarget,
  });
  const [live] = useState(() => {
    const storage =
      typeof window === 'undefined' ? createMemoryStorage() : openStorage(() => window.localStorage);
    return createLiveSearch<SearchResultView>({
      clock: systemClock,
      categoryMemory: createSearchCategoryMemory(
        storage,
        settings.searchId,
        categories.map((category) => category.slug),
      ),
      async search(query): Promise<LiveSearchPage<SearchResultView>> {
        const html = await post(DATA_FETCH_ACTION, {
          ...dataFetchFields(settings),
          wpr_keyword: query.keyword,
          wpr_category: query.category,
          wpr_search_results_offset: String(query.offset),
        });
        const answer = readSearchAnswer(html);
        if (!answer) throw new Error('the answer is not a search result');
        if (query.offset === 0)
          setExtras({ viewResults: answer.viewResults, noResults: answer.noResults, target: answer.target });
        return { results: answer.results, total: answer.total, nextOffset: answer.nextOffset };
      },
    });
  });
  const state = useSyncExternalStore(live.subscribe, live.getState, live.getState);
  useEffect(() => () => live.destroy(), [live]);

  // Typed before the code arrived (the field works natively): taken up once, on hydration.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the markup the server rendered
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== initialKeyword || document.activeElement === input.current) live.input(typed);
  }, []);

  // spec 001 §4: an outside click closes the panel.
  useEffect(() => {
    if (state.panel !== 'open') return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      live.close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [live, state.panel]);

  const open = state.panel === 'open';
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const activeResult = state.results[state.active];

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const outcome = live.key(event.key);
    if (outcome === 'none') return;
    event.preventDefault();
    if (outcome === 'choose' && activeResult) openResult(activeResult, extras.target);
  }

  useEffect(() => {
    if (state.active < 0) return;
    document.getElementById(optionId(state.active))?.scrollIntoView({ block: 'nearest' });
  });

  return (
    <search
      className="sw-live-search"
      aria-label={settings.label}
      data-state={open ? 'open' : 'closed'}
      ref={root}
    >
      <form className="sw-live-search__form" action={settings.resultsPath} method="get">
        <label className="sw-visually-hidden" htmlFor={`${id}-keyword`}>
          {settings.label}
        </label>
        {categories.length > 0 && (
          <select
            className="sw-live-search__category"
            name="category"
            aria-label="Category"
            value={state.category}
            onChange={(event) => live.chooseCategory(event.currentTarget.value)}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        )}
        <input
          ref={input}
          id={`${id}-keyword`}
          className="sw-live-search__input"
          type="search"
          name="s"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && state.active >= 0 ? optionId(state.active) : undefined}
          autoComplete="off"
          maxLength={100}
          placeholder={settings.placeholder}
          defaultValue={initialKeyword}
          onInput={(event) => live.input(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onClick={() => live.reopen()}
        />
        <input type="hidden" name="search_id" value={settings.searchId} />
        <button className="sw-live-search__submit" type="submit">
          Search
        </button>
      </form>
      <div
        className="sw-live-search__panel"
        data-slot="search-panel"
        data-state={state.status}
        hidden={!open}
        // Keeps focus in the field while the pointer works the panel (the options are not focusable).
        onPointerDown={(event) => {
          if (!(event.target instanceof Element && event.target.closest('a, button'))) event.preventDefault();
        }}
      >
        <div
          id={listboxId}
          className="sw-live-search__results"
          role="listbox"
          aria-label={`Results for ${state.searched}`}
          hidden={state.results.length === 0}
        >
          {state.results.map((result, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: focus stays in the field, aria-activedescendant names the option
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field's keys choose an option (Enter on the active one)
            <div
              key={result.id}
              id={optionId(index)}
              className="sw-search-result"
              role="option"
              aria-selected={index === state.active}
              data-kind={result.kind}
              onPointerMove={() => live.setActive(index)}
              onClick={() => openResult(result, extras.target)}
            >
              <SearchResultBody result={result} />
            </div>
          ))}
        </div>
        {state.results.length === 0 && (
          <p className="sw-live-search__none" role="status">
            {extras.noResults}
          </p>
        )}
        <div className="sw-live-search__footer">
          {state.nextOffset !== undefined && (
            <button
              type="button"
              className="sw-live-search__more"
              disabled={state.loadingMore}
              onClick={() => live.loadMore()}
            >
              More results
            </button>
          )}
          {extras.viewResults && state.results.length > 0 && (
            <a className="sw-live-search__view" href={sanitiseUrl(extras.viewResults.href)}>
              {extras.viewResults.text}
            </a>
          )}
          <button
            type="button"
            className="sw-live-search__close"
            onClick={() => {
              live.close();
              input.current?.focus();
            }}
          >
            Close results
          </button>
        </div>
      </div>
    </search>
  );
}
