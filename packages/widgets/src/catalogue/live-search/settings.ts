import type { LiveSearchAttributes } from '@site-widgets/contract/catalogue/search-attributes.ts';

/** What a live-search box shows and asks for, with every default applied (docs/embed.md). */
export interface LiveSearchSettings {
  searchId: number;
  postType?: 'post' | 'page' | 'product' | 'attachment';
  taxonomy?: string;
  results: number;
  description: boolean;
  words: number;
  thumbnails: boolean;
  price: boolean;
  viewResults: boolean;
  viewResultsText: string;
  noResults: string;
  excludeWithoutThumbnail: boolean;
  linkTarget: '_self' | '_blank';
  passwordProtected: boolean;
  attachments: boolean;
  label: string;
  placeholder: string;
  /** The no-JavaScript form's action (the owner's results page). */
  resultsPath: string;
}

export interface LiveSearchProps {
  settings: LiveSearchSettings;
  /** The categories the owner offers (empty: no category choice). */
  categories: Array<{ slug: string; name: string }>;
  /** The keyword already searched (the results page's own box). */
  initialKeyword?: string;
}

export function liveSearchSettings(
  attributes: LiveSearchAttributes,
  resultsPath = '/search',
): LiveSearchSettings {
  return {
    searchId: attributes.searchId,
    postType: attributes.postType,
    taxonomy: attributes.taxonomy,
    results: attributes.results ?? 5,
    description: attributes.description ?? true,
    words: attributes.words ?? 15,
    thumbnails: attributes.thumbnails ?? true,
    price: attributes.price ?? true,
    viewResults: attributes.viewResults ?? true,
    viewResultsText: attributes.viewResultsText ?? 'View all results',
    noResults: attributes.noResults ?? 'No results found',
    excludeWithoutThumbnail: attributes.excludeWithoutThumbnail ?? false,
    linkTarget: attributes.linkTarget ?? '_self',
    passwordProtected: attributes.passwordProtected ?? false,
    attachments: attributes.attachments ?? false,
    label: attributes.label ?? 'Search the site',
    placeholder: attributes.placeholder ?? 'Search…',
    resultsPath,
  };
}

/** The data attributes (without `data-`) that place a box with these settings. */
export function liveSearchAttributes(settings: LiveSearchSettings): Record<string, string> {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  const attributes: Record<string, string> = {
    'search-id': String(settings.searchId),
    results: String(settings.results),
    description: yesNo(settings.description),
    words: String(settings.words),
    thumbnails: yesNo(settings.thumbnails),
    price: yesNo(settings.price),
    'view-results': yesNo(settings.viewResults),
    'view-results-text': settings.viewResultsText,
    'no-results': settings.noResults,
    'exclude-without-thumbnail': yesNo(settings.excludeWithoutThumbnail),
    'link-target': settings.linkTarget,
    'password-protected': yesNo(settings.passwordProtected),
    attachments: yesNo(settings.attachments),
    label: settings.label,
    placeholder: settings.placeholder,
  };
  if (settings.postType) attributes['post-type'] = settings.postType;
  if (settings.taxonomy) attributes.taxonomy = settings.taxonomy;
  return attributes;
}

/** spec 001 §7: every `wpr_data_fetch` field but the keyword, category and offset, from the settings. */
export function dataFetchFields(settings: LiveSearchSettings): Record<string, string> {
  const flag = (value: boolean) => (value ? 'yes' : '');
  return {
    sw_search_widget: String(settings.searchId),
    wpr_query_type: settings.postType ? 'custom' : 'all',
    wpr_option_post_type: settings.postType ?? '',
    wpr_taxonomy_type: settings.taxonomy ?? '',
    wpr_number_of_results: String(settings.results),
    wpr_show_description: flag(settings.description),
    wpr_number_of_words: String(settings.words),
    wpr_show_ajax_thumbnail: flag(settings.thumbnails),
    wpr_show_product_price: flag(settings.price),
    wpr_show_view_result_btn: flag(settings.viewResults),
    wpr_view_result_text: settings.viewResultsText,
    wpr_no_results: settings.noResults,
    wpr_exclude_without_thumb: flag(settings.excludeWithoutThumbnail),
    wpr_ajax_search_link_target: settings.linkTarget,
    wpr_show_ps_pt: flag(settings.passwordProtected),
    wpr_show_attachments: flag(settings.attachments),
  };
}
