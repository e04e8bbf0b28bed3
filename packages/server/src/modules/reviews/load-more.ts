import {
  type ErrorCode,
  type LoadMoreRequest,
  type LoadMoreResponse,
  MAX_PAGE_SIZE,
  type ReviewAggregate,
  type ReviewFacets,
  type ReviewTemplate,
} from '@site-widgets/contract';
import { formatIdList } from '@site-widgets/core';
import { facetsFromRows } from './facets.ts';
import { renderReviewRows } from './render.tsx';
import type { VisitorFilters } from './review-query.ts';
import type { PublicRow } from './review-record.ts';
import { toView } from './review-record.ts';
import type { ReviewRepository, ReviewTotals } from './review-repository.ts';
import { createRevisionCache } from './revision-cache.ts';

export type LoadMoreOutcome =
  /** `body` is `response` serialised; its page part is serialised once per revision, not per call. */
  | { ok: true; response: LoadMoreResponse; body: string }
  | { ok: false; status: 400 | 404; code: ErrorCode; field: string; message: string };

export function aggregateOf(totals: ReviewTotals): ReviewAggregate {
  return {
    ratedCount: totals.ratedCount,
    average: totals.ratedCount ? Math.round((totals.scoreSum / totals.ratedCount) * 10) / 10 : 0,
  };
}

/** The parts of an answer that depend on the data, not on the call's echo fields. */
type Page = Omit<LoadMoreResponse, 'callnum' | 'clickedpnum' | 'facets'>;

/** A page and its JSON without the closing brace, so the echo fields can be appended per call. */
interface SerialisedPage {
  page: Page;
  open: string;
}

function serialise(page: Page): SerialisedPage {
  return { page, open: JSON.stringify(page).slice(0, -1) };
}

/** The ids a list shows, as an array to draw from and a set to test membership. */
interface IdPool {
  ids: number[];
  members: Set<number>;
}

/**
 * Picks up to `count` ids at random from the pool, leaving out `shown` (random order without
 * repeats). Draws by index and rejects repeats while most of the pool is left, so a call costs
 * O(count), not O(pool); near the end it filters what is left instead.
 */
function sample(pool: IdPool, shown: ReadonlySet<number>, count: number): { picked: number[]; left: number } {
  let shownInPool = 0;
  for (const id of shown) if (pool.members.has(id)) shownInPool++;
  const available = pool.ids.length - shownInPool;
  const picked: number[] = [];
  if (available > count * 4) {
    const taken = new Set<number>();
    while (picked.length < count) {
      const id = pool.ids[Math.floor(Math.random() * pool.ids.length)] as number;
      if (shown.has(id) || taken.has(id)) continue;
      taken.add(id);
      picked.push(id);
    }
  } else {
    const rest = pool.ids.filter((id) => !shown.has(id));
    for (let i = 0; i < count && i < rest.length; i++) {
      const j = i + Math.floor(Math.random() * (rest.length - i));
      [rest[i], rest[j]] = [rest[j] as number, rest[i] as number];
      picked.push(rest[i] as number);
    }
  }
  return { picked, left: available - picked.length };
}

/** Byte bounds of the load-more caches (docs/operations.md "Security › Limits"). */
export interface LoadMoreCacheBytes {
  templates: number;
  totals: number;
  facets: number;
  pages: number;
  randomPools: number;
}

const MB = 1024 * 1024;
export const DEFAULT_CACHE_BYTES: LoadMoreCacheBytes = {
  templates: 1 * MB,
  totals: 4 * MB,
  facets: 4 * MB,
  pages: 64 * MB,
  randomPools: 32 * MB,
};

/**
 * Pages further than this many pages into a load-more sequence are not cached: their key is the
 * visitor's own `notinstring`, which few others will send again (and random order is never cached).
 */
export const CACHED_LOAD_MORE_PAGES = 3;

/**
 * spec 000 §7 `wprp_load_more_revs` with the semantics of reviews-protocol.md. Reads are served from
 * caches keyed by the reviews revision (exact across instances): templates, totals, facets, whole
 * pages, and for random order the list of matching ids, sampled in memory instead of sorting the
 * table by random() on every call.
 */
