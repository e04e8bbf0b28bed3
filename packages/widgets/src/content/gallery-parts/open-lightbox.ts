import type { ZoomSlide } from './zoom-lightbox.tsx';

export type { ZoomSlide };

/** Loads the lightbox (React and yet-another-react-lightbox) on the first picture opened, then opens it. */
export async function openZoomLightbox(
  widget: string,
  slides: readonly ZoomSlide[],
  index: number,
  label: string,
  opener: HTMLElement,
): Promise<void> {
  try {
    const { showZoomLightbox: show } = await import('./zoom-lightbox.tsx');
    show(slides, index, label, opener);
  } catch (error) {
    console.error(`[site-widgets] ${widget}: the lightbox could not be loaded`, error);
  }
}
