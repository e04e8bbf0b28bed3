import {
  backgroundStep,
  type MotionEffect,
  motionStyleAt,
  passedPercent,
  pointerPercent,
} from '@site-widgets/core/builder/motion-effects.ts';
import { frameThrottle } from '../shared/page-geometry.ts';

/** One element with effects, its measured place, and whether it is in the viewport now. */
export interface MotionTarget {
  element: HTMLElement;
  effects: readonly MotionEffect[];
  top: number;
  height: number;
  visible: boolean;
  followsPointer: boolean;
  /** A background layer: its speed; `top` and `height` are then its parent's. */
  backgroundSpeed?: number;
}

/**
 * Every motion element on the page shares one scroll listener, one pointer listener and one animation
 * frame: the frame reads `scrollY` and the last pointer place (no layout) and writes each visible
 * element's transform, opacity and filter, which the compositor applies.
 */
export function createMotionLoop() {
  const targets = new Set<MotionTarget>();
  let viewport = { width: window.innerWidth, height: window.innerHeight };
  let pointer = { x: 50, y: 50 };
  let listening = false;

  const frame = frameThrottle(() => {
    const scrollY = window.scrollY;
    for (const target of targets) {
      if (!target.visible) continue;
      const passed = passedPercent(scrollY, target.top, target.height, viewport.height);
      const style = motionStyleAt(target.effects, passed, pointer);
      const layer =
        target.backgroundSpeed === undefined
          ? ''
          : `translateY(${backgroundStep(passed, target.height, target.backgroundSpeed)}px)`;
      target.element.style.transform = [layer, style.transform].filter(Boolean).join(' ');
      target.element.style.opacity = style.opacity;
      target.element.style.filter = style.filter;
    }
  });

  const onScroll = () => frame.schedule();
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    pointer = pointerPercent(event.clientX, event.clientY, viewport.width, viewport.height);
    frame.schedule();
  };

  function listen(on: boolean) {
    if (on === listening) return;
    listening = on;
    const method = on ? 'addEventListener' : 'removeEventListener';
    window[method]('scroll', onScroll, { passive: true } as AddEventListenerOptions);
    window[method]('pointermove', onPointer as EventListener, { passive: true } as AddEventListenerOptions);
  }

  return {
    add(target: MotionTarget) {
      targets.add(target);
      listen(true);
      frame.schedule();
    },
    remove(target: MotionTarget) {
      targets.delete(target);
      for (const property of ['transform', 'opacity', 'filter'] as const) target.element.style[property] = '';
      if (targets.size === 0) {
        listen(false);
        frame.cancel();
      }
    },
    /** After a resize pause: the viewport's size (the targets measure themselves). */
    resized() {
      viewport = { width: window.innerWidth, height: window.innerHeight };
      frame.schedule();
    },
    refresh: () => frame.schedule(),
  };
}
