import {
  isOffCanvasLinkAction,
  OFF_CANVAS_LINK_ACTIONS,
  type OffCanvasCommand,
  offCanvasTargetId,
} from '@site-widgets/core/builder/off-canvas.ts';

/** The event a mounted panel listens for on the document: `detail` = { id, command }. */
export const OFF_CANVAS_EVENT = 'site-widgets:off-canvas';

export interface OffCanvasRequest {
  id: string;
  command: OffCanvasCommand;
}

/** Commands for panels whose code has not arrived yet: performed once they mount (latest wins). */
const pending = new Map<string, OffCanvasCommand>();
/** Panels that are live, by id. */
const live = new Set<string>();

export function takePendingCommand(id: string): OffCanvasCommand | undefined {
  const command = pending.get(id);
  pending.delete(id);
  return command;
}

export function markLive(id: string, isLive: boolean) {
  if (isLive) live.add(id);
  else live.delete(id);
}

/**
 * Opens, closes or toggles the panel with this id, wherever it is on the page. A panel whose code has
 * not arrived is started (the loader starts a widget that receives focus) and performs it on mount.
 */
export function commandOffCanvas(id: string, command: OffCanvasCommand): boolean {
  const panel = document.getElementById(id);
  const widget = panel?.closest<HTMLElement>('[data-widget="off-canvas"]');
  if (!panel || !widget) return false;
  if (live.has(id)) {
    document.dispatchEvent(new CustomEvent<OffCanvasRequest>(OFF_CANVAS_EVENT, { detail: { id, command } }));
  } else {
    pending.set(id, command);
    widget.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
  return true;
}

/**
 * The link actions `off_canvas:open|close|toggle` (issue 14 item 2) with their settings
 * (`{"id":"panel-id"}`): register each with the link-action registry
 * (`registerLinkAction(name, handler)`). Unknown names and settings without a valid id do nothing.
 */
export function runOffCanvasLinkAction(name: string, settings: unknown): boolean {
  if (!isOffCanvasLinkAction(name)) return false;
  const id = offCanvasTargetId(settings);
  if (id === undefined) {
    console.error(`[site-widgets] ${name}: settings.id: must be an element id`);
    return false;
  }
  return commandOffCanvas(id, OFF_CANVAS_LINK_ACTIONS[name]);
}

export const OFF_CANVAS_LINK_ACTION_NAMES = Object.keys(OFF_CANVAS_LINK_ACTIONS) as Array<
  keyof typeof OFF_CANVAS_LINK_ACTIONS
>;
