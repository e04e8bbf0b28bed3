import { renderToString } from 'react-dom/server';
import { AnimatedHeadline, type AnimatedHeadlineProps } from './AnimatedHeadline.tsx';

/**
 * The headline as the server puts it in a page: plain markup (its script only starts the drawing, so it
 * carries no props to hydrate).
 */
export function renderAnimatedHeadlineWidget(props: AnimatedHeadlineProps): string {
  return `<div data-widget="content-animated-headline" data-shape="${props.shape}"><div data-widget-root="">${renderToString(<AnimatedHeadline {...props} />)}</div></div>`;
}
