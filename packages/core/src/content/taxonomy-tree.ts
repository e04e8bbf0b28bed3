/** spec 001 §9: the taxonomy list nests to 4 levels. */
export const TAXONOMY_LIST_MAX_DEPTH = 4;

export interface TaxonomyTerm {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  /** Published items with the term. */
  count: number;
  href: string;
}

export interface TaxonomyNode extends TaxonomyTerm {
  children: TaxonomyNode[];
}

/**
 * The terms as a tree, in the order given, at most four levels deep: a term deeper than that, or whose
 * parent is unknown (or makes a loop), is listed at the root rather than lost.
 */
export function taxonomyTree(terms: readonly TaxonomyTerm[]): TaxonomyNode[] {
  const nodes = new Map<number, TaxonomyNode>();
  for (const term of terms) nodes.set(term.id, { ...term, children: [] });
  const depthOf = (term: TaxonomyTerm): number => {
    let depth = 1;
    let parent = term.parentId;
    const seen = new Set([term.id]);
    while (parent !== null) {
      const next = nodes.get(parent);
      if (!next || seen.has(next.id)) return Number.POSITIVE_INFINITY;
      seen.add(next.id);
      depth += 1;
      parent = next.parentId;
    }
    return depth;
  };
  const roots: TaxonomyNode[] = [];
  for (const term of terms) {
    const node = nodes.get(term.id) as TaxonomyNode;
    const parent = term.parentId === null ? undefined : nodes.get(term.parentId);
    const depth = depthOf(term);
    if (parent && depth <= TAXONOMY_LIST_MAX_DEPTH) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
