import { mountListButton } from '../list-button/mount-list-button.ts';

/** `<div data-widget="wishlist-button">` (issue 15 item 2): markup from ListButtonMarkup. */
export const mount = (element: HTMLElement) => mountListButton('wishlist-button', 'wishlist', element);
