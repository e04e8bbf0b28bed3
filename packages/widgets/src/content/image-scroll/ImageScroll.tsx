import type { CSSProperties } from 'react';

export interface ImageScrollProps {
  src: string;
  alt: string;
  width: number;
  imageHeight: number;
  /** The frame's height in px; default 320. */
  frameHeight?: number;
  /** `hover` (or focus) scrolls the image through the frame; `scroll` lets the visitor scroll it. */
  trigger?: 'hover' | 'scroll';
  /** Seconds the hover scroll takes; default 3. */
  duration?: number;
}

/**
 * spec 001 §1: a tall image (a menu card, a long page) seen through a frame. On hover or keyboard focus
 * it glides to its end and back when left (CSS only: nothing moves under reduced motion, where the frame
 * scrolls instead); with `scroll`, the frame is a scrollable region. Needs no script at all.
 */
export function ImageScroll({
  src,
  alt,
  width,
  imageHeight,
  frameHeight = 320,
  trigger = 'hover',
  duration = 3,
}: ImageScrollProps) {
  const style = {
    '--sw-scroll-frame': `${frameHeight}px`,
    '--sw-scroll-duration': `${duration}s`,
    maxWidth: width,
  } as CSSProperties;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus
    <figure className="sw-image-scroll" data-trigger={trigger} style={style} tabIndex={0} aria-label={alt}>
      <img
        className="sw-image-scroll__image"
        src={src}
        alt={alt}
        width={width}
        height={imageHeight}
        loading="lazy"
        decoding="async"
      />
    </figure>
  );
}
