import * as z from 'zod/mini';
import {
  idList,
  optionalChoice,
  optionalFilter,
  optionalText,
  optionalWholeNumber,
  yesNo,
} from '../fields.ts';
import { type ReviewView, SORT_ORDERS } from './review.ts';

export const LOAD_MORE_ACTION = 'wprp_load_more_revs';

/** Largest page a single answer may carry. */
export const MAX_PAGE_SIZE = 50;

/**
 * A text search's count stops past this many matches: `totalreviewsindb` = 1,001 then means "more
 * than 1,000", shown as "1,000+" (docs/api.md, "Search count bound").
 */
export const SEARCH_COUNT_CAP = 1000;

const languageCode = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;
const pageIdPattern = /^[\w.:-]{1,120}$/;

/**
 * `filterbar`: `yes` restarts the list at page 1 under new filters; `no` continues after `notinstring`.
 * The original slider sends `lastslide` when it reaches its last slide (meaning: continue, like `no`),
 * and older versions of its script send `undefined` for "not set".
 */
const filterBarFlag = z.pipe(
  z.transform((value: unknown) => {
    if (value === 'lastslide') return 'no';
    return value === '' || value === 'undefined' || value === null ? undefined : value;
  }),
  z.optional(z.enum(['yes', 'no'], 'must be one of: yes, no, lastslide')),
);

/** spec 000 §7: the fields of `wprp_load_more_revs`, as the original front end names them. */
export const loadMoreRequestSchema = z.object({
  perrow: optionalWholeNumber(1_000_000_000),
  nrows: optionalWholeNumber(1_000_000_000),
  callnum: z._default(optionalWholeNumber(1_000_000_000), 0),
  clickedpnum: z._default(optionalWholeNumber(1_000_000_000), 0),
  notinstring: idList,
  revid: z.pipe(
    z.string('is required').check(z.regex(/^\d{1,9}$/, 'must be a review template id')),
    z.transform(Number),
  ),
  onereview: yesNo,
  cpostid: optionalWholeNumber(1_000_000_000),
  shortcodepageid: optionalFilter(
    /^[\w.:-]{1,120}(,[\w.:-]{1,120}){0,49}$/,
    'must be a comma-separated list of page ids',
  ),
  shortcodelang: optionalFilter(languageCode, 'must be a language code'),
  shortcodetag: optionalText(100),
  textsearch: optionalText(200),
  textsort: optionalChoice(SORT_ORDERS),
  textrating: optionalFilter(/^[1-5]$/, 'must be a rating from 1 to 5'),
  textsource: optionalFilter(pageIdPattern, 'must be a source page id'),
  textlang: optionalFilter(languageCode, 'must be a language code'),
  textrtype: optionalFilter(/^[A-Za-z][\w .-]{0,39}$/, 'must be a platform name'),
  filterbar: filterBarFlag,
});

export type LoadMoreRequest = z.output<typeof loadMoreRequestSchema>;

/** Star average and count over what the list shows (see docs/api.md "Counting rule"). */
export interface ReviewAggregate {
  /** Reviews counted in the average: rated ones, and unrated recommendations as 5 (positive) or 2. */
  ratedCount: number;
  /** Average of those, rounded to one decimal; 0 when none. */
  average: number;
}

/** spec 000 §7: the keys the original front end reads, plus `reviews` for our own client. */
export interface LoadMoreResponse {
  innerhtml: string;
  totalreviewsnum: number;
  hideldbtn: '' | 'yes';
  animateheight: 'yes' | 'no';
  newnotinstring: string;
  callnum: number;
  clickedpnum: number;
  lastslidenum: number;
  totalreviewsindb: number;
  reviewsperpage: number;
  reviews: ReviewView[];
  aggregate: ReviewAggregate;
  /** Only on the first call of a list (`callnum` 0): what it can be filtered to. */
  facets?: ReviewFacets;
}

/** One value a list can be filtered to, with how many reviews have it and their average. */
export interface FacetValue {
  /** The value sent back as a filter (source page id, platform name or language code). */
  value: string;
  /** What a visitor reads (source page name; platform and language as they are). */
  label: string;
  count: number;
  /** Average on the 1–5 scale as in ReviewAggregate; 0 when none is rated. */
  average: number;
}

/** The values the filter bar and the source banner offer, over the template's visible reviews. */
export interface ReviewFacets {
  sources: FacetValue[];
  platforms: FacetValue[];
  languages: FacetValue[];
}
