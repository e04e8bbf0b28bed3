import type { ReactNode } from 'react';
import { SLIDE_SLOT } from './carousel-keys.ts';

export interface CarouselSlideProps {
  /** 0-based. */
  index: number;
  total: number;
  /** On screen now. Slides off screen are hidden from assistive technology and from Tab (`inert`). */
  visible: boolean;
  className: string;
  children: ReactNode;
}

/** A slide of the WAI-ARIA carousel pattern: a group named "3 of 10". */
export function CarouselSlide({ index, total, visible, className, children }: CarouselSlideProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a div group; a fieldset is for form controls
    <div
      className={className}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      aria-hidden={visible ? undefined : true}
      inert={!visible}
      data-slot={SLIDE_SLOT}
      data-state={visible ? 'visible' : 'hidden'}
    >
      {children}
    </div>
  );
}
