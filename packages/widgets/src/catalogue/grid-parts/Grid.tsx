import { GRID_ITEMS_ACTIONS } from '@site-widgets/contract/catalogue/grid-actions.ts';
import type { GridTermView } from '@site-widgets/contract/catalogue/grid-items.ts';
import { formatFilterHash, parseFilterHash } from '@site-widgets/core/catalogue/filter-hash.ts';
import { createGridFeed } from '@site-widgets/core/catalogue/grid-feed.ts';
import {
  type CSSProperties,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { usePost } from '../../runtime/post-context.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { prefersReducedMotion, windowClock } from '../../site/shared/browser.ts';
import { isEditMode } from '../../site/shared/site-page-vars.ts';
import { GridCard } from './GridCard.tsx';
import { GridFilters } from './GridFilters.tsx';
import { GridSearchBox } from './GridSearchBox.tsx';
import {
  EDITOR_LIGHTBOX_ALERT,
  EDITOR_LOAD_MORE_ALERT,
  type GridProps,
  gridSettingsText,
} from './settings.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import { useMasonry } from './use-masonry.ts';

const NOUNS = { 'post-grid': 'posts', 'media-grid': 'pictures', 'product-grid': 'products' } as const;

function gridStyle(props: GridProps['settings']): CSSProperties {
  return {
    '--sw-grid-columns-desktop': props.columns.desktop,
    '--sw-grid-columns-tablet': props.columns.tablet,
    '--sw-grid-columns-mobile': props.columns.mobile,
    '--sw-grid-gutter-desktop': `${props.gutters.desktop}px`,
    '--sw-grid-gutter-tablet': `${props.gutters.tablet}px`,
    '--sw-grid-gutter-mobile': `${props.gutters.mobile}px`,
    '--sw-grid-media-width': `${props.mediaWidth}%`,
    '--sw-grid-media-distance': `${props.mediaDistance}px`,
    '--sw-grid-enter-duration': `${props.animationDuration}ms`,
  } as CSSProperties;
}

/** Opens a media grid's picture in the site lightbox (its chunk loads on the first click). */
async function openLightbox(link: HTMLAnchorElement, scope: HTMLElement) {
  try {
    const [{ imageLinkRequest }, { showLightbox }] = await Promise.all([
      import('../../site/lightbox/slides.ts'),
      import('../../site/lightbox/show-lightbox.tsx'),
    ]);
    showLightbox(imageLinkRequest(link, scope), link);
  } catch (error) {
    console.error('[site-widgets] media-grid: the lightbox could not be loaded', error);
  }
}

/**
 * A post, media or product grid (spec 001 §3–§4): filter buttons, fitRows / masonry / list layout,
 * load-more or infinite scroll with the finished message, entrance animations, the lightbox on media.
 */
export function Grid({ settings, initial }: GridProps) {
  const post = usePost();
  const [terms, setTerms] = useState<GridTermView[]>(initial.terms);
  const [feed] = useState(() =>
    createGridFeed({
      initial,
      maxPages: settings.maxPages,
      action: GRID_ITEMS_ACTIONS[settings.kind],
      gridSettings: gridSettingsText(settings.widgetId),
      taxonomy: settings.taxonomy,
      post,
      clock: windowClock,
      onTerms: setTerms,
    }),
  );
  const state = useSyncExternalStore(feed.subscribe, feed.getState, feed.getState);
  const hydrated = useHydrated();
  const sectionRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [still, setStill] = useState(true);
  const [firstPage] = useState(() => new Set(initial.items.map((item) => item.id)));

  useEffect(() => {
    setStill(prefersReducedMotion());
  }, []);

  // Deep links (spec 001 §2): arrive on `#filter:{term}`, follow the hash while on the page.
  useEffect(() => {
    if (!settings.filters || !settings.deeplinking) return;
    const follow = () => {
      const term = parseFilterHash(window.location.hash);
      if (term !== undefined) void feed.setFilter(term);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [feed, settings.filters, settings.deeplinking]);

  const choose = useCallback(
    (term: string) => {
      if (settings.deeplinking || settings.filtersLinkable) {
        window.history.replaceState(window.history.state, '', formatFilterHash(term));
      }
      void feed.setFilter(term);
    },
    [feed, settings.deeplinking, settings.filtersLinkable],
  );

  const searchFor = useCallback((term: string) => void feed.setSearch(term), [feed]);

  const loadMore = useCallback(() => {
    if (isEditMode()) {
      window.alert(EDITOR_LOAD_MORE_ALERT);
      return;
    }
    void feed.loadMore();
  }, [feed]);

  const infinite = settings.paginationType === 'infinite-scroll';
  useInfiniteScroll(
    listRef,
    hydrated && infinite && !isEditModeSafe(),
    state.status === 'ready',
    () => void feed.loadMore(),
  );
  const itemsKey = `${state.generation}:${state.items.map((item) => item.id).join(',')}`;
  useMasonry(listRef, settings, hydrated && settings.layout === 'masonry', itemsKey);

  // When the last page arrives the button goes away: move focus to the first new item so a keyboard
  // user is not dropped at the top of the document.
  const shownBefore = useRef(state.items.length);
  useEffect(() => {
    const added = state.items.length - shownBefore.current;
    const focusWasLost = document.activeElement === document.body || document.activeElement === null;
    if (added > 0 && state.status === 'finished' && focusWasLost) {
      const first = state.items[shownBefore.current];
      listRef.current
        ?.querySelector<HTMLElement>(`[data-grid-item-id="${first?.id}"]`)
        ?.focus({ preventScroll: true });
    }
    shownBefore.current = state.items.length;
  }, [state.items, state.status]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!settings.lightbox || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[data-lightbox-group]');
    if (!(link instanceof HTMLAnchorElement) || !sectionRef.current) return;
    event.preventDefault();
    if (isEditMode()) {
      window.alert(EDITOR_LIGHTBOX_ALERT);
      return;
    }
    void openLightbox(link, sectionRef.current);
  };

  const animate = !still && settings.animation !== 'none';
  const filterAnimate = !still && settings.filtersAnimation !== 'none' && state.generation > 0;
  const busy = state.status === 'loading' || state.status === 'filtering';
  const noun = NOUNS[settings.kind];
  let message = '';
  if (busy) message = `Loading ${noun}…`;
  else if (state.status === 'finished') message = `That is every one of our ${noun}.`;
  else if (state.items.length === 0 && state.search) message = `No ${noun} match your search.`;
  else if (state.items.length === 0) message = `No ${noun} to show here yet.`;
  // In the server HTML too (issue 10): the grid's code loads when the visitor reaches it, and a press
  // made before it is live is held and performed once it is.
  const showButton = !infinite && state.status === 'ready';
  const lightboxGroup = settings.lightbox ? `grid-${settings.widgetId}` : undefined;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click only intercepts picture links, which keys activate too.
    <section
      ref={sectionRef}
      className="sw-grid"
      aria-label={settings.label}
      data-kind={settings.kind}
      data-layout={settings.layout}
      data-media-align={settings.mediaAlign}
      data-stick-last={settings.stickLastElementToBottom ? 'yes' : undefined}
      data-state={state.status}
      style={gridStyle(settings)}
      onClick={onClick}
    >
      {settings.search && <GridSearchBox label={settings.searchLabel} onSearch={searchFor} />}
      {settings.filters && (
        <GridFilters
          label={settings.label}
          terms={terms}
          selected={state.filter}
          showCount={settings.filtersCount}
          hideEmpty={settings.filtersHideEmpty}
          linkable={settings.filtersLinkable}
          onSelect={choose}
        />
      )}
      <ul className="sw-grid__items" ref={listRef} data-slot="items" aria-busy={busy}>
        {state.items.map((item, index) => {
          // The first page is on screen before any script: it never vanishes to animate in again.
          const arrived = state.generation > 0 || !firstPage.has(item.id);
          const enter = !arrived
            ? ''
            : filterAnimate
              ? `sw-grid__item--filter-${settings.filtersAnimation}`
              : animate
                ? `sw-grid__item--enter-${settings.animation}`
                : '';
          const style =
            arrived && animate
              ? ({
                  animationDelay: `${(index % Math.max(1, settings.perPage)) * settings.animationDelay}ms`,
                } as CSSProperties)
              : undefined;
          return (
            <li
              key={`${state.generation}-${item.id}`}
              className={`sw-grid__item ${enter}`.trim()}
              style={style}
            >
              <GridCard kind={settings.kind} item={item} lightboxGroup={lightboxGroup} />
            </li>
          );
        })}
      </ul>
      <div className="sw-grid__footer" data-slot="footer">
        {showButton && (
          <button type="button" className="sw-button sw-grid__load-more" onClick={loadMore}>
            Load more {noun}
          </button>
        )}
        <p className="sw-grid__status" role="status" data-state={busy ? 'loading' : state.status}>
          {busy && <span className="sw-grid__loader" aria-hidden="true" />}
          {message}
        </p>
      </div>
    </section>
  );
}

/** isEditMode reads the document; during the server render there is none. */
function isEditModeSafe(): boolean {
  return typeof document !== 'undefined' && isEditMode();
}
