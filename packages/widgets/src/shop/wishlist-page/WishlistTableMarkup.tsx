import type { WishlistItemView } from '@site-widgets/contract/shop/list-actions.ts';
import { sanitiseSource, sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';

export interface WishlistTableProps {
  items: WishlistItemView[];
  emptyText?: string;
}

/**
 * The wishlist page's table: one row per product (picture, name, price, stock, add to cart, remove).
 * Rendered on the server for the page and `wpr_get_page_content`, and in the browser after a removal;
 * every text is a React text node. Remove buttons carry `data-wishlist-remove`.
 */
export function WishlistTableMarkup({ items, emptyText = 'Your wishlist is empty.' }: WishlistTableProps) {
  if (items.length === 0) {
    return (
      <p className="sw-wishlist__empty" data-slot="wishlist-empty">
        {emptyText}
      </p>
    );
  }
  return (
    <table className="sw-wishlist__table" data-slot="wishlist-table">
      <caption className="sw-visually-hidden">Products on your wishlist</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="sw-visually-hidden">Picture</span>
          </th>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Stock</th>
          <th scope="col">
            <span className="sw-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.product_id} data-product-id={item.product_id}>
            <td>
              {item.product_image && (
                <img
                  className="sw-wishlist__image"
                  src={sanitiseSource(item.product_image.src)}
                  alt=""
                  width={item.product_image.width}
                  height={item.product_image.height}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </td>
            <th scope="row">
              <a href={sanitiseUrl(item.product_url)}>{item.product_title}</a>
            </th>
            <td>{item.product_price}</td>
            <td>{item.product_stock}</td>
            <td className="sw-wishlist__actions">
              <a className="sw-button sw-button--small" href={sanitiseUrl(item.product_atc.url)}>
                {item.product_atc.text}
              </a>
              <button
                type="button"
                className="sw-wishlist__remove"
                data-wishlist-remove={item.product_id}
                aria-label={`Remove ${item.product_title} from wishlist`}
              >
                Remove
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
