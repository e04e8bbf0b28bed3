import type { ReviewView } from '@site-widgets/contract';
import { useId, useRef, useState } from 'react';

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
 * A review's text. Long texts are clamped; "Read more" expands inline (500 ms, spec 000 §9; instantly
 * under reduced motion) and "Read less" clamps again, or opens the whole review in a modal dialog.
 */
export function ReviewText({ review, readMore }: { review: ReviewView; readMore: ReadMoreMode }) {
  const [expanded, setExpanded] = useState(false);
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
        <div id={textId} className="sw-review-card__text" data-clamped={expanded ? 'false' : 'true'}>
          <Paragraphs text={review.text} />
        </div>
        <button
          type="button"
          className="sw-read-more"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
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
