import type { GridKind } from '@site-widgets/contract/catalogue/grid-actions.ts';
import type { GridItemView } from '@site-widgets/contract/catalogue/grid-items.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderWidget } from '../../runtime/ssr.tsx';
import { Grid } from './Grid.tsx';
import { GridCard } from './GridCard.tsx';
import { type GridProps, gridAttributes } from './settings.ts';

/** A grid as the server puts it into a page: attributes, the rendered first page, hydration props. */
export function renderGridWidget(props: GridProps): string {
  return renderWidget(props.settings.kind, gridAttributes(props.settings), <Grid {...props} />, props);
}

/**
 * The HTML items of the grid calls (spec 001 §7 `wpr_filter_grid_posts` …): each card as the browser
 * renders it, in a list item; every text escaped by React.
 */
export function renderGridItemsHtml(
  kind: GridKind,
  items: readonly GridItemView[],
  lightboxGroup?: string,
): string {
  return items
    .map((item) =>
      renderToStaticMarkup(
        <li className="sw-grid__item">
          <GridCard kind={kind} item={item} lightboxGroup={lightboxGroup} />
        </li>,
      ),
    )
    .join('');
}
