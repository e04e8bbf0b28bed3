import type { LoadMoreRequest, LoadMoreResponse } from '@site-widgets/contract';
import type { LoadMoreService } from '../reviews/load-more.ts';

/** A load-more request with nothing set: the first page of a template, as a page's first render asks. */
function firstPageRequest(templateId: number, perRow: number, rows: number, pageId: number): LoadMoreRequest {
  return {
    revid: templateId,
    perrow: perRow,
    nrows: rows,
    callnum: 0,
    clickedpnum: 0,
    notinstring: [],
    onereview: undefined,
    cpostid: pageId,
    shortcodepageid: undefined,
    shortcodelang: undefined,
    shortcodetag: undefined,
    textsearch: undefined,
    textsort: undefined,
    textrating: undefined,
    textsource: undefined,
    textlang: undefined,
    textrtype: undefined,
    filterbar: undefined,
  };
}

/**
 * The first page of a template for server rendering, through the same service the ajax call uses, so
 * what the page shows and what the widget then loads can never disagree.
 */
export async function firstPage(
  loadMore: LoadMoreService,
  templateId: number,
  perRow: number,
  rows: number,
  pageId: number,
): Promise<LoadMoreResponse> {
  const outcome = await loadMore(firstPageRequest(templateId, perRow, rows, pageId));
  if (!outcome.ok) throw new Error(`first page of review template ${templateId}: ${outcome.message}`);
  return outcome.response;
}

/** The `initial` props of a review widget from a first page. */
export function initialFrom(answer: LoadMoreResponse) {
  return {
    reviews: answer.reviews,
    hasMore: answer.hideldbtn !== 'yes',
    totalInDb: answer.totalreviewsindb,
    aggregate: answer.aggregate,
    facets: answer.facets,
  };
}
