import {
  type CarouselEngineOptions,
  nextMotion,
  snapAfterDrag,
} from '@site-widgets/core/reviews/carousel-options.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { classifyDrag, SWIPE_CLICK_THRESHOLD_PX } from '@site-widgets/core/timing/swipe.ts';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';

export interface UseCarouselEngineOptions {
  options: CarouselEngineOptions;
  fade: boolean;
  /** ms a move takes (the speed setting; 0 under reduced motion): how long `animating` lasts. */
  moveMs: number;
  /** spec 000 §5: the minimum swipe at a viewport width. */
  minimumSwipe: (width: number) => number;
  /** The visitor swiped to another slide. */
  onSwipe?: () => void;
}

interface Drag {
  x: number;
  y: number;
  lastX: number;
  lastY: number;
  snap: number;
  width: number;
  moved: boolean;
}

/**
 * Embla as the engine under a carousel view: it moves the slides (translate or fade) and follows the
 * pointer; this hook keeps the selected stop and the motion state for the view, and settles every drag
 * by the spec's rules (`classifyDrag`: a click under 10 px, a mostly vertical drag beyond 4 px cancels,
 * a swipe needs the minimum distance) instead of Embla's own flick force. `animating` lasts the
 * speed's ms from the start of a move: Embla's own settle event comes only after a sub-pixel creep.
 */
export function useCarouselEngine({
  options,
  fade,
  moveMs,
  minimumSwipe,
  onSwipe,
}: UseCarouselEngineOptions) {
  const plugins = useMemo(() => (fade ? [Fade()] : []), [fade]);
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const [selected, setSelected] = useState(0);
  const [motion, dispatch] = useReducer(nextMotion, 'idle');
  const latest = useRef({ minimumSwipe, onSwipe, moveMs, loop: options.loop });
  useEffect(() => {
    latest.current = { minimumSwipe, onSwipe, moveMs, loop: options.loop };
  });

  useEffect(() => {
    if (!api) return;
    const viewport = api.rootNode();
    let drag: Drag | null = null;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    // still → moving (for the speed's ms) → tail (Embla's last sub-pixel creep, ~1.5 s) → still on settle.
    let phase: 'still' | 'moving' | 'tail' = 'still';
    let moveTimer: unknown;

    const sync = () => setSelected(api.selectedScrollSnap());
    const startMove = () => {
      systemClock.clearTimeout(moveTimer);
      phase = 'moving';
      dispatch('scroll');
      moveTimer = systemClock.setTimeout(() => {
        phase = 'tail';
        dispatch('settle');
      }, latest.current.moveMs);
    };
    const onSelect = () => {
      sync();
      startMove();
    };
    const onScroll = () => {
      if (phase === 'still') startMove();
    };
    const onSettle = () => {
      systemClock.clearTimeout(moveTimer);
      phase = 'still';
      dispatch('settle');
    };

    const onMove = (event: PointerEvent) => {
      if (!drag) return;
      drag.lastX = event.clientX;
      drag.lastY = event.clientY;
      const distance = Math.hypot(drag.lastX - drag.x, drag.lastY - drag.y);
      if (!drag.moved && distance >= SWIPE_CLICK_THRESHOLD_PX) {
        drag.moved = true;
        dispatch('pointer-moved');
      }
    };
    const finish = () => {
      const ended = drag;
      drag = null;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onPointerUp);
      clearTimeout(fallback);
      dispatch('pointer-up');
      phase = 'still';
      return ended;
    };
    // Embla ends its drag on mouseup/touchend and then emits pointerUp; settle by our rule right after.
    const onEmblaPointerUp = () => {
      const ended = finish();
      if (!ended) return;
      const { minimumSwipe: minimum, loop, onSwipe: swiped } = latest.current;
      const verdict = classifyDrag(ended.lastX - ended.x, ended.lastY - ended.y, minimum(ended.width));
      const target = snapAfterDrag(verdict, ended.snap, api.scrollSnapList().length, loop);
      api.scrollTo(target);
      if (target !== ended.snap) swiped?.();
    };
    // When Embla did not take the press (a right click, a form field, dragging switched off).
    const onPointerUp = () => {
      fallback = setTimeout(() => {
        if (drag) finish();
      }, 0);
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      finish();
      drag = {
        x: event.clientX,
        y: event.clientY,
        lastX: event.clientX,
        lastY: event.clientY,
        snap: api.selectedScrollSnap(),
        width: viewport.clientWidth,
        moved: false,
      };
      dispatch('pointer-down');
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onPointerUp);
    };

    sync();
    api.on('select', onSelect).on('reInit', sync).on('scroll', onScroll).on('settle', onSettle);
    api.on('pointerUp', onEmblaPointerUp);
    viewport.addEventListener('pointerdown', onDown);
    return () => {
      api.off('select', onSelect).off('reInit', sync).off('scroll', onScroll).off('settle', onSettle);
      api.off('pointerUp', onEmblaPointerUp);
      viewport.removeEventListener('pointerdown', onDown);
      systemClock.clearTimeout(moveTimer);
      finish();
    };
  }, [api]);

  /** Shows stop `index` (`jump`: without animation). Never moves focus. */
  const goTo = useCallback(
    (index: number, jump = false) => {
      if (!api) return setSelected(index);
      api.scrollTo(index, jump);
      // Embla is the truth once it runs: it may have fewer stops than asked for.
      setSelected(api.selectedScrollSnap());
    },
    [api],
  );

  return { viewportRef, selected, motion, goTo };
}
