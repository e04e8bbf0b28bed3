/** The taxonomies of spec 001 §1: post categories and tags, product categories and tags, media folders. */
export const TERM_TAXONOMIES = [
  'category',
  'post_tag',
  'product_cat',
  'product_tag',
  'media_category',
] as const;
export type TermTaxonomy = (typeof TERM_TAXONOMIES)[number];
