export * from './ajax.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './page-vars.ts';
export * from './reviews/load-more.ts';
export * from './reviews/review.ts';
export * from './reviews/review-list-attributes.ts';
export * from './widgets.ts';
