import { createShopLists, type ShopLists } from '@site-widgets/core/shop/shop-lists.ts';
import { getRuntime } from '../../runtime/runtime.ts';

let lists: ShopLists | undefined;

/** The page's one mirror of the visitor's lists, shared by every button and mini panel on it. */
export function pageLists(): ShopLists {
  lists ??= createShopLists(getRuntime().ajax);
  return lists;
}

/** Asks the header's mini panel of a list to open (the "sidebar instead of a popup" setting). */
export const OPEN_MINI_LIST_EVENT = 'sw:open-mini-list';
/** Says a list changed on this page (an item added or removed), with `{ list, productId, kind }`. */
export const LIST_CHANGED_EVENT = 'sw:list-changed';

export interface ListChangedDetail {
  list: 'wishlist' | 'compare';
  productId: number;
  kind: 'added' | 'removed';
}

/** The site's list pages (spec 001 §2: the popups link to them). */
export const LIST_PAGES = { wishlist: '/wishlist', compare: '/compare' } as const;
export const LIST_NAMES = { wishlist: 'Wishlist', compare: 'Compare' } as const;
