import { describe, expect, it } from 'vitest';
import { closesOnResize, NAV_MENU_CLOSED, navMenuReducer } from '../src/site/nav-menu.ts';

describe('the navigation menu state', () => {
  it('opens and closes the mobile menu with its toggle', () => {
    const open = navMenuReducer(NAV_MENU_CLOSED, { type: 'toggle-mobile' });
    expect(open.mobileOpen).toBe(true);
    expect(navMenuReducer(open, { type: 'toggle-mobile' })).toEqual(NAV_MENU_CLOSED);
  });

  it('opens a parent item’s submenu on click and closes it on a second click', () => {
    const open = navMenuReducer(NAV_MENU_CLOSED, { type: 'toggle-item', id: 'visit' });
    expect(open.openItem).toBe('visit');
    expect(navMenuReducer(open, { type: 'toggle-item', id: 'visit' }).openItem).toBeNull();
  });

  it('keeps one submenu open at a time', () => {
    let state = navMenuReducer(NAV_MENU_CLOSED, { type: 'toggle-item', id: 'menu' });
    state = navMenuReducer(state, { type: 'toggle-item', id: 'visit' });
    expect(state.openItem).toBe('visit');
  });

  it('closes the submenus with the mobile menu', () => {
    let state = navMenuReducer(NAV_MENU_CLOSED, { type: 'toggle-mobile' });
    state = navMenuReducer(state, { type: 'toggle-item', id: 'menu' });
    expect(navMenuReducer(state, { type: 'toggle-mobile' })).toEqual(NAV_MENU_CLOSED);
    expect(navMenuReducer(state, { type: 'close-all' })).toEqual(NAV_MENU_CLOSED);
  });

  it('returns the same state when there is nothing to close', () => {
    expect(navMenuReducer(NAV_MENU_CLOSED, { type: 'close-all' })).toBe(NAV_MENU_CLOSED);
    expect(navMenuReducer(NAV_MENU_CLOSED, { type: 'close-item' })).toBe(NAV_MENU_CLOSED);
  });

  it('closes on a resize that changes the width, not on one that changes only the height', () => {
    expect(closesOnResize(390, 844)).toBe(true);
    expect(closesOnResize(390, 390)).toBe(false);
  });
});