export function createLoadMoreService(
  repository: ReviewRepository,
  cacheBytes: LoadMoreCacheBytes = DEFAULT_CACHE_BYTES,
) {
  const templates = createRevisionCache<ReviewTemplate | undefined>({
    maxBytes: cacheBytes.templates,
    weigh: (template) => (template ? 2 * JSON.stringify(template).length : 16),
  });
  const totals = createRevisionCache<ReviewTotals>({ maxBytes: cacheBytes.totals, weigh: () => 200 });
  const facets = createRevisionCache<ReviewFacets>({
    maxBytes: cacheBytes.facets,
    weigh: (value) => 4 * JSON.stringify(value).length,
  });
  // The page object and its JSON text: about twice the text's 2 bytes a character.
  const pages = createRevisionCache<SerialisedPage>({
    maxBytes: cacheBytes.pages,
    weigh: (value) => 4 * value.open.length,
  });
  // An id array plus a Set of the same ids: about 48 bytes an id in V8.
  const matching = createRevisionCache<IdPool>({
    maxBytes: cacheBytes.randomPools,
    weigh: (pool) => 48 * pool.ids.length,
  });

  const caches = [templates, totals, facets, pages, matching];
  return Object.assign(loadMore, {
    /** Bytes the caches hold now (keys and weighed values). */
    cachedBytes: () => caches.reduce((sum, cache) => sum + cache.bytes(), 0),
  });

  async function loadMore(request: LoadMoreRequest): Promise<LoadMoreOutcome> {
    const revision = await repository.revision();
    const template = await templates.get(String(request.revid), revision, () =>
      repository.findTemplate(request.revid),
    );
    if (!template) {
      return {
        ok: false,
        status: 404,
        code: 'SW_UNKNOWN_TEMPLATE',
        field: 'revid',
        message: `review template ${request.revid} does not exist`,
      };
    }
    const perRow = request.perrow ?? template.perRow;
    const rows = request.nrows ?? template.rows;
    const pageSize = request.onereview === 'yes' ? 1 : perRow * rows;
    if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      return {
        ok: false,
        status: 400,
        code: 'SW_BAD_PAGE_SIZE',
        field: perRow < 1 || perRow > MAX_PAGE_SIZE ? 'perrow' : 'nrows',
        message: `perrow × nrows must be between 1 and ${MAX_PAGE_SIZE}, got ${pageSize}`,
      };
    }

    const filters: VisitorFilters = {
      search: request.textsearch,
      rating: request.textrating === undefined ? undefined : Number(request.textrating),
      language: request.textlang ?? request.shortcodelang,
      sourcePageId: request.textsource,
      platform: request.textrtype,
      pageIds: request.shortcodepageid?.split(','),
      tag: request.shortcodetag,
    };
    const sort = request.textsort ?? template.sortOrder;

    // A page-number click asks for that page (offset paging); load-more, endless scroll and sliders ask
    // for "the next reviews not yet shown" (NOT-IN paging), which keeps random order free of repeats.
    const pageClick = request.clickedpnum > 0;
    const resetShown =
      (request.clickedpnum === 1 && request.filterbar !== 'no') || request.filterbar === 'yes';
    const shownIds = pageClick || resetShown ? [] : request.notinstring;
    const offset = pageClick ? (request.clickedpnum - 1) * pageSize : 0;
    const cardsPerRow = request.onereview === 'yes' ? 1 : perRow;
    const filterKey = JSON.stringify([template.id, filters]);

    const computePage = async (): Promise<Page> => {
      const counted = await totals.get(filterKey, revision, () => repository.totals(template, filters));
      let found: PublicRow[];
      let more: boolean;
      if (sort === 'random') {
        const pool = await matching.get(filterKey, revision, async () => {
          const ids = await repository.matchingIds(template, filters);
          return { ids, members: new Set(ids) };
        });
        if (offset >= pool.ids.length) {
          // A page number past the last page (random order has no fixed pages): an empty page.
          found = [];
          more = false;
        } else {
          const { picked, left } = sample(pool, new Set(shownIds), pageSize);
          found = await repository.findByIds(picked);
          more = left > 0;
        }
      } else {
        const rowsPlusOne = await repository.findPage({
          template,
          filters,
          sort,
          excludeIds: shownIds,
          offset,
          limit: pageSize + 1,
        });
        found = rowsPlusOne.slice(0, pageSize);
        more = rowsPlusOne.length > pageSize;
      }
      const page = found.map(toView);
      const newIds = page.map((review) => review.id);
      return {
        innerhtml: page.length ? renderReviewRows(page, cardsPerRow) : '',
        totalreviewsnum: page.length,
        hideldbtn: more ? '' : 'yes',
        animateheight: template.animateHeight ? 'yes' : 'no',
        newnotinstring: formatIdList(pageClick ? newIds : [...shownIds, ...newIds]),
        lastslidenum: Math.ceil(counted.total / pageSize),
        totalreviewsindb: counted.total,
        reviewsperpage: pageSize,
        reviews: page,
        aggregate: aggregateOf(counted),
      };
    };

    // Random pages differ on every call; the first pages of every other order are the same for everyone
    // until a write.
    const shared = sort !== 'random' && shownIds.length <= CACHED_LOAD_MORE_PAGES * pageSize;
    const { page, open } = !shared
      ? serialise(await computePage())
      : await pages.get(
          JSON.stringify([filterKey, sort, pageSize, cardsPerRow, offset, shownIds]),
          revision,
          async () => serialise(await computePage()),
        );
    const listFacets =
      request.callnum === 0
        ? await facets.get(String(template.id), revision, async () =>
            facetsFromRows(await repository.facetRows(template)),
          )
        : undefined;

    return {
      ok: true,
      response: {
        ...page,
        callnum: request.callnum,
        clickedpnum: request.clickedpnum,
        ...(listFacets ? { facets: listFacets } : {}),
      },
      body: `${open},"callnum":${request.callnum},"clickedpnum":${request.clickedpnum}${listFacets ? `,"facets":${JSON.stringify(listFacets)}` : ''}}`,
    };
  }
}

export type LoadMoreService = ReturnType<typeof createLoadMoreService>;
