import {
  GRID_CONTENT_KIND,
  type GridItemView,
  type GridOwnerSettings,
  type LoopGridOwnerSettings,
  loopGridOwnerSettingsSchema,
  MAX_LOOP_PAGE,
} from '@site-widgets/contract';
import type { TaxonomyFilter } from '@site-widgets/core/builder/loop-filter-url.ts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { CatalogueWidgetRepository } from '../catalogue/catalogue-widget-repository.ts';
import { createGridRepository } from '../catalogue/grid-repository.ts';
import { termCounts } from '../catalogue/term-counts.ts';

/** A term the filter bar offers, with its count of visible items. */
export interface LoopTermOption {
  slug: string;
  name: string;
  count: number;
}

export interface LoopPage {
  items: GridItemView[];
  /** Visible items under the filters, at most max pages × page size. */
  total: number;
  page: number;
  pageCount: number;
}

export type LoopFiltersOutcome =
  | { ok: true; filters: TaxonomyFilter[] }
  | { ok: false; taxonomy: string; message: string };

/**
 * The loop grid's query is the owner's (issue 14 item 6): the widget id loads the record; a request
 * only chooses terms of the owner's taxonomies that exist, and a page. Content kind, visibility
 * (published, no password), order and page size come from the record, through the catalogue grid's
 * repository, so a loop and a grid of the same content show the same items.
 */
export function createLoopGridService(
  db: Kysely<DatabaseSchema>,
  widgets: CatalogueWidgetRepository,
  dialect: DialectName,
) {
  const repository = createGridRepository(db, dialect);

  /** The grid repository's view of a loop: its kind, the first taxonomy for the cards, no term limit. */
  const gridOwner = (owner: LoopGridOwnerSettings): GridOwnerSettings => ({
    kind: owner.source,
    taxonomy: owner.taxonomies[0] ?? 'category',
    terms: [],
    order: owner.order,
    postsPerPage: owner.postsPerPage,
    maxPages: owner.maxPages,
  });

  return {
    async owner(widgetId: string | number): Promise<LoopGridOwnerSettings | undefined> {
      const id = Number(widgetId);
      if (!Number.isSafeInteger(id) || id < 1) return undefined;
      const parsed = loopGridOwnerSettingsSchema.safeParse((await widgets.find(id))?.settings);
      return parsed.success ? parsed.data : undefined;
    },

    /**
     * The filters a request may apply: each taxonomy must be one the owner allows (else the request is
     * refused, naming it); terms that do not exist in it are dropped, and a filter left with none
     * applies nothing.
     */
    async allowedFilters(
      owner: LoopGridOwnerSettings,
      filters: readonly TaxonomyFilter[],
    ): Promise<LoopFiltersOutcome> {
      const refused = filters.find((filter) => !owner.taxonomies.includes(filter.taxonomy));
      if (refused) {
        return {
          ok: false,
          taxonomy: refused.taxonomy,
          message: `${refused.taxonomy} is not a filter of this loop`,
        };
      }
      const wanted = filters.flatMap((filter) => filter.terms);
      if (wanted.length === 0) return { ok: true, filters: [] };
      const existing = await repository.existingTerms(
        [...new Set(filters.map((filter) => filter.taxonomy))],
        [...new Set(wanted)],
      );
      const known = new Set(existing.map((row) => `${row.taxonomy}\u0000${row.slug}`));
      const kept = filters
        .map((filter) => ({
          ...filter,
          terms: filter.terms.filter((term) => known.has(`${filter.taxonomy}\u0000${term}`)),
        }))
        .filter((filter) => filter.terms.length > 0);
      return { ok: true, filters: kept };
    },

    /** One page of the loop under allowed filters; a page past the last answers no items. */
    async page(
      owner: LoopGridOwnerSettings,
      filters: readonly TaxonomyFilter[],
      page: number,
    ): Promise<LoopPage> {
      const grid = gridOwner(owner);
      const perPage = owner.postsPerPage;
      const wanted = Math.min(Math.max(1, Math.trunc(page) || 1), MAX_LOOP_PAGE);
      const cap = owner.maxPages > 0 ? owner.maxPages * perPage : Number.POSITIVE_INFINITY;
      const query = { owner: grid, filter: '', termFilters: filters };
      const total = Math.min(await repository.count(query), cap);
      const offset = (wanted - 1) * perPage;
      const limit = Math.max(0, Math.min(perPage, total - offset));
      const items = limit > 0 ? await repository.page({ ...query, offset, limit }) : [];
      return { items, total, page: wanted, pageCount: Math.ceil(total / perPage) };
    },

    /** The filter bar's options: each allowed taxonomy's terms with their counts of visible items. */
    async options(
      owner: LoopGridOwnerSettings,
    ): Promise<Array<{ taxonomy: string; terms: LoopTermOption[] }>> {
      const kind = GRID_CONTENT_KIND[owner.source];
      const result = [];
      for (const taxonomy of owner.taxonomies) {
        const counted = await termCounts(db, kind, taxonomy);
        result.push({
          taxonomy,
          terms: counted.map((term) => ({ slug: term.slug, name: term.name, count: term.count })),
        });
      }
      return result;
    },
  };
}

export type LoopGridService = ReturnType<typeof createLoopGridService>;
