import type { WishlistItemView } from '@site-widgets/contract/shop/list-actions.ts';
import { sanitiseSource, sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';

/** One compared product: its wishlist-style fields plus the rows the compare table shows. */
export interface CompareColumnView extends WishlistItemView {
  sku: string;
  categories: string[];
  short_description: string;
}

export interface CompareTableProps {
  products: CompareColumnView[];
  removeText: string;
  emptyText: string;
}

/**
 * The compare table (spec 001 §3 `compare_table`): rendered by the server from escaped data (every
 * text is a React text node), one column per product. Remove buttons carry `data-compare-remove`; the
 * compare page and the compare popup act on them.
 */
export function CompareTableMarkup({ products, removeText, emptyText }: CompareTableProps) {
  if (products.length === 0) {
    return (
      <p className="sw-compare__empty" data-slot="compare-empty">
        {emptyText}
      </p>
    );
  }
  const row = (label: string, cell: (product: CompareColumnView) => React.ReactNode) => (
    <tr>
      <th scope="row">{label}</th>
      {products.map((product) => (
        <td key={product.product_id}>{cell(product)}</td>
      ))}
    </tr>
  );
  return (
    <div className="sw-compare__scroll" data-slot="compare-table">
      <table className="sw-compare__table">
        <caption className="sw-visually-hidden">Products compared</caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={product.product_id} scope="col" data-product-id={product.product_id}>
                {product.product_image && (
                  <img
                    className="sw-compare__image"
                    src={sanitiseSource(product.product_image.src)}
                    alt=""
                    width={product.product_image.width}
                    height={product.product_image.height}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <a href={sanitiseUrl(product.product_url)}>{product.product_title}</a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row('Price', (product) => product.product_price)}
          {row('Stock', (product) => product.product_stock)}
          {row('SKU', (product) => product.sku || '—')}
          {row('Categories', (product) => product.categories.join(', ') || '—')}
          {row('Description', (product) => product.short_description || '—')}
          {row('Buy', (product) => (
            <a className="sw-button sw-button--small" href={sanitiseUrl(product.product_atc.url)}>
              {product.product_atc.text}
            </a>
          ))}
          {row(removeText, (product) => (
            <button
              type="button"
              className="sw-compare__remove"
              data-compare-remove={product.product_id}
              aria-label={`${removeText} ${product.product_title}`}
            >
              {removeText}
            </button>
          ))}
        </tbody>
      </table>
    </div>
  );
}
