import {
  type ErrorCode,
  type LoadMoreRequest,
  type LoadMoreResponse,
  MAX_PAGE_SIZE,
  type ReviewAggregate,
} from '@site-widgets/contract';
import { formatIdList } from '@site-widgets/core';
import { createFacetsCache } from './facets.ts';
import { renderReviewRows } from './render.tsx';
import type { VisitorFilters } from './review-query.ts';
import { toView } from './review-record.ts';
import type { ReviewRepository, ReviewTotals } from './review-repository.ts';
import { createTotalsCache } from './totals-cache.ts';

export type LoadMoreOutcome =
  | { ok: true; response: LoadMoreResponse }
  | { ok: false; status: 400 | 404; code: ErrorCode; field: string; message: string };

export function aggregateOf(totals: ReviewTotals): ReviewAggregate {
  return {
    ratedCount: totals.ratedCount,
    average: totals.ratedCount ? Math.round((totals.scoreSum / totals.ratedCount) * 10) / 10 : 0,
  };
}

/** spec 000 §7 `wprp_load_more_revs` with the semantics of reviews-protocol.md. */
export function createLoadMoreService(repository: ReviewRepository) {
  const totalsCache = createTotalsCache(repository);
  const facetsOf = createFacetsCache(repository);

  return async function loadMore(request: LoadMoreRequest): Promise<LoadMoreOutcome> {
    const template = await repository.findTemplate(request.revid);
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

    const [rowsPlusOne, totals, facets] = await Promise.all([
      repository.findPage({ template, filters, sort, excludeIds: shownIds, offset, limit: pageSize + 1 }),
      totalsCache.get(template, filters),
      request.callnum === 0 ? facetsOf(template) : undefined,
    ]);
    const page = rowsPlusOne.slice(0, pageSize).map(toView);
    const newIds = page.map((review) => review.id);

    return {
      ok: true,
      response: {
        innerhtml: page.length ? renderReviewRows(page, request.onereview === 'yes' ? 1 : perRow) : '',
        totalreviewsnum: page.length,
        hideldbtn: rowsPlusOne.length > pageSize ? '' : 'yes',
        animateheight: template.animateHeight ? 'yes' : 'no',
        newnotinstring: formatIdList(pageClick ? newIds : [...shownIds, ...newIds]),
        callnum: request.callnum,
        clickedpnum: request.clickedpnum,
        lastslidenum: Math.ceil(totals.total / pageSize),
        totalreviewsindb: totals.total,
        reviewsperpage: pageSize,
        reviews: page,
        aggregate: aggregateOf(totals),
        ...(facets ? { facets } : {}),
      },
    };
  };
}

export type LoadMoreService = ReturnType<typeof createLoadMoreService>;
