/** spec 000 §2, §4: the mobile menu (active or inactive) and which submenu is open. */
export interface NavMenuState {
  mobileOpen: boolean;
  /** The id of the open submenu; at most one is open. */
  openItem: string | null;
}

export type NavMenuEvent =
  | { type: 'toggle-mobile' }
  | { type: 'toggle-item'; id: string }
  | { type: 'close-item' }
  | { type: 'close-all' };

export const NAV_MENU_CLOSED: NavMenuState = { mobileOpen: false, openItem: null };

/**
 * Top-level parents open their submenu instead of navigating; opening one closes another; closing the
 * mobile menu closes its submenus too.
 */
export function navMenuReducer(state: NavMenuState, event: NavMenuEvent): NavMenuState {
  switch (event.type) {
    case 'toggle-mobile':
      return state.mobileOpen ? NAV_MENU_CLOSED : { mobileOpen: true, openItem: state.openItem };
    case 'toggle-item':
      return { ...state, openItem: state.openItem === event.id ? null : event.id };
    case 'close-item':
      return state.openItem === null ? state : { ...state, openItem: null };
    case 'close-all':
      return state.mobileOpen || state.openItem !== null ? NAV_MENU_CLOSED : state;
  }
}

/**
 * spec 000 §2: the open state closes on window resize. Only a change of width counts: phones fire resize
 * when their address bar slides away, which must not close a menu being scrolled.
 */
export function closesOnResize(previousWidth: number, width: number): boolean {
  return previousWidth !== width;
}
