import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  markLive,
  OFF_CANVAS_EVENT,
  OFF_CANVAS_LINK_ACTION_NAMES,
  runOffCanvasLinkAction,
  takePendingCommand,
} from '../src/builder/off-canvas/commands.ts';

function page() {
  document.body.innerHTML = `
    <div data-widget="off-canvas">
      <button data-slot="trigger" aria-controls="menu">Menu</button>
      <dialog id="menu" data-slot="panel"></dialog>
    </div>`;
  return document.querySelector<HTMLElement>('[data-widget="off-canvas"]') as HTMLElement;
}

afterEach(() => {
  markLive('menu', false);
  takePendingCommand('menu');
  vi.restoreAllMocks();
});

describe('the off-canvas link actions', () => {
  it('are exactly off_canvas:open, close and toggle', () => {
    expect(OFF_CANVAS_LINK_ACTION_NAMES).toEqual([
      'off_canvas:open',
      'off_canvas:close',
      'off_canvas:toggle',
    ]);
  });

  it('reach a live panel by its id', () => {
    page();
    markLive('menu', true);
    const received: unknown[] = [];
    const listener = (event: Event) => received.push((event as CustomEvent).detail);
    document.addEventListener(OFF_CANVAS_EVENT, listener);
    expect(runOffCanvasLinkAction('off_canvas:toggle', { id: 'menu' })).toBe(true);
    document.removeEventListener(OFF_CANVAS_EVENT, listener);
    expect(received).toEqual([{ id: 'menu', command: 'toggle' }]);
  });

  it('start a panel whose code has not arrived, which performs the command on mount', () => {
    const widget = page();
    const focused = vi.fn();
    widget.addEventListener('focusin', focused);
    expect(runOffCanvasLinkAction('off_canvas:open', { id: 'menu' })).toBe(true);
    expect(focused).toHaveBeenCalledTimes(1);
    expect(takePendingCommand('menu')).toBe('open');
    expect(takePendingCommand('menu')).toBeUndefined();
  });

  it('do nothing for an unknown action, a missing panel or settings without a valid id', () => {
    page();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(runOffCanvasLinkAction('off_canvas:explode', { id: 'menu' })).toBe(false);
    expect(runOffCanvasLinkAction('off_canvas:open', { id: 'nowhere' })).toBe(false);
    expect(runOffCanvasLinkAction('off_canvas:open', { id: '"><img src=x>' })).toBe(false);
    expect(runOffCanvasLinkAction('off_canvas:open', 'menu')).toBe(false);
    expect(error).toHaveBeenCalledWith('[site-widgets] off_canvas:open: settings.id: must be an element id');
    expect(takePendingCommand('menu')).toBeUndefined();
  });
});
