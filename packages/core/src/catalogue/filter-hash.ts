/** spec 001 §2: grid filters deep-link with the hash `#filter:{term}`; `filter:all` means no filter. */
export const FILTER_HASH_PREFIX = '#filter:';
export const ALL_FILTER = 'all';

/** A term slug that may travel in a hash and a request: letters, digits, `-`, `_`, at most 100. */
const SAFE_TERM = /^[a-z0-9][a-z0-9_-]{0,99}$/;

export function isSafeTerm(term: string): boolean {
  return SAFE_TERM.test(term) && term !== ALL_FILTER;
}

/**
 * The filter a location hash asks for: a term slug, '' for `#filter:all`, or undefined when the hash
 * is not a filter link or names something that is not a safe term (it is then ignored, never sent).
 */
export function parseFilterHash(hash: string): string | undefined {
  if (!hash.startsWith(FILTER_HASH_PREFIX)) return undefined;
  let term: string;
  try {
    term = decodeURIComponent(hash.slice(FILTER_HASH_PREFIX.length)).trim().toLowerCase();
  } catch {
    return undefined;
  }
  if (term === ALL_FILTER) return '';
  return SAFE_TERM.test(term) ? term : undefined;
}

/** The hash for a filter: `#filter:{term}`, or `#filter:all` for none. */
export function formatFilterHash(term: string): string {
  return `${FILTER_HASH_PREFIX}${term && isSafeTerm(term) ? term : ALL_FILTER}`;
}
