import type { CatalogueItemView, GridImageView } from '@site-widgets/contract';
import { renderMediaGalleryWidget } from '@site-widgets/widgets/content/media-gallery/server.tsx';
import { WidgetSlot } from '../document.tsx';

const picture = (image: GridImageView) => ({
  src: image.src,
  full: image.full,
  alt: image.alt,
  width: image.width,
  height: image.height,
});

/**
 * The pictures slot of an item page (issue 15 item 7, issue 16): a product's pictures as the product
 * gallery (main picture, thumbnail slider, zoom in the lightbox); a post with a gallery as the
 * featured-media gallery; otherwise nothing (the page shows its one picture as before).
 * Returns null when the item has no gallery to show.
 */
export function ItemMediaGallery({ item }: { item: CatalogueItemView }) {
  const pictures = [...(item.image ? [item.image] : []), ...item.gallery].map(picture);
  if (item.kind === 'product' && pictures.length > 0) {
    return (
      <WidgetSlot
        className="item-page__gallery-widget"
        html={renderMediaGalleryWidget({
          widget: 'product-gallery',
          label: `Pictures of ${item.title}`,
          lightbox: true,
          pictures,
        })}
      />
    );
  }
  if (item.kind === 'post' && item.gallery.length > 0) {
    return (
      <WidgetSlot
        className="item-page__gallery-widget"
        html={renderMediaGalleryWidget({
          widget: 'featured-media-gallery',
          label: `Pictures of ${item.title}`,
          lightbox: true,
          pictures,
        })}
      />
    );
  }
  return null;
}

/** Whether the item's pictures are shown by a gallery widget (then the page leaves out its own). */
export function hasItemMediaGallery(item: CatalogueItemView): boolean {
  return item.kind === 'product'
    ? item.image !== null || item.gallery.length > 0
    : item.kind === 'post' && item.gallery.length > 0;
}
