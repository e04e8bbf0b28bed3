import type { ReviewView } from '@site-widgets/contract/reviews/review.ts';
import { changeHeight, READ_MORE_MS } from '@site-widgets/core/reviews/read-more.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { prefersReducedMotion, windowClock, windowFrames } from '../../site/shared/browser.ts';

/** Texts longer than this many characters are clamped with a read-more control. Decided from the
 * text alone (not by measuring), so the server and the browser render the same and nothing shifts. */
export const READ_MORE_THRESHOLD = 280;

export type ReadMoreMode = 'inline' | 'modal' | 'none';

function Paragraphs({ text }: { text: string }) {
  const paragraphs = text.split(/\r?\n\s*\r?\n/).filter((part) => part.trim() !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

/**
 * Opens and closes a clamped text by its real height over 500 ms (spec 000 §9), at once under reduced
 * motion. The height is set per frame from the measured start and end, so the text moves for the
 * whole 500 ms both ways; afterwards the inline styles go and CSS (clamped or not) holds it.
 */
function useReadMoreHeight() {
  const textRef = useRef<HTMLDivElement>(null);
  const stop = useRef(() => {});
  useEffect(() => () => stop.current(), []);

  const toggle = (open: boolean) => {
    const node = textRef.current;
    if (!node) return;
    stop.current();
    const from = node.getBoundingClientRect().height;
    node.style.removeProperty('height');
    node.style.removeProperty('max-height');
    // The end height, measured in the end state (React writes the same attribute when it renders).
    node.dataset.clamped = open ? 'false' : 'true';
    const to = node.getBoundingClientRect().height;
    node.style.setProperty('max-height', 'none');
    stop.current = changeHeight({
      from,
      to,
      duration: prefersReducedMotion() ? 0 : READ_MORE_MS,
      clock: windowClock,
      frames: windowFrames,
      setHeight: (px) => node.style.setProperty('height', `${px}px`),
      onDone: () => {
        node.style.removeProperty('height');
        node.style.removeProperty('max-height');
      },
    });
  };
  return { textRef, toggle };
}

/**
 * A review's text. Long texts are clamped; "Read more" expands inline (its real height over 500 ms
 * both ways, spec 000 §9; instantly under reduced motion) and "Read less" clamps again, or opens the whole review in a modal dialog.
 */
export function ReviewText({ review, readMore }: { review: ReviewView; readMore: ReadMoreMode }) {
  const [expanded, setExpanded] = useState(false);
  const { textRef, toggle } = useReadMoreHeight();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const textId = useId();
  const long = readMore !== 'none' && [...review.text].length > READ_MORE_THRESHOLD;
  if (!long) {
    return (
      <div className="sw-review-card__text">
        <Paragraphs text={review.text} />
      </div>
    );
  }
  if (readMore === 'inline') {
    return (
      <>
        <div
          ref={textRef}
          id={textId}
          className="sw-review-card__text"
          data-clamped={expanded ? 'false' : 'true'}
        >
          <Paragraphs text={review.text} />
        </div>
        <button
          type="button"
          className="sw-read-more"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => {
            toggle(!expanded);
            setExpanded(!expanded);
          }}
        >
          {expanded ? 'Read less' : 'Read more'}
        </button>
      </>
    );
  }
  return (
    <>
      <div className="sw-review-card__text" data-clamped="true">
        <Paragraphs text={review.text} />
      </div>
      <button
        type="button"
        className="sw-read-more"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
      >
        Read more<span className="sw-visually-hidden"> of {review.reviewerName}’s review</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the native dialog already handles */}
      <dialog
        ref={dialogRef}
        className="sw-review-dialog"
        aria-labelledby={`${textId}-title`}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="sw-review-dialog__content">
          <h2 id={`${textId}-title`} className="sw-review-dialog__title">
            {review.title || `Review by ${review.reviewerName}`}
          </h2>
          <p className="sw-review-dialog__by">{review.reviewerName}</p>
          <div className="sw-review-dialog__text">
            <Paragraphs text={review.text} />
          </div>
          <button
            type="button"
            className="sw-button sw-review-dialog__close"
            onClick={() => dialogRef.current?.close()}
          >
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
