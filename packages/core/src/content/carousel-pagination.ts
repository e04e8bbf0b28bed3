/**
 * What a carousel shows under its slides besides the dots (spec 001 §3 "pagination and type"): nothing,
 * the "2 / 7" counter, or a bar filled to the stop shown. Dots are the navigation setting's.
 */
export type CarouselPaginationView = 'none' | 'fraction' | 'progress';

/** `stop` (0-based) of `stops` as the counter shows it: "2 / 7". */
export function paginationFraction(stop: number, stops: number): string {
  const total = Math.max(1, Math.floor(stops));
  const current = Math.min(total, Math.max(1, Math.floor(stop) + 1));
  return `${current} / ${total}`;
}

/**
 * How full the progress bar is at `stop` (0-based) of `stops`, from 0 to 1: the first stop of seven
 * fills a seventh, the last fills it all (as Swiper's progressbar pagination).
 */
export function paginationProgress(stop: number, stops: number): number {
  const total = Math.max(1, Math.floor(stops));
  const current = Math.min(total, Math.max(1, Math.floor(stop) + 1));
  return current / total;
}
