import type { LoopSource } from '@site-widgets/contract/builder/loop-constants.ts';
import type { GridItemView } from '@site-widgets/contract/catalogue/grid-items.ts';
import { loopPageHref } from '@site-widgets/core/builder/loop-filter-url.ts';
import { GridCard } from '../../catalogue/grid-parts/GridCard.tsx';

export interface LoopGridContentProps {
  widgetId: string;
  source: LoopSource;
  items: readonly GridItemView[];
  total: number;
  page: number;
  pageCount: number;
  /** The pagination base URL (path and query, no page/paged): page links are built on it. */
  baseUrl: string;
}

const NOUNS: Record<LoopSource, [string, string]> = {
  'post-grid': ['post', 'posts'],
  'product-grid': ['product', 'products'],
};

/**
 * What the loop grid's container holds (the part refresh-loop answers as `data` and the browser swaps):
 * a count, the cards (the catalogue grid's own card) and plain page links. Server-only: it needs no
 * script, so the loop grid ships none; links and cards keep working when the filter's script is absent.
 */
export function LoopGridContent(props: LoopGridContentProps) {
  const [one, many] = NOUNS[props.source];
  const count = `${props.total} ${props.total === 1 ? one : many}`;
  return (
    <>
      <p className="sw-loop__count" data-slot="count">
        {props.total === 0 ? `No ${many} match these filters.` : count}
      </p>
      {props.items.length > 0 && (
        <ul className="sw-grid__items" data-slot="items">
          {props.items.map((item) => (
            <li key={item.id} className="sw-grid__item">
              <GridCard kind={props.source} item={item} />
            </li>
          ))}
        </ul>
      )}
      {props.pageCount > 1 && (
        <nav className="sw-loop__pages" aria-label={`Pages of ${many}`} data-slot="pages">
          {props.page > 1 && (
            <a rel="prev" href={loopPageHref(props.baseUrl, props.widgetId, props.page - 1)}>
              Previous page
            </a>
          )}
          <span aria-current="page">
            Page {Math.min(props.page, props.pageCount)} of {props.pageCount}
          </span>
          {props.page < props.pageCount && (
            <a rel="next" href={loopPageHref(props.baseUrl, props.widgetId, props.page + 1)}>
              Next page
            </a>
          )}
        </nav>
      )}
    </>
  );
}
