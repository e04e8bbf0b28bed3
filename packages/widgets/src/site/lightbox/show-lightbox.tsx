import { StrictMode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import Lightbox from 'yet-another-react-lightbox';
import styles from 'yet-another-react-lightbox/styles.css?inline';
import { prefersReducedMotion } from '../shared/browser.ts';
import type { LightboxRequest } from './slides.ts';

interface LightboxViewProps extends LightboxRequest {
  onExited: () => void;
}

/** yet-another-react-lightbox with our labels; arrows only for a slideshow, no animation under reduced motion. */
function LightboxView({ slides, index, onExited }: LightboxViewProps) {
  const [open, setOpen] = useState(true);
  const single = slides.length < 2;
  const still = prefersReducedMotion();
  return (
    <Lightbox
      open={open}
      close={() => setOpen(false)}
      slides={slides}
      index={index}
      carousel={{ finite: single }}
      animation={still ? { fade: 0, swipe: 0, navigation: 0 } : { fade: 250, swipe: 400 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{ Lightbox: single ? 'Image' : 'Photo gallery', Carousel: 'Photo gallery' }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : {}}
      on={{ exited: onExited }}
    />
  );
}

let root: Root | undefined;
let opens = 0;

/**
 * Opens the lightbox (its stylesheet and a root of its own are added on the first call) and, once it has
 * closed, gives focus back to the link that opened it.
 */
export function showLightbox(request: LightboxRequest, opener: HTMLElement) {
  if (!root) {
    const style = document.createElement('style');
    style.dataset.swLightbox = '';
    style.textContent = styles;
    document.head.append(style);
    const container = document.createElement('div');
    container.className = 'sw-lightbox';
    document.body.append(container);
    root = createRoot(container, { identifierPrefix: 'sw-lightbox-' });
  }
  opens += 1;
  root.render(
    <StrictMode>
      {/* A new key per click: every request opens a fresh lightbox, even on the same link. */}
      <LightboxView key={opens} {...request} onExited={() => opener.focus({ preventScroll: true })} />
    </StrictMode>,
  );
}
