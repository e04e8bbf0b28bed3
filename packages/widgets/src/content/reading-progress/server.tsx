import { renderToString } from 'react-dom/server';
import { ReadingProgress } from './ReadingProgress.tsx';

/** The bar as the server puts it in a page (no props: its script only sets a CSS variable). */
export function renderReadingProgressWidget(target?: string): string {
  const attribute = target && /^[A-Za-z][\w-]{0,63}$/.test(target) ? ` data-target="${target}"` : '';
  return `<div data-widget="content-reading-progress"${attribute}><div data-widget-root="">${renderToString(<ReadingProgress />)}</div></div>`;
}
