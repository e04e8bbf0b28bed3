import { builderStickyAttributesSchema } from '@site-widgets/contract/builder/motion-attributes.ts';
import { createDebounce, STICKY_RESIZE_DEBOUNCE_MS } from '@site-widgets/core/builder/debounce.ts';
import { activeOnDevice, DEVICES } from '@site-widgets/core/builder/devices.ts';
import { builderPlan } from '@site-widgets/core/builder/editor-mode.ts';
import {
  type StickyConfiguration,
  type StickyMeasure,
  type StickyState,
  sameStickyState,
  stickyConfigurationChanged,
  stickyStateAt,
} from '@site-widgets/core/builder/sticky.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { prefersReducedMotion, windowClock } from '../../site/shared/browser.ts';
import { isEditMode } from '../../site/shared/site-page-vars.ts';
import { frameThrottle, layoutTop } from '../shared/page-geometry.ts';

const WIDGET = 'builder-sticky';

/**
 * spec 001 §3, §4 sticky section. While stuck the section is `position: fixed` at its measured left
 * and width, and a spacer of its measured height takes its place, so nothing in the page moves (the
 * section may then change its own size, a header shrinking, without moving anything). States:
 * `data-sticky="unstuck|stuck"` (`off` on other devices), `data-sticky-effects` once past the effects offset, and the page
 * builder's classes `elementor-sticky--active` / `elementor-sticky--effects` for its stylesheets.
 * The scroll handler reads `scrollY` only; positions are measured at start, after a 300 ms pause in
 * resizing (re-applied when the configuration changed) and when the parent changes size.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, builderStickyAttributesSchema);
  if (!attributes) return undefined;
  if (!builderPlan(isEditMode(), prefersReducedMotion()).sticky) {
    element.setAttribute('data-sticky', 'off');
    return () => element.removeAttribute('data-sticky');
  }
  const settings = {
    position: attributes.sticky ?? 'top',
    offset: attributes.stickyOffset ?? 0,
    effectsOffset: attributes.stickyEffectsOffset ?? 0,
    stayInParent: attributes.stickyParent ?? false,
  };
  const devices = attributes.stickyOn ?? DEVICES;
  const parent = element.parentElement ?? document.body;

  const spacer = document.createElement('div');
  spacer.setAttribute('aria-hidden', 'true');
  spacer.setAttribute('data-sticky-spacer', '');
  // While the section is fixed the spacer takes its place (a natively sticky one keeps its own).
  const native = settings.stayInParent;
  spacer.hidden = true;
  if (!native) element.before(spacer);

  let measure: StickyMeasure | undefined;
  let box = { left: 0, width: 0 };
  let state: StickyState = { phase: 'unstuck', effects: false, shift: 0 };
  let configuration: StickyConfiguration = { active: false, width: 0, height: 0 };
  let active = false;

  /**
   * Inside its parent, the browser's own `position: sticky` does the sticking (it cannot leave the
   * parent, keeps its place in the flow, and moving with the scroll is never a layout shift); the
   * script only keeps the states. Leaving the parent needs `position: fixed` and the spacer.
   */
  function write(next: StickyState) {
    const stuck = next.phase === 'stuck';
    if (native) {
      // Set once: until its place is scrolled past, a sticky element sits in the flow as usual.
      element.style.position = active ? 'sticky' : '';
      element.style[settings.position] = active ? `${settings.offset}px` : '';
      element.style.zIndex = active ? '50' : '';
    } else if (stuck !== (state.phase === 'stuck')) {
      // In one task: the section leaves the flow and the spacer of its height takes its place.
      spacer.hidden = !stuck;
      spacer.style.height = stuck ? `${measure?.elementHeight ?? 0}px` : '';
      element.style.position = stuck ? 'fixed' : '';
      element.style.left = stuck ? `${box.left}px` : '';
      element.style.width = stuck ? `${box.width}px` : '';
      element.style.zIndex = stuck ? '50' : '';
      element.style[settings.position] = stuck ? `${settings.offset}px` : '';
    }
    element.classList.toggle('elementor-sticky--active', stuck);
    element.setAttribute('data-sticky', next.phase);
    element.toggleAttribute('data-sticky-effects', next.effects);
    element.classList.toggle('elementor-sticky--effects', next.effects);
    if (!native) element.style.transform = next.shift ? `translateY(${next.shift}px)` : '';
    state = next;
  }

  const update = frameThrottle(() => {
    if (!measure) return;
    const next = stickyStateAt(window.scrollY, window.innerHeight, measure, settings);
    if (!sameStickyState(next, state)) write(next);
  });

  /**
   * Layout reads: never in the scroll path. While the section is fixed its place is read from the
   * spacer standing there; a natively sticky section is read in its static place (its sticky offset
   * moves its box), switched back within this task, so nothing is painted in between.
   */
  function measureNow() {
    const fixed = !native && state.phase === 'stuck';
    const stickyPosition = element.style.position;
    if (native) element.style.position = 'static';
    const rect = (fixed ? spacer : element).getBoundingClientRect();
    const height = fixed ? (measure?.elementHeight ?? rect.height) : element.offsetHeight;
    const parentTop = layoutTop(parent);
    measure = {
      // The layout box, not the painted one: a section with the effects state may be translated
      // (the site header moves up 0.5rem), which would put its place above the page's top and keep
      // it stuck at scroll 0.
      elementTop: fixed ? rect.top + window.scrollY : layoutTop(element),
      elementHeight: height,
      parentTop,
      parentBottom: parentTop + parent.offsetHeight,
    };
    if (native) element.style.position = stickyPosition;
    box = { left: rect.left, width: rect.width };
  }

  function apply() {
    const width = window.innerWidth;
    active = activeOnDevice(devices, width);
    if (!active) {
      write({ phase: 'unstuck', effects: false, shift: 0 });
      // Not on this device: `off`, so nothing counts it as sticky (one-page offsets, scroll padding).
      element.setAttribute('data-sticky', 'off');
      measure = undefined;
    } else {
      write({ phase: 'unstuck', effects: false, shift: 0 });
      measureNow();
      update.schedule();
    }
    configuration = { active, width, height: measure?.elementHeight ?? 0 };
  }

  const resize = createDebounce(windowClock, STICKY_RESIZE_DEBOUNCE_MS, () => {
    const width = window.innerWidth;
    const active = activeOnDevice(devices, width);
    const height = active && state.phase === 'unstuck' ? element.offsetHeight : configuration.height;
    if (stickyConfigurationChanged(configuration, { active, width, height })) apply();
  });

  apply();
  const onScroll = () => update.schedule();
  const onResize = () => resize.call();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onResize);
  // The parent grows when its content loads (images, grids): measure again, outside the scroll path.
  const observer =
    'ResizeObserver' in window
      ? new ResizeObserver(() => {
          if (measure) {
            measureNow();
            update.schedule();
          }
        })
      : undefined;
  observer?.observe(parent);

  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onResize);
    observer?.disconnect();
    resize.destroy();
    update.cancel();
    write({ phase: 'unstuck', effects: false, shift: 0 });
    element.removeAttribute('data-sticky');
    spacer.remove();
  };
}
