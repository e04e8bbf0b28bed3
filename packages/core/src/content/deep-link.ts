/** spec 001 §2: the tabs widget reads `active_tab`, the advanced accordion `active_panel` (both 1-based). */
export const ACTIVE_TAB_PARAMETER = 'active_tab';
export const ACTIVE_PANEL_PARAMETER = 'active_panel';

/**
 * The 0-based item a query asks to open (`?active_tab=2` → 1), or undefined when the query does not name
 * one of `count` items (missing, not a whole number, 0, past the last). Accepts a query string with or
 * without its `?`, or the parameters already parsed.
 */
export function openIndexFromQuery(
  query: string | URLSearchParams,
  parameter: string,
  count: number,
): number | undefined {
  const parameters = typeof query === 'string' ? new URLSearchParams(query) : query;
  const value = parameters.get(parameter);
  if (value === null || !/^\d{1,4}$/.test(value)) return undefined;
  const position = Number(value);
  return position >= 1 && position <= count ? position - 1 : undefined;
}

/**
 * The item a location hash points at (spec 001 §2: a hash or anchor on a header opens it): the index of
 * the first item one of whose ids equals the hash (without `#`, percent-decoded), else undefined.
 */
export function indexForHash(hash: string, idsPerItem: ReadonlyArray<readonly string[]>): number | undefined {
  let target = hash.startsWith('#') ? hash.slice(1) : hash;
  if (target === '') return undefined;
  try {
    target = decodeURIComponent(target);
  } catch {
    return undefined;
  }
  const index = idsPerItem.findIndex((ids) => ids.includes(target));
  return index < 0 ? undefined : index;
}
