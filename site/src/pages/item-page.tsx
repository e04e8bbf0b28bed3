import type { CatalogueItemView, GridImageView, ItemTermView, PageVars } from '@site-widgets/contract';
import { stockText } from '@site-widgets/core/catalogue/product-text.ts';
import { PriceText } from '@site-widgets/widgets/catalogue/grid-parts/PriceText.tsx';
import { ProductListButtons } from '@site-widgets/widgets/shop/list-button/ProductListButtons.tsx';
import { hasItemMediaGallery, ItemMediaGallery } from '../components/item-media.tsx';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface ItemPageProps {
  pageVars: PageVars;
  item: CatalogueItemView;
  /** `<title>`; the item's title and the site's name. */
  title: string;
  /** The meta description: the item's excerpt (plain text). */
  description: string;
  /** The page's own absolute-path address (`/journal/{slug}`), the canonical link. */
  canonical: string;
  /** The listing page the item belongs to (/journal, /shop, /gallery), marked current in the navigation. */
  listingHref: string;
  listingName: string;
  /** Issue 16: the like and share buttons under a journal post, as the server rendered them. */
  postActionsHtml?: string | undefined;
  /** Issue 15: the product's add-to-cart form, rendered by the server; none for other items. */
  addToCartHtml?: string;
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

/** A picture with its size reserved (width/height), so nothing shifts while it loads. */
function Picture({ image, eager }: { image: GridImageView; eager?: boolean }) {
  return (
    <img
      className="item-page__picture"
      src={eager ? image.full : image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

function TermList({ label, terms }: { label: string; terms: ItemTermView[] }) {
  if (terms.length === 0) return null;
  return (
    <p className="item-page__terms">
      <span>{label}: </span>
      {terms.map((term, index) => (
        <span key={term.slug}>
          {index > 0 && ', '}
          {term.href ? <a href={term.href}>{term.name}</a> : term.name}
        </span>
      ))}
    </p>
  );
}

function ProductBuyText({ product }: { product: NonNullable<CatalogueItemView['product']> }) {
  return (
    <div className="item-page__buy">
      <PriceText product={product} className="item-page__price" />
      <p className="item-page__stock">{stockText(product)}</p>
      {product.shortDescription && <p className="item-page__short">{product.shortDescription}</p>}
    </div>
  );
}

/**
 * A post, product or picture on its own page (issue 11): title, date and author, the picture(s), the
 * sanitised content as stored, and its terms. The shop's add-to-cart comes with the shop issue.
 */
export function ItemPage({
  pageVars,
  item,
  title,
  description,
  canonical,
  listingHref,
  listingName,
  postActionsHtml,
  addToCartHtml,
}: ItemPageProps) {
  const date = readableDate(item.publishedAt);
  return (
    <Document title={title} description={description} pageVars={pageVars} canonical={canonical}>
      <SiteHeader currentHref={listingHref} />
      <main id="main">
        <article className={`section item-page item-page--${item.kind}`} aria-labelledby="item-title">
          <div className="container">
            <p className="eyebrow">
              <a href={listingHref}>{listingName}</a>
            </p>
            <h1 id="item-title">{item.title}</h1>
            {item.kind !== 'product' && (
              <p className="item-page__meta">
                {date && <time dateTime={item.publishedAt}>{date}</time>}
                {item.author && ` · ${item.author}`}
              </p>
            )}
            {/* Issue 15 item 7 / issue 16: the product gallery or a post's featured-media gallery. */}
            <ItemMediaGallery item={item} />
            {item.image && !hasItemMediaGallery(item) && (
              <figure className="item-page__figure">
                <Picture image={item.image} eager />
                {item.kind === 'media' && item.caption && <figcaption>{item.caption}</figcaption>}
              </figure>
            )}
            {item.gallery.length > 0 && !hasItemMediaGallery(item) && (
              <ul className="item-page__gallery" aria-label="More pictures">
                {item.gallery.map((image) => (
                  <li key={image.full}>
                    <Picture image={image} />
                  </li>
                ))}
              </ul>
            )}
            {item.product && <ProductBuyText product={item.product} />}
            {addToCartHtml && <WidgetSlot className="item-page__cart" html={addToCartHtml} />}
            {item.product && item.id !== undefined && (
              <ProductListButtons productId={item.id} productTitle={item.title} />
            )}
            {item.contentHtml && (
              <div
                className="item-page__content"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the way in and again when read (item-repository.ts)
                dangerouslySetInnerHTML={{ __html: item.contentHtml }}
              />
            )}
            {postActionsHtml && <WidgetSlot className="item-page__actions" html={postActionsHtml} />}
            <TermList
              label={item.kind === 'product' ? 'Product categories' : 'Categories'}
              terms={item.categories}
            />
            <TermList label="Tags" terms={item.tags} />
          </div>
        </article>
      </main>
      <SiteFooter currentHref={listingHref} />
    </Document>
  );
}
