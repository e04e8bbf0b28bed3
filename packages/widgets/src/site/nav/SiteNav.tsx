import { sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';
import { closesOnResize, NAV_MENU_CLOSED, navMenuReducer } from '@site-widgets/core/site/nav-menu.ts';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useReducer, useRef } from 'react';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { ChevronIcon, CrossIcon, MenuIcon } from './NavIcons.tsx';
import type { NavItem } from './nav-items.ts';

export interface SiteNavProps {
  /** The landmark's name; default `Main`. */
  label?: string | undefined;
  items: NavItem[];
  /** The address of the page being shown, marked with aria-current="page". */
  currentHref?: string | undefined;
}

/**
 * The header navigation, as a WAI-ARIA disclosure navigation. Server-rendered with plain links, so it
 * works without JavaScript; once hydrated, top-level parents become buttons that open their submenu
 * instead of navigating (spec 000 §2), and under the mobile breakpoint a trigger labelled 'Open
 * navigation menu' opens an off-canvas panel with a white cross to close it. Escape closes and returns
 * focus; so do a click outside, focus leaving the menu, and a window resize that changes the width.
 */
export function SiteNav({ label = 'Main', items, currentHref }: SiteNavProps) {
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(navMenuReducer, NAV_MENU_CLOSED);
  const id = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = `${id}panel`;
  const submenuId = (index: number) => `${id}submenu-${index}`;
  const isOpen = state.mobileOpen || state.openItem !== null;

  useEffect(() => {
    let width = window.innerWidth;
    const onResize = () => {
      if (closesOnResize(width, window.innerWidth)) dispatch({ type: 'close-all' });
      width = window.innerWidth;
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) dispatch({ type: 'close-all' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (state.openItem !== null) {
      const index = state.openItem;
      dispatch({ type: 'close-item' });
      navRef.current?.querySelector<HTMLElement>(`[aria-controls="${submenuId(Number(index))}"]`)?.focus();
    } else if (state.mobileOpen) {
      dispatch({ type: 'close-all' });
      toggleRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) dispatch({ type: 'close-all' });
  };

  const closePanel = () => {
    dispatch({ type: 'close-all' });
    toggleRef.current?.focus();
  };

  return (
    // Escape anywhere in the menu closes it; focus leaving it closes it too.
    <nav
      ref={navRef}
      className="sw-nav"
      aria-label={label}
      data-state={state.mobileOpen ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={toggleRef}
        type="button"
        className="sw-nav__toggle"
        aria-label="Open navigation menu"
        aria-expanded={state.mobileOpen}
        aria-controls={panelId}
        onClick={() => dispatch({ type: 'toggle-mobile' })}
      >
        <MenuIcon />
      </button>
      {/* Without JavaScript a phone gets a plain disclosure (issue 9): the summary ("Show navigation", the three bars) opens the same panel as a
          drop-down. With JavaScript (or on wider screens) the summary is hidden and the panel always shown. */}
      <details className="sw-nav__disclosure">
        <summary className="sw-nav__summary" aria-label="Show navigation">
          <MenuIcon />
        </summary>
        <div className="sw-nav__panel" id={panelId} data-state={state.mobileOpen ? 'open' : 'closed'}>
          <button
            type="button"
            className="sw-nav__close"
            aria-label="Close navigation menu"
            onClick={closePanel}
          >
            <CrossIcon />
          </button>
          <ul className="sw-nav__list">
            {items.map((item, index) => {
              if (!item.children?.length) {
                return (
                  <li key={item.href} className="sw-nav__item">
                    <a
                      className="sw-nav__link"
                      href={sanitiseUrl(item.href)}
                      aria-current={item.href === currentHref ? 'page' : undefined}
                    >
                      {item.label}
                    </a>
                  </li>
                );
              }
              const open = state.openItem === String(index);
              return (
                <li
                  key={item.href}
                  className="sw-nav__item sw-nav__item--parent"
                  data-state={open ? 'open' : 'closed'}
                >
                  {hydrated ? (
                    <button
                      type="button"
                      className="sw-nav__link sw-nav__parent"
                      aria-expanded={open}
                      aria-controls={submenuId(index)}
                      onClick={() => dispatch({ type: 'toggle-item', id: String(index) })}
                    >
                      {item.label}
                      <ChevronIcon />
                    </button>
                  ) : (
                    // Before hydration (and without JavaScript) the parent is a link to its own page.
                    <a className="sw-nav__link sw-nav__parent" href={sanitiseUrl(item.href)}>
                      {item.label}
                      <ChevronIcon />
                    </a>
                  )}
                  <ul className="sw-nav__submenu" id={submenuId(index)} data-state={open ? 'open' : 'closed'}>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a
                          className="sw-nav__sublink"
                          href={sanitiseUrl(child.href)}
                          aria-current={child.href === currentHref ? 'page' : undefined}
                          onClick={() => dispatch({ type: 'close-all' })}
                        >
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      </details>
      {state.mobileOpen && (
        // A click on the dimmed page beside the panel closes it (pointer only; Escape does it by keyboard).
        <div
          className="sw-nav__backdrop"
          aria-hidden="true"
          onClick={() => dispatch({ type: 'close-all' })}
        />
      )}
    </nav>
  );
}
