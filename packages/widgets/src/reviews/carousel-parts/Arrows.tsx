export interface ArrowsProps {
  canGoPrevious: boolean;
  canGoNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** The id of the slides container the buttons control. */
  controls: string;
}

/**
 * Previous and next. At an end without loop a button is `aria-disabled` rather than `disabled`, so a
 * keyboard user who pressed it to the end keeps focus on it (spec 000 §4: disabled at the ends).
 */
export function Arrows({ canGoPrevious, canGoNext, onPrevious, onNext, controls }: ArrowsProps) {
  return (
    <>
      <button
        type="button"
        className="sw-carousel-button sw-carousel-arrow"
        data-slot="previous"
        aria-label="Previous slide"
        aria-controls={controls}
        aria-disabled={canGoPrevious ? undefined : true}
        onClick={() => canGoPrevious && onPrevious()}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12.5 4l-6 6 6 6" />
        </svg>
      </button>
      <button
        type="button"
        className="sw-carousel-button sw-carousel-arrow"
        data-slot="next"
        aria-label="Next slide"
        aria-controls={controls}
        aria-disabled={canGoNext ? undefined : true}
        onClick={() => canGoNext && onNext()}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M7.5 4l6 6-6 6" />
        </svg>
      </button>
    </>
  );
}
