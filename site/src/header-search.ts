import type { LiveSearchProps } from '@site-widgets/widgets/catalogue/live-search/settings.ts';

let headerSearch: LiveSearchProps | undefined;

/**
 * The live search in every page's header (issue 11 item 8). The server sets it once it knows the
 * demo's search widget record (its id and categories live in the database); until then, or on a site
 * without one, the header has no search box.
 */
export function setHeaderSearch(props: LiveSearchProps | undefined) {
  headerSearch = props;
}

export function getHeaderSearch(): LiveSearchProps | undefined {
  return headerSearch;
}
