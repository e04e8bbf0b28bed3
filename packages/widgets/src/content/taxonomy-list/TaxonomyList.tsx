import type { TaxonomyNode } from '@site-widgets/core/content/taxonomy-tree.ts';
import { sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';

export interface TaxonomyListProps {
  /** The terms nested to 4 levels (core taxonomyTree). */
  terms: TaxonomyNode[];
  /** The list's name; default `Categories`. */
  label?: string | undefined;
  showCount?: boolean | undefined;
}

function Terms({ terms, showCount }: { terms: TaxonomyNode[]; showCount: boolean }) {
  return (
    <ul className="sw-taxonomy__list">
      {terms.map((term) => (
        <li key={term.id} className="sw-taxonomy__item">
          <a className="sw-taxonomy__link" href={sanitiseUrl(term.href)}>
            {term.name}
          </a>
          {showCount && (
            <span className="sw-taxonomy__count">
              {` (${term.count})`}
              <span className="sw-visually-hidden">{term.count === 1 ? ' item' : ' items'}</span>
            </span>
          )}
          {term.children.length > 0 && <Terms terms={term.children} showCount={showCount} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * A taxonomy list (issue 16): a taxonomy's terms as links, nested to four levels (spec 001 §9), with
 * the count of published items of each. Server HTML that needs no script.
 */
export function TaxonomyList({ terms, label = 'Categories', showCount = true }: TaxonomyListProps) {
  return (
    <nav className="sw-taxonomy" aria-label={label}>
      <Terms terms={terms} showCount={showCount} />
    </nav>
  );
}
