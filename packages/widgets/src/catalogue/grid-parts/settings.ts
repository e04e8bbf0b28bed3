import { GRID_WIDGET_ID_KEY, type GridKind } from '@site-widgets/contract/catalogue/grid-actions.ts';
import type {
  GridAnimation,
  GridAttributes,
  GridFilterAnimation,
  GridLayout,
  GridPaginationType,
} from '@site-widgets/contract/catalogue/grid-attributes.ts';
import type { GridItemView, GridTermView } from '@site-widgets/contract/catalogue/grid-items.ts';
import { gridColumns } from '@site-widgets/core/catalogue/grid-columns.ts';

/** spec 001 §8: what load-more does in the page builder's editor. */
export const EDITOR_LOAD_MORE_ALERT =
  'Load More is Disabled in the Editor! Please Preview this Page to see it in action';
export const EDITOR_LIGHTBOX_ALERT =
  'Lightbox is Disabled in the Editor! Please Preview this Page to see it in action.';

/** How one grid looks and pages: its data attributes with every default applied. */
export interface GridDisplaySettings {
  kind: GridKind;
  /** The owner's stored grid (catalogue_widgets id): the query lives there. */
  widgetId: number;
  label: string;
  layout: GridLayout;
  columns: { desktop: number; tablet: number; mobile: number };
  gutters: { desktop: number; tablet: number; mobile: number };
  mediaAlign: 'left' | 'right';
  mediaWidth: number;
  mediaDistance: number;
  paginationType: GridPaginationType;
  /** 0 = no limit beyond the owner's. */
  maxPages: number;
  filters: boolean;
  filtersCount: boolean;
  filtersLinkable: boolean;
  deeplinking: boolean;
  filtersHideEmpty: boolean;
  filtersDefaultFilter: string;
  filtersAnimation: GridFilterAnimation;
  animation: GridAnimation;
  animationDelay: number;
  animationDuration: number;
  stickLastElementToBottom: boolean;
  lightbox: boolean;
  /** A text box above the grid narrows it (issue 11 item 6); its label. */
  search: boolean;
  searchLabel: string;
  /** From the owner's record: the taxonomy filters use, and the page size. */
  taxonomy: string;
  perPage: number;
}

export interface GridProps {
  settings: GridDisplaySettings;
  initial: {
    items: GridItemView[];
    queryFound: number;
    /** The filter the first page was read with ('' = all). */
    filter: string;
    terms: GridTermView[];
  };
}

const DEFAULT_LABELS: Record<GridKind, string> = {
  'post-grid': 'Journal',
  'media-grid': 'Gallery',
  'product-grid': 'Products',
};

/** Display settings from parsed attributes and the owner's taxonomy and page size. */
export function gridDisplaySettings(
  kind: GridKind,
  attributes: Partial<GridAttributes> & { grid: number },
  owner: { taxonomy: string; perPage: number },
): GridDisplaySettings {
  return {
    kind,
    widgetId: attributes.grid,
    label: attributes.label ?? DEFAULT_LABELS[kind],
    layout: attributes.layout ?? 'fitRows',
    columns: {
      desktop: gridColumns(attributes.columnsDesktop, 'desktop'),
      tablet: gridColumns(attributes.columnsTablet, 'tablet'),
      mobile: gridColumns(attributes.columnsMobile, 'mobile'),
    },
    gutters: {
      desktop: attributes.gutterDesktop ?? 20,
      tablet: attributes.gutterTablet ?? 20,
      mobile: attributes.gutterMobile ?? 16,
    },
    mediaAlign: attributes.mediaAlign ?? 'left',
    mediaWidth: attributes.mediaWidth ?? 40,
    mediaDistance: attributes.mediaDistance ?? 20,
    paginationType: attributes.paginationType ?? 'load-more',
    maxPages: attributes.paginationMaxPages ?? 0,
    filters: attributes.filters ?? false,
    filtersCount: attributes.filtersCount ?? false,
    filtersLinkable: attributes.filtersLinkable ?? false,
    deeplinking: attributes.deeplinking ?? false,
    filtersHideEmpty: attributes.filtersHideEmpty ?? false,
    filtersDefaultFilter: attributes.filtersDefaultFilter ?? '',
    filtersAnimation: attributes.filtersAnimation ?? 'none',
    animation: attributes.animation ?? 'none',
    animationDelay: attributes.animationDelay ?? 0,
    animationDuration: attributes.animationDuration ?? 400,
    stickLastElementToBottom: attributes.stickLastElementToBottom ?? false,
    lightbox: kind === 'media-grid' && (attributes.lightbox ?? true),
    search: attributes.search ?? false,
    searchLabel:
      attributes.searchLabel ?? `Search ${(attributes.label ?? DEFAULT_LABELS[kind]).toLowerCase()}`,
    taxonomy: owner.taxonomy,
    perPage: owner.perPage,
  };
}

/** The `grid_settings` text every call of this grid carries: only the widget id. */
export function gridSettingsText(widgetId: number): string {
  return JSON.stringify({ [GRID_WIDGET_ID_KEY]: widgetId });
}

/** The data attributes (without `data-`) that place a grid with these settings. */
export function gridAttributes(settings: GridDisplaySettings): Record<string, string> {
  const yes = (value: boolean) => (value ? 'yes' : 'no');
  const attributes: Record<string, string> = {
    grid: String(settings.widgetId),
    label: settings.label,
    layout: settings.layout,
    'columns-desktop': String(settings.columns.desktop),
    'columns-tablet': String(settings.columns.tablet),
    'columns-mobile': String(settings.columns.mobile),
    'pagination-type': settings.paginationType,
    'gutter-desktop': String(settings.gutters.desktop),
    'gutter-tablet': String(settings.gutters.tablet),
    'gutter-mobile': String(settings.gutters.mobile),
    filters: yes(settings.filters),
  };
  if (settings.layout === 'list') {
    attributes['media-align'] = settings.mediaAlign;
    attributes['media-width'] = String(settings.mediaWidth);
    attributes['media-distance'] = String(settings.mediaDistance);
  }
  if (settings.maxPages > 0) attributes['pagination-max-pages'] = String(settings.maxPages);
  if (settings.filters) {
    attributes['filters-count'] = yes(settings.filtersCount);
    attributes['filters-hide-empty'] = yes(settings.filtersHideEmpty);
    attributes.deeplinking = yes(settings.deeplinking);
    attributes['filters-linkable'] = yes(settings.filtersLinkable);
    if (settings.filtersDefaultFilter) attributes['filters-default-filter'] = settings.filtersDefaultFilter;
    if (settings.filtersAnimation !== 'none') attributes['filters-animation'] = settings.filtersAnimation;
  }
  if (settings.animation !== 'none') {
    attributes.animation = settings.animation;
    attributes['animation-delay'] = String(settings.animationDelay);
    attributes['animation-duration'] = String(settings.animationDuration);
  }
  if (settings.stickLastElementToBottom) attributes['stick-last-element-to-bottom'] = 'yes';
  if (settings.kind === 'media-grid') attributes.lightbox = yes(settings.lightbox);
  if (settings.search) {
    attributes.search = 'yes';
    attributes['search-label'] = settings.searchLabel;
  }
  return attributes;
}
