import { renderToStaticMarkup } from 'react-dom/server';
import { LoopGridContent, type LoopGridContentProps } from './LoopGridContent.tsx';

/** The `id` of a loop grid's element, which the filter finds it by. */
export const loopGridElementId = (widgetId: string) => `sw-loop-${widgetId}`;

/** The container's inner HTML: the page's first render and the refresh-loop answer's `data`. */
export function renderLoopGridContent(props: LoopGridContentProps): string {
  return renderToStaticMarkup(<LoopGridContent {...props} />);
}

/**
 * The whole loop grid as the server puts it into a page. `data-loop-grid` names it for the filter; the
 * container (`data-slot="container"`) is what a refresh replaces; the overlay and the status line stay.
 * Columns follow the catalogue grid's CSS (`.sw-grid`).
 */
export function renderLoopGrid(props: LoopGridContentProps & { label: string }): string {
  const { label, ...content } = props;
  return renderToStaticMarkup(
    <section
      className="sw-grid sw-loop"
      id={loopGridElementId(props.widgetId)}
      aria-label={label}
      data-loop-grid={props.widgetId}
      data-kind={props.source}
      data-state="idle"
    >
      <div
        className="sw-loop__container"
        data-slot="container"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: LoopGridContent rendered by React (escaped)
        dangerouslySetInnerHTML={{ __html: renderLoopGridContent(content) }}
      />
      <div className="sw-loop__overlay" data-slot="overlay" aria-hidden="true">
        <span className="sw-loop__spinner" />
      </div>
      <p className="sw-visually-hidden" role="status" data-slot="status" />
    </section>,
  );
}
