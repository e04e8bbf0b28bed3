import { GET_FLOAT_ACTION } from '@site-widgets/contract/reviews/get-float.ts';
import { createFloatCycle, type FloatCycle } from '@site-widgets/core/reviews/float-cycle.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { usePost } from '../../runtime/post-context.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { holdWhileAway, useFloatPresence } from '../review-badge/float-services.ts';
import { reservePageEnd } from '../review-badge/page-end-room.ts';
import { ReviewCard } from '../review-card/ReviewCard.tsx';
import { sanitizeReviewHtml } from './sanitize.ts';
import { floatFields, type ReviewFloatProps } from './settings.ts';

function useReducedMotion(): boolean {
  const [reduce, setReduce] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    setReduce(query.matches);
    const onChange = () => setReduce(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return reduce;
}

/**
 * A pop-up float (spec 000 §4, §9): one review at a time at a corner. Once in, it cycles through the
 * template's reviews: out, fetch the next, in. It holds while the pointer is over it or the tab is
 * hidden, has a pause button (WCAG 2.2.2) and a close button; under reduced motion the review changes
 * in place without sliding.
 */
export function ReviewFloat({ settings, initial, initialHtml }: ReviewFloatProps) {
  const post = usePost();
  const rootRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const hydrated = useHydrated();
  const reduceMotion = useReducedMotion();
  const { presence, status } = useFloatPresence(settings, rootRef);
  const [cycle] = useState<FloatCycle>(() =>
    createFloatCycle({
      clock: systemClock,
      fetchReview: (startOffset) => post(GET_FLOAT_ACTION, floatFields(settings, startOffset)),
      sanitize: sanitizeReviewHtml,
    }),
  );
  const state = useSyncExternalStore(cycle.subscribe, cycle.getState, cycle.getState);

  // The cycle runs while the float is in; closing (or unmounting) stops it.
  useEffect(() => {
    if (status !== 'shown') return;
    cycle.start();
    return () => cycle.stop();
  }, [cycle, status]);
  useEffect(() => {
    const node = rootRef.current;
    return node ? holdWhileAway(node, cycle) : undefined;
  }, [cycle]);
  // While it is in, the page's end keeps room for it (issue 9: it must not cover the last controls).
  useEffect(() => {
    const node = rootRef.current;
    return node && status === 'shown' ? reservePageEnd(node) : undefined;
  }, [status]);

  const html = state.html ?? initialHtml ?? null;
  // Under reduced motion the float never goes out: the review changes in place.
  const phase = reduceMotion && state.phase === 'out' ? 'showing' : state.phase;
  return (
    <section
      ref={rootRef}
      className="sw-float"
      aria-labelledby={headingId}
      data-position={settings.position}
      data-state={status}
      data-phase={phase}
      data-motion={reduceMotion ? 'reduce' : 'full'}
      data-hydrated={hydrated ? 'true' : undefined}
    >
      {/* Named by a heading, so the card's own h3 title sits under an h2 wherever the float is placed. */}
      <h2 id={headingId} className="sw-visually-hidden">
        A review from our guests
      </h2>
      <div className="sw-float__controls">
        {state.phase !== 'finished' && (
          <button
            type="button"
            className="sw-float__button"
            aria-label={state.paused ? 'Resume changing reviews' : 'Pause changing reviews'}
            aria-pressed={state.paused}
            onClick={() => (state.paused ? cycle.play() : cycle.pause())}
          >
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
              {state.paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" />}
            </svg>
          </button>
        )}
        <button
          type="button"
          className="sw-float__button"
          aria-label="Close the review pop-up"
          onClick={() => presence?.close()}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="sw-float__review" data-slot="review" data-count={state.count}>
        {html !== null ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (sanitize.ts) before it reaches state
          <div className="sw-float__html" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          initial && <ReviewCard review={initial} readMore="none" />
        )}
      </div>
    </section>
  );
}
