import { createSubmenuTimers, MENU_ANIMATION_MS } from '@site-widgets/core/content/submenu-timers.ts';
import { sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { windowClock } from '../../site/shared/browser.ts';
import { MegaMenuPanel } from './MegaMenuPanel.tsx';
import type { ContentMenuItem } from './menu-items.ts';

export interface ContentNavMenuProps {
  /** The navigation landmark's name; default `Menu`. */
  label?: string | undefined;
  items: ContentMenuItem[];
  /** The page shown, marked aria-current="page". */
  currentHref?: string | undefined;
  /** The REST base of the mega-menu call; default `/wp-json/`. */
  rest?: string | undefined;
}

/** Every link and toggle button of the top row, in order (arrow keys move among them). */
const topControls = (nav: HTMLElement | null) => [
  ...(nav?.querySelectorAll<HTMLElement>('[data-slot="top"]') ?? []),
];
const panelLinks = (panel: Element | null) => [
  ...(panel?.querySelectorAll<HTMLElement>('a[href], button') ?? []),
];

/**
 * The add-on navigation menu (issue 16), a WAI-ARIA disclosure navigation with top-level links: each
 * parent is a link to its page plus a toggle button for its submenu, so everything works without
 * JavaScript (CSS opens a submenu while focus or the pointer is in it). Live, a pointer opens a submenu
 * after 250 ms and closes it 500 ms after leaving (spec 001 §9, core submenu-timers); Enter or Space on
 * the toggle opens at once; arrow keys move along the top row and through a submenu; Escape closes and
 * returns focus; focus leaving the menu closes it. On a phone the list is behind a 'Menu' button.
 */
export function ContentNavMenu({
  label = 'Menu',
  items,
  currentHref,
  rest = '/wp-json/',
}: ContentNavMenuProps) {
  const id = useId();
  const navRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [live, setLive] = useState(false);
  const timers = useMemo(() => createSubmenuTimers({ clock: windowClock, onChange: setOpen }), []);
  useEffect(() => {
    setLive(true);
    // The pointer that started the widget (the loader starts it on pointerover) is already over an
    // item: count its 250 ms from now, as if it had just entered.
    const hovered = navRef.current?.querySelector<HTMLElement>('.sw-cmenu__item[data-key]:hover');
    if (hovered?.dataset.key) timers.pointerEnter(hovered.dataset.key);
    return () => timers.destroy();
  }, [timers]);
  // A click or tap outside closes what is open.
  useEffect(() => {
    if (open === null && !listOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) {
        timers.close();
        setListOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, listOpen, timers]);

  const submenuId = (index: number) => `${id}sub-${index}`;
  const toggleOf = (key: string) =>
    navRef.current?.querySelector<HTMLElement>(`[data-toggle="${key}"]`) ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const row = topControls(navRef.current);
    const rowIndex = row.indexOf(target);
    const panel = target.closest('[data-slot="panel"]');
    if (event.key === 'Escape') {
      if (open !== null) {
        const key = open;
        timers.close();
        toggleOf(key)?.focus();
        event.preventDefault();
      } else if (listOpen) {
        setListOpen(false);
        navRef.current?.querySelector<HTMLElement>('[data-slot="list-toggle"]')?.focus();
      }
      return;
    }
    if (
      rowIndex >= 0 &&
      (event.key === 'ArrowRight' || event.key === 'ArrowLeft' || event.key === 'Home' || event.key === 'End')
    ) {
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? row.length - 1
            : rowIndex + (event.key === 'ArrowRight' ? 1 : -1);
      row[(next + row.length) % row.length]?.focus();
      event.preventDefault();
      return;
    }
    const key = target.getAttribute('data-toggle');
    if (key !== null && event.key === 'ArrowDown') {
      // Shown at once (synchronously), so its first link can take focus now.
      flushSync(() => timers.show(key));
      panelLinks(document.getElementById(target.getAttribute('aria-controls') ?? ''))[0]?.focus();
      event.preventDefault();
      return;
    }
    if (panel && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      const links = panelLinks(panel);
      const at = links.indexOf(target);
      links[(at + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
      event.preventDefault();
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) {
      timers.close();
      setListOpen(false);
    }
  };

  const hover = (key: string, entering: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (entering) timers.pointerEnter(key);
    else timers.pointerLeave(key);
  };

  return (
    <nav
      ref={navRef}
      className="sw-cmenu"
      aria-label={label}
      data-live={live ? '' : undefined}
      data-list={listOpen ? 'open' : 'closed'}
      style={{ '--sw-cmenu-animation': `${MENU_ANIMATION_MS}ms` } as React.CSSProperties}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        type="button"
        className="sw-cmenu__list-toggle"
        data-slot="list-toggle"
        aria-expanded={listOpen}
        aria-controls={`${id}list`}
        onClick={() => setListOpen((value) => !value)}
      >
        {label}
      </button>
      <ul className="sw-cmenu__list" id={`${id}list`}>
        {items.map((item, index) => {
          const key = String(index);
          const hasPanel = Boolean(item.children?.length) || item.megaMenuItemId !== undefined;
          const isOpen = open === key;
          return (
            <li
              key={`${item.href}-${item.label}`}
              className="sw-cmenu__item"
              data-key={hasPanel ? key : undefined}
              data-state={hasPanel ? (isOpen ? 'open' : 'closed') : undefined}
              onPointerEnter={hasPanel ? hover(key, true) : undefined}
              onPointerLeave={hasPanel ? hover(key, false) : undefined}
            >
              <a
                className="sw-cmenu__link"
                data-slot="top"
                href={sanitiseUrl(item.href)}
                aria-current={item.href === currentHref ? 'page' : undefined}
              >
                {item.label}
              </a>
              {hasPanel && (
                <button
                  type="button"
                  className="sw-cmenu__toggle"
                  data-slot="top"
                  data-toggle={key}
                  aria-expanded={isOpen}
                  aria-controls={submenuId(index)}
                  onClick={() => timers.toggle(key)}
                >
                  <span className="sw-visually-hidden">{`${item.label} submenu`}</span>
                  <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                    <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              )}
              {item.megaMenuItemId !== undefined ? (
                <MegaMenuPanel
                  id={submenuId(index)}
                  itemId={item.megaMenuItemId}
                  rest={rest}
                  open={isOpen}
                  fallback={item.children}
                />
              ) : (
                item.children?.length && (
                  <ul
                    className="sw-cmenu__panel"
                    id={submenuId(index)}
                    data-slot="panel"
                    data-state={isOpen ? 'open' : 'closed'}
                  >
                    {item.children.map((child) => (
                      <li key={`${child.href}-${child.label}`}>
                        <a
                          className="sw-cmenu__sublink"
                          href={sanitiseUrl(child.href)}
                          aria-current={child.href === currentHref ? 'page' : undefined}
                        >
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                )
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
