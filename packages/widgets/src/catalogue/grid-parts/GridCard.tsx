import type { GridKind } from '@site-widgets/contract/catalogue/grid-actions.ts';
import type { GridItemView } from '@site-widgets/contract/catalogue/grid-items.ts';
import { stockText } from '@site-widgets/core/catalogue/product-text.ts';
import { sanitiseSource, sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';
import { ProductCardCart } from '../../shop/add-to-cart/ProductCardCart.tsx';
import { ProductListButtons } from '../../shop/list-button/ProductListButtons.tsx';
import { PriceText } from './PriceText.tsx';

export interface GridCardProps {
  kind: GridKind;
  item: GridItemView;
  /** Media grids: the lightbox group the picture link belongs to; none = a plain picture. */
  lightboxGroup?: string;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function readableDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

function Picture({ item }: { item: GridItemView }) {
  if (!item.image) return null;
  return (
    <img
      className="sw-grid-card__image"
      src={sanitiseSource(item.image.src)}
      alt={item.image.alt}
      width={item.image.width}
      height={item.image.height}
      loading="lazy"
      decoding="async"
    />
  );
}

function ProductPrice({ item }: { item: GridItemView }) {
  const product = item.product;
  if (!product) return null;
  const stock = stockText(product);
  return (
    <div className="sw-grid-card__buy" data-slot="buy">
      <PriceText product={product} className="sw-grid-card__price" />
      <p
        className="sw-grid-card__stock"
        data-stock={product.lowStock && product.stockStatus === 'instock' ? 'low' : product.stockStatus}
      >
        {stock}
      </p>
    </div>
  );
}

/**
 * One card of a post, media or product grid. Rendered on the server (page and ajax answers alike) and
 * in the browser from the same item view; every text is a React text node, so it is escaped.
 */
export function GridCard({ kind, item, lightboxGroup }: GridCardProps) {
  if (kind === 'media-grid') {
    return (
      <figure className="sw-grid-card sw-grid-card--media" data-grid-item-id={item.id} tabIndex={-1}>
        {item.image && lightboxGroup ? (
          <a
            className="sw-grid-card__media"
            href={sanitiseUrl(item.image.full)}
            data-lightbox-group={lightboxGroup}
          >
            <Picture item={item} />
          </a>
        ) : (
          <div className="sw-grid-card__media">
            <Picture item={item} />
          </div>
        )}
        <figcaption className="sw-grid-card__caption">{item.caption || item.title}</figcaption>
      </figure>
    );
  }
  const date = readableDate(item.publishedAt);
  return (
    <article
      className={`sw-grid-card sw-grid-card--${kind === 'product-grid' ? 'product' : 'post'}`}
      data-grid-item-id={item.id}
      tabIndex={-1}
    >
      {item.image && (
        <div className="sw-grid-card__media">
          <Picture item={item} />
        </div>
      )}
      <div className="sw-grid-card__body">
        {kind === 'post-grid' && item.terms.length > 0 && (
          <p className="sw-grid-card__terms">{item.terms.map((term) => term.name).join(', ')}</p>
        )}
        <h3 className="sw-grid-card__title">
          {item.href ? <a href={sanitiseUrl(item.href)}>{item.title}</a> : item.title}
        </h3>
        {item.excerpt && <p className="sw-grid-card__excerpt">{item.excerpt}</p>}
        {kind === 'product-grid' ? (
          <>
            <ProductPrice item={item} />
            {/* Issue 15: the cart's slot (shop/add-to-cart). */}
            <ProductCardCart item={item} />
            {/* Issue 15 item 2: wishlist and compare buttons (their own widgets). */}
            {item.product && <ProductListButtons productId={item.id} productTitle={item.title} />}
          </>
        ) : (
          <p className="sw-grid-card__meta">
            {date && <time dateTime={item.publishedAt}>{date}</time>}
            {item.author && ` · ${item.author}`}
          </p>
        )}
      </div>
    </article>
  );
}
