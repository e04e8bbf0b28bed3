import useEmblaCarousel from 'embla-carousel-react';
import { type CSSProperties, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { onCarouselKeyDown } from '../../reviews/carousel-parts/carousel-keys.ts';
import { cssScope } from '../../reviews/carousel-parts/SlideWidthStyle.tsx';
import { usePrefersReducedMotion } from '../../reviews/carousel-parts/use-media.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { openZoomLightbox } from '../gallery-parts/open-lightbox.ts';

export interface MediaPicture {
  /** The picture shown in the slider and as a thumbnail (a smaller rendition). */
  src: string;
  /** The picture the lightbox opens and zooms. */
  full: string;
  alt: string;
  width: number;
  height: number;
}

export interface MediaGalleryProps {
  /** `product-gallery` (issue 15 item 7) or `featured-media-gallery` (a post's pictures). */
  widget: 'product-gallery' | 'featured-media-gallery';
  label: string;
  /** Open the picture in the lightbox with zoom; default true. */
  lightbox: boolean;
  pictures: readonly MediaPicture[];
  instanceId?: string | undefined;
}

/**
 * A product's (or a post's) pictures: the main picture slider with the thumbnail slider under it, both
 * on Embla (swipe and drag), as a WAI-ARIA carousel: Left/Right move the main picture, the thumbnails
 * are buttons with the one shown `aria-current`, the main picture opens the lightbox with zoom. Nothing
 * moves by itself. The main box takes the first picture's proportions, so nothing shifts as it loads.
 */
export function MediaGallery({ widget, label, lightbox, pictures, instanceId }: MediaGalleryProps) {
  const count = pictures.length;
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const duration = reducedMotion ? 0 : 25;
  const [mainRef, main] = useEmblaCarousel({ align: 'start', loop: false, duration, watchDrag: count > 1 });
  const [thumbsRef, thumbs] = useEmblaCarousel({
    align: 'start',
    containScroll: 'keepSnaps',
    dragFree: true,
    duration,
  });
  const [selected, setSelected] = useState(0);
  // A thumbnail pressed before Embla is up (the loader performs the first click right after hydration).
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if (!main) return;
    if (pending.current !== null) main.scrollTo(pending.current, true);
    pending.current = null;
    const sync = () => {
      const index = main.selectedScrollSnap();
      setSelected(index);
      thumbs?.scrollTo(index);
    };
    sync();
    main.on('select', sync).on('reInit', sync);
    return () => {
      main.off('select', sync).off('reInit', sync);
    };
  }, [main, thumbs]);

  const show = (index: number) => {
    if (index < 0 || index >= count) return;
    if (main) return main.scrollTo(index, reducedMotion);
    pending.current = index;
    setSelected(index);
  };
  const open = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (!lightbox || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    const slides = pictures.map((picture) => ({
      src: picture.full,
      alt: picture.alt,
      width: picture.width,
      height: picture.height,
    }));
    void openZoomLightbox(widget, slides, index, label, event.currentTarget);
  };

  const generated = useId();
  const id = cssScope(instanceId ?? generated);
  const first = pictures[0];
  const box = first ? ({ aspectRatio: `${first.width} / ${first.height}` } as CSSProperties) : undefined;
  return (
    <section
      className="sw-carousel sw-media-gallery"
      aria-roledescription="carousel"
      aria-label={label}
      data-current-slide={selected + 1}
      data-hydrated={hydrated ? 'true' : 'false'}
      onKeyDown={(event) =>
        onCarouselKeyDown(event, { previous: () => show(selected - 1), next: () => show(selected + 1) })
      }
    >
      <div className="sw-media-gallery__stage" data-slot="stage">
        <div className="sw-media-gallery__viewport" ref={mainRef} style={box} data-slot="viewport">
          <div className="sw-media-gallery__track" id={`${id}-slides`} aria-live="polite" aria-atomic="false">
            {pictures.map((picture, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a div group
              <div
                key={picture.full}
                className="sw-media-gallery__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={index === selected ? undefined : true}
                inert={index !== selected}
                data-state={index === selected ? 'visible' : 'hidden'}
              >
                <a
                  className="sw-media-gallery__zoom"
                  href={picture.full}
                  aria-label={lightbox ? `Zoom: ${picture.alt || `picture ${index + 1}`}` : undefined}
                  onClick={(event) => open(event, index)}
                  draggable={false}
                >
                  <img
                    src={picture.src}
                    alt={picture.alt}
                    width={picture.width}
                    height={picture.height}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                    draggable={false}
                  />
                </a>
              </div>
            ))}
          </div>
        </div>
        {hydrated && count > 1 && (
          <>
            <button
              type="button"
              className="sw-carousel-button sw-media-gallery__arrow"
              data-slot="previous"
              aria-label="Previous picture"
              aria-controls={`${id}-slides`}
              aria-disabled={selected > 0 ? undefined : true}
              onClick={() => show(selected - 1)}
            >
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M12.5 4l-6 6 6 6" />
              </svg>
            </button>
            <button
              type="button"
              className="sw-carousel-button sw-media-gallery__arrow"
              data-slot="next"
              aria-label="Next picture"
              aria-controls={`${id}-slides`}
              aria-disabled={selected < count - 1 ? undefined : true}
              onClick={() => show(selected + 1)}
            >
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M7.5 4l6 6-6 6" />
              </svg>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="sw-media-gallery__thumbs" ref={thumbsRef} data-slot="thumbnails">
          {/* biome-ignore lint/a11y/useSemanticElements: a group of picker buttons, not form controls */}
          <div className="sw-media-gallery__thumb-track" role="group" aria-label="Choose a picture">
            {pictures.map((picture, index) => (
              <button
                key={picture.full}
                type="button"
                className="sw-media-gallery__thumb"
                aria-label={`Picture ${index + 1} of ${count}${picture.alt ? `: ${picture.alt}` : ''}`}
                aria-current={index === selected ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => show(index)}
              >
                <img
                  src={picture.src}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
