import type { GridImageView, GridProductView } from './grid-items.ts';

/** A term an item carries, with the page that lists its taxonomy's items filtered to it (if any). */
export interface ItemTermView {
  slug: string;
  name: string;
  /** `/journal#filter:{slug}` for a post category; undefined when no grid filters by this taxonomy. */
  href?: string;
}

/**
 * One published, not password-protected item as its own page shows it (issue 11, single item pages).
 * Texts are plain; `contentHtml` is sanitised HTML.
 */
export interface CatalogueItemView {
  kind: 'post' | 'product' | 'media';
  slug: string;
  title: string;
  /** Plain text: the page's meta description. */
  excerpt: string;
  /** ISO date of publication. */
  publishedAt: string;
  author: string;
  /** Sanitised HTML (sanitised again when read, whatever the row holds). */
  contentHtml: string;
  /** The featured image (posts), the first gallery image (products), the picture itself (media). */
  image: GridImageView | null;
  /** Products: every gallery image after the first, in the owner's order. */
  gallery: GridImageView[];
  categories: ItemTermView[];
  tags: ItemTermView[];
  product?: GridProductView & { shortDescription: string };
  /** Media: the caption under the picture. */
  caption?: string;
  /** The item's id (issue 15: the wishlist and compare buttons of a product page). */
  id?: number;
}
