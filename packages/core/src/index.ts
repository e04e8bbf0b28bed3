export * from './ajax/ajax-client.ts';
export * from './format/review-date.ts';
export * from './reviews/review-feed.ts';
export * from './reviews/rows.ts';
export * from './reviews/stars.ts';
export * from './store.ts';
