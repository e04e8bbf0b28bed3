import { builderMotionAttributesSchema } from '@site-widgets/contract/builder/motion-attributes.ts';
import { createDebounce, MOTION_RESIZE_DEBOUNCE_MS } from '@site-widgets/core/builder/debounce.ts';
import { activeOnDevice, DEVICES } from '@site-widgets/core/builder/devices.ts';
import { builderPlan } from '@site-widgets/core/builder/editor-mode.ts';
import {
  backgroundLayerPercent,
  followsPointer,
  type MotionEffect,
} from '@site-widgets/core/builder/motion-effects.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { prefersReducedMotion, windowClock } from '../../site/shared/browser.ts';
import { isEditMode } from '../../site/shared/site-page-vars.ts';
import { layoutTop } from '../shared/page-geometry.ts';
import { createMotionLoop, type MotionTarget } from './motion-loop.ts';

const WIDGET = 'builder-motion';

let loop: ReturnType<typeof createMotionLoop> | undefined;
let observer: IntersectionObserver | undefined;
const byElement = new Map<Element, MotionTarget>();

/** Only elements in the viewport are animated (spec 001 §4). */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const target = byElement.get(entry.target);
      if (target) target.visible = entry.isIntersecting;
    }
    loop?.refresh();
  });
  return observer;
}

/**
 * spec 001 §3, §4, §9 motion effects on the element: never under reduced motion (nor in the editor),
 * only on the chosen devices, only while in the viewport; measured again after a 200 ms pause in
 * resizing. `data-motion="running|off"` says which.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, builderMotionAttributesSchema);
  if (!attributes) return undefined;
  // A change of the system setting while the page is open counts too.
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  if (!builderPlan(isEditMode(), prefersReducedMotion()).motion || !('IntersectionObserver' in window)) {
    element.setAttribute('data-motion', 'off');
    return () => element.removeAttribute('data-motion');
  }
  loop ??= createMotionLoop();
  const devices = attributes.devices ?? DEVICES;
  const effects = (attributes.effects ?? []) as MotionEffect[];
  const backgroundSpeed = attributes.backgroundSpeed;
  // A background layer moves within its parent, so the parent's passage through the viewport counts.
  const measured = backgroundSpeed === undefined ? element : (element.parentElement ?? element);
  const target: MotionTarget = {
    element,
    effects,
    top: 0,
    height: 0,
    visible: false,
    followsPointer: followsPointer(effects),
    backgroundSpeed,
  };
  // spec 001 §9: the layer is taller than its parent by 10 × speed per cent (set once, not per frame).
  if (backgroundSpeed !== undefined) {
    element.style.height = `${backgroundLayerPercent(backgroundSpeed)}%`;
    // The parent holds and clips the layer behind its content.
    if (measured !== element) {
      if (getComputedStyle(measured).position === 'static') measured.style.position = 'relative';
      measured.style.overflow = 'hidden';
      measured.style.isolation = 'isolate';
    }
  }

  function apply() {
    const active = activeOnDevice(devices, window.innerWidth) && !reducedMotion?.matches;
    if (active) {
      // Layout reads here, never in the scroll path.
      target.top = layoutTop(measured);
      target.height = measured.offsetHeight;
      if (!byElement.has(element)) {
        byElement.set(element, target);
        sharedObserver().observe(element);
        loop?.add(target);
      }
      loop?.resized();
    } else if (byElement.has(element)) {
      byElement.delete(element);
      observer?.unobserve(element);
      loop?.remove(target);
    }
    element.setAttribute('data-motion', active ? 'running' : 'off');
  }

  const resize = createDebounce(windowClock, MOTION_RESIZE_DEBOUNCE_MS, apply);
  const onResize = () => resize.call();
  const onLoad = () => apply();
  apply();
  window.addEventListener('resize', onResize);
  // Images above may change the page's length once loaded: measure again then.
  if (document.readyState !== 'complete') window.addEventListener('load', onLoad, { once: true });
  reducedMotion?.addEventListener?.('change', onLoad);

  return () => {
    window.removeEventListener('resize', onResize);
    window.removeEventListener('load', onLoad);
    reducedMotion?.removeEventListener?.('change', onLoad);
    resize.destroy();
    byElement.delete(element);
    observer?.unobserve(element);
    loop?.remove(target);
    element.style.height = '';
    element.removeAttribute('data-motion');
  };
}
