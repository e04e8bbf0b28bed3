import {
  DEFAULT_REST_BASE,
  type LoopJoin,
  REFRESH_LOOP_ROUTE,
} from '@site-widgets/contract/builder/loop-constants.ts';
import { loopFilterAttributesSchema } from '@site-widgets/contract/builder/loop-filter-attributes.ts';
import { PAGE_VARS_ELEMENT_ID } from '@site-widgets/contract/page-vars.ts';
import {
  offeredFilters,
  sameFilters,
  widgetFiltersOf,
} from '@site-widgets/core/builder/loop-filter-state.ts';
import {
  paginationBaseUrl,
  readLoopFilters,
  type TaxonomyFilter,
  writeLoopFilters,
} from '@site-widgets/core/builder/loop-filter-url.ts';
import { createLatestOnly, readRefreshAnswer } from '@site-widgets/core/builder/loop-refresh.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { isEditMode } from '../../site/shared/site-page-vars.ts';

const WIDGET = 'loop-filter';

/**
 * Marks history entries this widget wrote or read (loader/registry.ts starts the widget at once on
 * them, so back/forward after a reload is followed too).
 */
const HISTORY_MARK = 'swLoopFilter';

const markedState = () => ({ ...(window.history.state as object | null), [HISTORY_MARK]: true });

/** Fired on the loop grid after its container was replaced, so handlers bound to it can run again. */
export const LOOP_REFRESHED_EVENT = 'sw:loop-refreshed';

function pageIdOf(): number {
  try {
    const vars = JSON.parse(document.getElementById(PAGE_VARS_ELEMENT_ID)?.textContent ?? '{}') as {
      pageId?: unknown;
    };
    return typeof vars.pageId === 'number' && Number.isInteger(vars.pageId) ? vars.pageId : 0;
  } catch {
    return 0;
  }
}

/**
 * The checked terms of each group, with the group's join (AND or OR; anything else counts as OR): as the
 * boxes are now, or as the server rendered them (`rendered`: their `checked` attributes).
 */
function filtersOf(form: HTMLFormElement, rendered = false): TaxonomyFilter[] {
  const filters: TaxonomyFilter[] = [];
  for (const group of form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-taxonomy]')) {
    const terms = [...group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
      .filter((input) => (rendered ? input.defaultChecked : input.checked))
      .map((input) => input.value);
    const join: LoopJoin = group.dataset.logicalJoin === 'AND' ? 'AND' : 'OR';
    if (terms.length > 0) filters.push({ taxonomy: group.dataset.taxonomy ?? '', join, terms });
  }
  return filters;
}

function checkForm(form: HTMLFormElement, filters: readonly TaxonomyFilter[]) {
  for (const group of form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-taxonomy]')) {
    const chosen = filters.find((filter) => filter.taxonomy === group.dataset.taxonomy);
    for (const input of group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      input.checked = chosen?.terms.includes(input.value) ?? false;
    }
  }
}

/** The terms the form has a box for, by taxonomy. */
function offeredBy(form: HTMLFormElement): Map<string, Set<string>> {
  const offered = new Map<string, Set<string>>();
  for (const group of form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-taxonomy]')) {
    const terms = [...group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map(
      (input) => input.value,
    );
    offered.set(group.dataset.taxonomy ?? '', new Set(terms));
  }
  return offered;
}

/**
 * `<div data-widget="loop-filter" data-loop="{id}">` (issue 14 item 6, spec 001 §2, §4, §7): each change
 * of the server-rendered form writes the address (history push; `e-page-{id}` dropped), shows the loop
 * grid's loading overlay, POSTs refresh-loop and replaces the grid's container with `data`; a failed or
 * empty answer replaces nothing. Back and forward re-read the address. Plain DOM, no React: the markup
 * is the server's and only needs listeners.
 */
