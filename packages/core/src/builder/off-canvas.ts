/**
 * spec 001 §2, §4 off-canvas panels: closed → open and back by its trigger, a link action, Escape, a
 * click outside it or its close button. It enters by pushing the page aside or covering it, with a
 * slide, grow or fade animation; the exit animation plays before it is hidden (none under reduced
 * motion).
 */

export type OffCanvasState = 'closed' | 'opening' | 'open' | 'closing';
export type OffCanvasCommand = 'open' | 'close' | 'toggle';

/** Default entrance and exit duration (spec 001 §9 default animation duration 400 ms). */
export const OFF_CANVAS_ANIMATION_MS = 400;

/** The link actions that reach off-canvas panels (issue 14 item 2; the fixed list). */
export const OFF_CANVAS_LINK_ACTIONS = {
  'off_canvas:open': 'open',
  'off_canvas:close': 'close',
  'off_canvas:toggle': 'toggle',
} as const satisfies Record<string, OffCanvasCommand>;

export type OffCanvasLinkAction = keyof typeof OFF_CANVAS_LINK_ACTIONS;

export function isOffCanvasLinkAction(name: string): name is OffCanvasLinkAction {
  return Object.hasOwn(OFF_CANVAS_LINK_ACTIONS, name);
}

/** The state after a command: opening/closing are the animations; a command mid-animation reverses it. */
export function offCanvasNext(state: OffCanvasState, command: OffCanvasCommand): OffCanvasState {
  const shown = state === 'open' || state === 'opening';
  const wanted = command === 'toggle' ? !shown : command === 'open';
  if (wanted === shown) return state;
  return wanted ? 'opening' : 'closing';
}

/** The state once an animation has run its time. */
export function offCanvasSettled(state: OffCanvasState): OffCanvasState {
  if (state === 'opening') return 'open';
  if (state === 'closing') return 'closed';
  return state;
}

/** A panel id as link-action settings name it (`{"id":"menu"}`): an element id, or nothing. */
export function offCanvasTargetId(settings: unknown): string | undefined {
  if (typeof settings !== 'object' || settings === null) return undefined;
  const id = (settings as { id?: unknown }).id;
  return typeof id === 'string' && /^[A-Za-z][\w-]{0,99}$/.test(id) ? id : undefined;
}
