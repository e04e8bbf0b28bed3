/** One term a grid can be filtered to, with how many visible items carry it. */
export interface GridTermView {
  slug: string;
  name: string;
  count: number;
}

/** A picture on a card: the rendition shown in the grid and the full file the lightbox opens. */
export interface GridImageView {
  src: string;
  full: string;
  alt: string;
  width: number;
  height: number;
}

export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

/** What a product card shows as text. Money in minor units of `currency`. */
export interface GridProductView {
  priceMinor: number;
  /** Set when the product is on sale (lower than the price). */
  salePriceMinor: number | null;
  currency: string;
  stockStatus: StockStatus;
  /** Units left, when the shop tracks them. */
  stockQuantity: number | null;
  /** In stock at or below the owner's low-stock threshold. */
  lowStock: boolean;
  productType: 'simple' | 'grouped';
  sku: string;
}

/** One item of a post, media or product grid, as the card renders it (server and browser alike). */
export interface GridItemView {
  id: number;
  title: string;
  /** The item's own page (`/journal/{slug}`, `/shop/{slug}`); media cards open the lightbox instead. */
  href?: string;
  /** Plain text (no markup). */
  excerpt: string;
  /** ISO date of publication. */
  publishedAt: string;
  author: string;
  image: GridImageView | null;
  /** The item's terms in the grid's taxonomy (filter classes). */
  terms: Array<{ slug: string; name: string }>;
  /** Media grids: the caption under the picture. */
  caption?: string;
  product?: GridProductView;
}
