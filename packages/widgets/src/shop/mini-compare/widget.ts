import { mountMiniList } from '../mini-list/mount-mini-list.ts';

/** `<div data-widget="mini-compare">` (issue 15 item 2): markup from MiniListMarkup. */
export const mount = (element: HTMLElement) => mountMiniList('mini-compare', 'compare', element);
