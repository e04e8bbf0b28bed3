export interface DotsProps {
  /** The first slide of every stop (0-based). */
  starts: readonly number[];
  /** Slides shown at a stop. */
  shown: number;
  slideCount: number;
  selected: number;
  onSelect: (stop: number) => void;
  controls: string;
}

/** "Slide 4", or "Slides 4 to 6" when a stop shows several. */
export function stopLabel(start: number, shown: number, slideCount: number): string {
  const last = Math.min(start + shown, slideCount);
  return last - start > 1 ? `Slides ${start + 1} to ${last}` : `Slide ${start + 1}`;
}

/**
 * Dots as the WAI-ARIA carousel's "picker" buttons (not tabs): one button per stop, named by the slides
 * it shows; the one showing is `aria-current="true"`.
 */
export function Dots({ starts, shown, slideCount, selected, onSelect, controls }: DotsProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of picker buttons, not form controls; a fieldset would draw a legend box
    <div className="sw-carousel-dots" role="group" aria-label="Choose slides" data-slot="dots">
      {starts.map((start, stop) => (
        <button
          key={start}
          type="button"
          className="sw-carousel-dot"
          aria-label={stopLabel(start, shown, slideCount)}
          aria-current={stop === selected ? 'true' : undefined}
          aria-controls={controls}
          onClick={() => onSelect(stop)}
        />
      ))}
    </div>
  );
}
