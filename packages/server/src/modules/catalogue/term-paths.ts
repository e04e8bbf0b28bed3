import { slugify } from './slug.ts';
import type { TermTaxonomy } from './terms.ts';

/** Import columns holding terms, and the taxonomy each fills. */
export const TERM_COLUMNS = [
  'categories',
  'tags',
  'productCategories',
  'productTags',
  'mediaCategories',
] as const;
export type TermColumn = (typeof TERM_COLUMNS)[number];

export const TAXONOMY_OF_COLUMN: Record<TermColumn, TermTaxonomy> = {
  categories: 'category',
  tags: 'post_tag',
  productCategories: 'product_cat',
  productTags: 'product_tag',
  mediaCategories: 'media_category',
};

const HIERARCHICAL = new Set<TermTaxonomy>(['category', 'product_cat', 'media_category']);

/** Categories nest to 4 levels (spec 001 §1: depth 0–3). */
export const MAX_TERM_DEPTH = 4;

export interface TermSegment {
  slug: string;
  name: string;
}

/** One term an item carries, with its ancestors first: `Coffee > Brewing > Pour-over`. */
export interface TermPath {
  taxonomy: TermTaxonomy;
  segments: TermSegment[];
}

/**
 * Term columns as written: paths separated by `|`, a path's levels by `>` (WordPress's CSV habit):
 * `Coffee > Brewing guides|News`. A level's slug is made from its name. Tags are flat.
 */
export function parseTermPaths(
  columns: Record<TermColumn, string>,
): { ok: true; paths: TermPath[] } | { ok: false; message: string } {
  const paths: TermPath[] = [];
  for (const column of TERM_COLUMNS) {
    const taxonomy = TAXONOMY_OF_COLUMN[column];
    for (const written of columns[column].split('|')) {
      if (!written.trim()) continue;
      const names = written.split('>').map((name) => name.trim());
      if (names.length > MAX_TERM_DEPTH)
        return {
          ok: false,
          message: `${column}: "${written.trim()}" nests deeper than ${MAX_TERM_DEPTH} levels`,
        };
      if (names.length > 1 && !HIERARCHICAL.has(taxonomy))
        return { ok: false, message: `${column}: tags do not nest` };
      const segments = names.map((name) => ({ name: name.slice(0, 200), slug: slugify(name) }));
      if (segments.some((segment) => !segment.slug))
        return { ok: false, message: `${column}: "${written.trim()}" has an empty level` };
      paths.push({ taxonomy, segments });
    }
  }
  return { ok: true, paths };
}

/** The column text of some paths (export). */
export function formatTermPaths(paths: readonly TermPath[]): string {
  return paths.map((path) => path.segments.map((segment) => segment.name).join(' > ')).join('|');
}
