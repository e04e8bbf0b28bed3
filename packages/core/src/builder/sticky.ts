/**
 * spec 001 §3, §4 sticky sections: a section sticks to the top (or bottom) of the viewport once the
 * page scrolls past its place, offset by `offset` px; past `effectsOffset` px of scrolling it also gets
 * the effects state (a header shrinks, say). A spacer of its height keeps its place in the page, so
 * nothing below it moves. With `stayInParent` it never leaves its parent: it is pushed out with it.
 */

export interface StickySettings {
  position: 'top' | 'bottom';
  /** Distance from the viewport's edge while stuck (px). */
  offset: number;
  /** Page scroll (px) from which a stuck section also has the effects state. */
  effectsOffset: number;
  stayInParent: boolean;
}

/** Document positions measured outside the scroll path (at start, after a resize or a size change). */
export interface StickyMeasure {
  /** Where the section (or its spacer, while stuck) starts, from the top of the page. */
  elementTop: number;
  elementHeight: number;
  parentTop: number;
  parentBottom: number;
}

export type StickyPhase = 'unstuck' | 'stuck';

export interface StickyState {
  phase: StickyPhase;
  effects: boolean;
  /** How far (px) the stuck section is pushed from its edge by the end of its parent (top: ≤ 0). */
  shift: number;
}

const UNSTUCK: StickyState = { phase: 'unstuck', effects: false, shift: 0 };

/** The sticky state at a scroll position; pure, so the scroll path reads no layout. */
export function stickyStateAt(
  scrollY: number,
  viewportHeight: number,
  measure: StickyMeasure,
  settings: StickySettings,
): StickyState {
  const { elementTop, elementHeight, parentTop, parentBottom } = measure;
  if (settings.position === 'top') {
    if (scrollY + settings.offset <= elementTop) return UNSTUCK;
    const overrun = scrollY + settings.offset + elementHeight - parentBottom;
    const shift = settings.stayInParent && overrun > 0 ? -overrun : 0;
    return { phase: 'stuck', effects: scrollY >= settings.effectsOffset, shift };
  }
  const viewportBottom = scrollY + viewportHeight - settings.offset;
  if (elementTop + elementHeight <= viewportBottom) return UNSTUCK;
  const underrun = parentTop + elementHeight - viewportBottom;
  const shift = settings.stayInParent && underrun > 0 ? underrun : 0;
  return { phase: 'stuck', effects: scrollY >= settings.effectsOffset, shift };
}

export function sameStickyState(a: StickyState, b: StickyState): boolean {
  return a.phase === b.phase && a.effects === b.effects && a.shift === b.shift;
}

/**
 * What decides whether a resize re-applies the sticky behaviour (spec 001 §4: "re-applied on resize
 * after a 300 ms debounce if the configuration changed"): whether it is active at the new width, and
 * the section's size.
 */
export interface StickyConfiguration {
  active: boolean;
  width: number;
  height: number;
}

export function stickyConfigurationChanged(before: StickyConfiguration, after: StickyConfiguration): boolean {
  return before.active !== after.active || before.width !== after.width || before.height !== after.height;
}
