import type { ShopListName } from '@site-widgets/contract/shop/list-actions.ts';

export interface MiniListProps {
  list: ShopListName;
  /** `dropdown` (under the icon) or `sidebar` (along the right edge); default dropdown. */
  display?: 'dropdown' | 'sidebar';
  animation?: 'slide' | 'fade';
  /** Fetch the count once the page has loaded (shop pages); otherwise at the first pointer or focus. */
  countOnLoad?: boolean;
}

const NAMES = { wishlist: 'Wishlist', compare: 'Compare' } as const;
const ICONS = { wishlist: '♡', compare: '⇄' } as const;
const PAGES = { wishlist: '/wishlist', compare: '/compare' } as const;

/**
 * The header's mini wishlist or mini compare (spec 001 §2, §4): an icon with the count, and a panel
 * (WAI-ARIA disclosure) that its widget fills from the server and opens by toggle; an outside click or
 * Escape closes it. The count badge has a fixed size, so filling it moves nothing.
 */
export function MiniListMarkup({
  list,
  display = 'dropdown',
  animation = 'slide',
  countOnLoad = true,
}: MiniListProps) {
  const panelId = `mini-${list}-panel`;
  return (
    <div
      className={`sw-mini-list sw-mini-list--${list}`}
      data-widget={`mini-${list}`}
      data-display={display}
      data-animation={animation}
      data-count-on-load={countOnLoad ? 'yes' : 'no'}
    >
      {/* data-widget-root: the markup is whole, so the loader treats it as an island (registry.ts). */}
      <button
        data-widget-root=""
        type="button"
        className="sw-mini-list__toggle"
        data-slot="toggle"
        aria-expanded="false"
        aria-controls={panelId}
      >
        <span className="sw-mini-list__icon" aria-hidden="true">
          {ICONS[list]}
        </span>
        <span className="sw-visually-hidden">{NAMES[list]}</span>
        <span className="sw-mini-list__count" data-slot="count" data-count="" />
      </button>
      <section
        className="sw-mini-list__panel"
        id={panelId}
        data-slot="panel"
        data-state="closed"
        data-display={display}
        data-animation={animation}
        aria-label={NAMES[list]}
        hidden
      >
        <h2 className="sw-mini-list__heading">{NAMES[list]}</h2>
        <div className="sw-mini-list__content" data-slot="content" />
        <a className="sw-button sw-button--small" href={PAGES[list]}>
          View {NAMES[list]}
        </a>
      </section>
    </div>
  );
}
