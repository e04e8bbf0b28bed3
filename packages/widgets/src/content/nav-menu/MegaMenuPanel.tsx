import { MEGA_MENU_ROUTE } from '@site-widgets/contract/content/mega-menu.ts';
import { sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { useEffect, useState } from 'react';
import type { ContentMenuItem } from './menu-items.ts';

type Load = { state: 'idle' | 'loading' | 'error' } | { state: 'loaded'; html: string };

export interface MegaMenuPanelProps {
  id: string;
  itemId: number;
  rest: string;
  open: boolean;
  /** Links shown until (and unless) the owner's content arrives: the item's submenu, if any. */
  fallback?: ContentMenuItem[] | undefined;
}

/**
 * A mega-menu item's panel: the owner's content from `GET {rest}wprmegamenu/?item_id=N` (spec 001 §7),
 * fetched the first time it opens. The server stores it sanitised, so it is inserted as it comes; until
 * then (and if the call fails) the item's own links show.
 */
export function MegaMenuPanel({ id, itemId, rest, open, fallback }: MegaMenuPanelProps) {
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  useEffect(() => {
    if (!open || load.state !== 'idle') return;
    setLoad({ state: 'loading' });
    const url = `${rest}${MEGA_MENU_ROUTE}?item_id=${encodeURIComponent(String(itemId))}`;
    fetch(serverUrl(url), { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setLoad({ state: 'loaded', html: await response.text() });
      })
      .catch((error: unknown) => {
        console.error(`[site-widgets] content-nav-menu: mega menu item ${itemId}: ${String(error)}`);
        setLoad({ state: 'error' });
      });
  }, [open, load.state, itemId, rest]);

  return (
    <div
      className="sw-cmenu__panel sw-cmenu__panel--mega"
      id={id}
      data-slot="panel"
      data-state={open ? 'open' : 'closed'}
      aria-busy={load.state === 'loading' ? true : undefined}
    >
      {load.state === 'loaded' ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's content, sanitised when stored (mega-menu-repository.ts)
        <div className="sw-cmenu__mega" dangerouslySetInnerHTML={{ __html: load.html }} />
      ) : (
        <ul className="sw-cmenu__mega-links">
          {fallback?.map((child) => (
            <li key={`${child.href}-${child.label}`}>
              <a className="sw-cmenu__sublink" href={sanitiseUrl(child.href)}>
                {child.label}
              </a>
            </li>
          ))}
          {load.state === 'loading' && <li className="sw-cmenu__loading">Loading…</li>}
        </ul>
      )}
    </div>
  );
}
