import type { GridProductView } from '@site-widgets/contract/catalogue/grid-items.ts';
import { formatMoney, onSale } from '@site-widgets/core/catalogue/product-text.ts';

/**
 * A product's price as text: on sale, the old price struck through and the sale price beside it, each
 * named for screen readers ("Was …", "now …"). Grid cards and product pages show it the same way.
 */
export function PriceText({ product, className }: { product: GridProductView; className: string }) {
  const price = formatMoney(product.priceMinor, product.currency);
  return (
    <p className={className}>
      {onSale(product) && product.salePriceMinor !== null ? (
        <>
          <del>
            <span className="sw-visually-hidden">Was </span>
            {price}
          </del>{' '}
          <ins>
            <span className="sw-visually-hidden">now </span>
            {formatMoney(product.salePriceMinor, product.currency)}
          </ins>
        </>
      ) : (
        price
      )}
    </p>
  );
}
