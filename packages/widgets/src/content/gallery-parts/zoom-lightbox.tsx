import { StrictMode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import styles from 'yet-another-react-lightbox/styles.css?inline';
import { prefersReducedMotion } from '../../site/shared/browser.ts';

export interface ZoomSlide {
  src: string;
  alt: string;
  /** The picture's size, when known (0: unknown). */
  width: number;
  height: number;
}

interface ViewProps {
  slides: readonly ZoomSlide[];
  index: number;
  label: string;
  onExited: () => void;
}

/**
 * The site's lightbox (yet-another-react-lightbox, as site-lightbox uses it) with its zoom plugin:
 * pinch, double tap, wheel and the zoom buttons; arrows and swipe between pictures; Escape closes.
 * No animation under reduced motion.
 */
function ZoomLightboxView({ slides, index, label, onExited }: ViewProps) {
  const [open, setOpen] = useState(true);
  const single = slides.length < 2;
  const still = prefersReducedMotion();
  return (
    <Lightbox
      open={open}
      close={() => setOpen(false)}
      slides={slides.map((slide) => ({
        src: slide.src,
        alt: slide.alt,
        width: slide.width || undefined,
        height: slide.height || undefined,
      }))}
      index={index}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: single }}
      animation={still ? { fade: 0, swipe: 0, navigation: 0, zoom: 0 } : { fade: 250, swipe: 400 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{ Lightbox: label, Carousel: label }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : {}}
      on={{ exited: onExited }}
    />
  );
}

let root: Root | undefined;
let opens = 0;

/** Opens the zoom lightbox at `index`; focus goes back to `opener` when it has closed. */
export function showZoomLightbox(
  slides: readonly ZoomSlide[],
  index: number,
  label: string,
  opener: HTMLElement,
) {
  if (!root) {
    if (!document.querySelector('style[data-sw-lightbox]')) {
      const style = document.createElement('style');
      style.dataset.swLightbox = '';
      style.textContent = styles;
      document.head.append(style);
    }
    const container = document.createElement('div');
    container.className = 'sw-lightbox';
    document.body.append(container);
    root = createRoot(container, { identifierPrefix: 'sw-zoom-lightbox-' });
  }
  opens += 1;
  root.render(
    <StrictMode>
      <ZoomLightboxView
        key={opens}
        slides={slides}
        index={index}
        label={label}
        onExited={() => opener.focus({ preventScroll: true })}
      />
    </StrictMode>,
  );
}
