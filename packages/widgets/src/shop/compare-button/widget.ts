import { mountListButton } from '../list-button/mount-list-button.ts';

/** `<div data-widget="compare-button">` (issue 15 item 2): markup from ListButtonMarkup. */
export const mount = (element: HTMLElement) => mountListButton('compare-button', 'compare', element);
