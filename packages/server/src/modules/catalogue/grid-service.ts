import {
  GRID_CONTENT_KIND,
  type GridItemView,
  type GridKind,
  type GridOwnerSettings,
  type GridRequest,
  type GridTermView,
  gridOwnerSettingsSchema,
} from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { queryWords } from '../../db/full-text.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { CatalogueWidgetRepository } from './catalogue-widget-repository.ts';
import { createGridRepository } from './grid-repository.ts';
import { termCounts } from './term-counts.ts';

export interface GridPage {
  owner: GridOwnerSettings;
  /** The filter applied ('' = all). */
  filter: string;
  items: GridItemView[];
  /** Visible items under the filter, at most max pages × page size. */
  queryFound: number;
  pageCount: number;
  /** Only for a first page (offset 0): the filter buttons. */
  terms?: GridTermView[];
}

export type GridOutcome = { ok: true; page: GridPage } | { ok: false; message: string };

/**
 * The grid's query lives here, not in the browser (issue 11 item 5): the widget id in `grid_settings`
 * loads the owner's record; the browser picks only the offset and one of the terms the owner allows.
 * A filter outside them (another taxonomy, a term the owner left out) gives an empty page, never
 * another taxonomy's items.
 */
export function createGridService(
  db: Kysely<DatabaseSchema>,
  widgets: CatalogueWidgetRepository,
  dialect: DialectName,
) {
  const repository = createGridRepository(db, dialect);

  async function ownerSettings(kind: GridKind, id: number): Promise<GridOwnerSettings | undefined> {
    const record = await widgets.find(id);
    const parsed = gridOwnerSettingsSchema.safeParse(record?.settings);
    return parsed.success && parsed.data.kind === kind ? parsed.data : undefined;
  }

  async function termsOf(owner: GridOwnerSettings): Promise<GridTermView[]> {
    const counted = await termCounts(db, GRID_CONTENT_KIND[owner.kind], owner.taxonomy);
    const allowed = owner.terms.length > 0 ? new Set(owner.terms) : undefined;
    return counted
      .filter((term) => !allowed || allowed.has(term.slug))
      .map((term) => ({ slug: term.slug, name: term.name, count: term.count }));
  }

  return {
    ownerSettings,

    /** One page (or only the count) of a grid for a visitor's request. */
    async read(kind: GridKind, request: GridRequest, withItems: boolean): Promise<GridOutcome> {
      const owner = await ownerSettings(kind, request.grid_settings);
      if (!owner) return { ok: false, message: `no ${kind} has the id ${request.grid_settings}` };
      return { ok: true, page: await readPage(owner, request, withItems) };
    },

    /** The first page of a grid the server renders into a page. */
    async firstPage(kind: GridKind, id: number, filter = ''): Promise<GridPage | undefined> {
      const owner = await ownerSettings(kind, id);
      if (!owner) return undefined;
      return readPage(owner, { grid_settings: id, wpr_filter: filter || undefined } as GridRequest, true);
    },
  };

  async function readPage(
    owner: GridOwnerSettings,
    request: GridRequest,
    withItems: boolean,
  ): Promise<GridPage> {
    const perPage = owner.postsPerPage;
    const offset = request.wpr_offset ?? request.wpr_item_length ?? 0;
    const filter = request.wpr_filter ?? '';
    const cap = owner.maxPages > 0 ? owner.maxPages * perPage : Number.POSITIVE_INFINITY;
    const terms = withItems && offset === 0 ? await termsOf(owner) : undefined;
    const allowed =
      (request.wpr_taxonomy === undefined || request.wpr_taxonomy === owner.taxonomy) &&
      (filter === '' || owner.terms.length === 0 || owner.terms.includes(filter));
    if (!allowed) return { owner, filter, items: [], queryFound: 0, pageCount: 0, terms };
    // The visitor's text narrows the owner's query through the full-text index; no words = no text filter.
    const words = queryWords(request.wpr_search ?? '');
    const total = await repository.count({ owner, filter, words });
    const queryFound = Math.min(total, cap);
    const limit = Math.max(0, Math.min(perPage, queryFound - offset));
    const items =
      withItems && limit > 0 ? await repository.page({ owner, filter, offset, limit, words }) : [];
    return { owner, filter, items, queryFound, pageCount: Math.ceil(queryFound / perPage), terms };
  }
}

export type GridService = ReturnType<typeof createGridService>;
