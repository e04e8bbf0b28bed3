import { mountListPage } from '../list-page/mount-list-page.ts';

/** `<div data-widget="wishlist-page">` (issue 15 item 2): markup from ListPageMarkup. */
export const mount = (element: HTMLElement) => mountListPage('wishlist-page', 'wishlist', element);