export async function mount(scope: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, scope, loopFilterAttributesSchema);
  if (!attributes) return undefined;
  const widgetId = attributes.loop;
  const form = scope.querySelector<HTMLFormElement>('form');
  const grid = document.querySelector<HTMLElement>(`[data-loop-grid="${widgetId}"]`);
  const container = grid?.querySelector<HTMLElement>('[data-slot="container"]');
  if (!form || !grid || !container) {
    console.error(`[site-widgets] ${WIDGET}: no loop grid ${widgetId} on the page`);
    return undefined;
  }
  const status = grid.querySelector<HTMLElement>('[data-slot="status"]');
  const singleJoin: LoopJoin =
    form.querySelector<HTMLElement>('fieldset[data-logical-join="AND"]') !== null ? 'AND' : 'OR';
  const latest = createLatestOnly();
  const url = serverUrl(`${attributes.rest ?? DEFAULT_REST_BASE}${REFRESH_LOOP_ROUTE}`);

  async function post(filters: readonly TaxonomyFilter[]) {
    const edit = isEditMode();
    const body: Record<string, unknown> = {
      post_id: attributes?.postId ?? pageIdOf(),
      widget_filters: widgetFiltersOf(filters),
      widget_id: widgetId,
      pagination_base_url: paginationBaseUrl(window.location.href) ?? window.location.pathname,
    };
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (edit) {
      // spec 001 §6, §7: the editor also sends its model and mode, and the REST nonce when configured.
      body.widget_model = { id: widgetId };
      body.is_edit_mode = true;
      if (attributes?.restNonce) headers['X-WP-Nonce'] = attributes.restNonce;
    }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
      return { ok: response.ok, status: response.status, text: await response.text() };
    } catch {
      return undefined;
    }
  }

  async function refresh(filters: readonly TaxonomyFilter[], push: boolean) {
    if (push) {
      window.history.pushState(
        window.history.state,
        '',
        writeLoopFilters(window.location.href, widgetId, filters),
      );
    }
    const ticket = latest.begin();
    grid?.setAttribute('data-state', 'loading');
    grid?.setAttribute('aria-busy', 'true');
    if (status) status.textContent = 'Loading…';
    const html = readRefreshAnswer(await post(filters));
    if (!latest.isLatest(ticket) || !grid || !container) return;
    if (html !== undefined) {
      container.innerHTML = html;
      grid.dispatchEvent(new CustomEvent(LOOP_REFRESHED_EVENT, { bubbles: true }));
    }
    grid.setAttribute('data-state', 'idle');
    grid.removeAttribute('aria-busy');
    if (status)
      status.textContent =
        html === undefined ? '' : (container.querySelector('[data-slot="count"]')?.textContent ?? '');
  }

  const onChange = (event: Event) => {
    if ((event.target as HTMLInputElement | null)?.type === 'checkbox') void refresh(filtersOf(form), true);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void refresh(filtersOf(form), true);
  };
  const onClick = (event: MouseEvent) => {
    const clear = (event.target as Element | null)?.closest?.('.sw-loop-filter__clear');
    if (!clear || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    checkForm(form, []);
    void refresh([], true);
  };
  const onPopState = () => {
    const filters = readLoopFilters(window.location.search, widgetId, singleJoin);
    checkForm(form, filters);
    void refresh(filters, false);
  };

  window.history.replaceState(markedState(), '');
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  form.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  // The page as the server rendered it may no longer be what the address says: back or forward within
  // this document (after a reload too) before the code arrived, with no popstate listener yet. The
  // address wins, as onPopState would have had it. Otherwise boxes that differ from the address were
  // ticked by the visitor before the code arrived: take them up now (islands, docs/architecture.md).
  const addressed = readLoopFilters(window.location.search, widgetId, singleJoin);
  const offeredAddressed = offeredFilters(addressed, offeredBy(form));
  const ticked = filtersOf(form);
  if (!sameFilters(filtersOf(form, true), offeredAddressed)) {
    checkForm(form, addressed);
    void refresh(addressed, false);
  } else if (!sameFilters(ticked, offeredAddressed)) {
    void refresh(ticked, true);
  }
  return () => {
    form.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('click', onClick);
    window.removeEventListener('popstate', onPopState);
  };
}
