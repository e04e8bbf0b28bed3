import type { ShopListName } from '@site-widgets/contract/shop/list-actions.ts';

export interface ListButtonProps {
  list: ShopListName;
  productId: number;
  /** The product's name, for the button's accessible name ("Add Mug to wishlist"). */
  productTitle: string;
  /** Extra class on the wrapper (a card's or a product page's placement). */
  className?: string;
}

const WORDS = {
  wishlist: { add: 'Add to wishlist', remove: 'Remove from wishlist', icon: '♡', removeIcon: '♥' },
  compare: { add: 'Add to compare', remove: 'Remove from compare', icon: '⇄', removeIcon: '✓' },
} as const;

/**
 * The wishlist or compare button as the server (and a grid's client render) puts it on a product card
 * or page: both labels share one grid cell, so the button keeps its width when add becomes remove (no
 * layout shift). Its widget (wishlist-button, compare-button) sets `data-state` from the server's check.
 */
export function ListButtonMarkup({ list, productId, productTitle, className }: ListButtonProps) {
  const words = WORDS[list];
  return (
    <div
      className={`sw-list-button sw-list-button--${list}${className ? ` ${className}` : ''}`}
      data-widget={`${list}-button`}
      data-product-id={productId}
    >
      {/* data-widget-root: the markup is whole; the loader starts it near the viewport after `load`. */}
      <button
        type="button"
        className="sw-list-button__toggle"
        data-slot="toggle"
        data-state="add"
        data-widget-root=""
      >
        <span className="sw-list-button__label" data-slot="add-label">
          <span aria-hidden="true">{words.icon} </span>
          {words.add}
          <span className="sw-visually-hidden">: {productTitle}</span>
        </span>
        <span className="sw-list-button__label" data-slot="remove-label">
          <span aria-hidden="true">{words.removeIcon} </span>
          {words.remove}
          <span className="sw-visually-hidden">: {productTitle}</span>
        </span>
      </button>
    </div>
  );
}
