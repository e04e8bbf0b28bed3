import type { CSSProperties } from 'react';

export interface GalleryPicture {
  /** The picture shown in the grid (a smaller rendition). */
  src: string;
  /** The picture the lightbox opens. */
  full: string;
  alt: string;
  width: number;
  height: number;
  caption?: string | undefined;
}

export interface ImageGalleryProps {
  label: string;
  /** Pictures per row at full width (spec 001 §9: capped at 8). */
  columns: number;
  pictures: readonly GalleryPicture[];
}

/**
 * The image gallery (issue 16): a grid of links to the full pictures, each box reserved by its size.
 * Without script a link opens the picture itself; with it the lightbox opens there, with zoom.
 */
export function ImageGallery({ label, columns, pictures }: ImageGalleryProps) {
  return (
    <section
      className="sw-image-gallery"
      aria-label={label}
      style={{ '--sw-gallery-columns': columns } as CSSProperties}
    >
      <ul className="sw-image-gallery__grid" data-slot="grid">
        {pictures.map((picture, index) => (
          <li key={picture.full} className="sw-image-gallery__item">
            <figure>
              <a
                className="sw-image-gallery__link"
                href={picture.full}
                data-gallery-index={index}
                data-full-width={picture.width}
                data-full-height={picture.height}
              >
                <img
                  src={picture.src}
                  alt={picture.alt}
                  width={picture.width}
                  height={picture.height}
                  loading="lazy"
                  decoding="async"
                />
              </a>
              {picture.caption && <figcaption>{picture.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
