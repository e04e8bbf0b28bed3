import type { PopupSettingsInput } from '@site-widgets/contract/builder/popup-settings.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchLinkAction } from '../src/builder/link-actions/dispatch.ts';
// Loaded up front, so opening a popup does not wait on a first import under fake timers.
import '../src/builder/popup/popup-dialog.ts';
import { renderPopupWidget } from '../src/builder/popup/server.tsx';
import { mount } from '../src/builder/popup/widget.ts';

const unmounts: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** A popup as the server renders it, mounted as the loader mounts it. */
async function popup(id: string, settings: PopupSettingsInput) {
  const host = document.createElement('div');
  host.innerHTML = renderPopupWidget({
    id,
    label: `Popup ${id}`,
    settings,
    content: <a href="/menu">Menu</a>,
  });
  document.body.append(host);
  const element = host.firstElementChild as HTMLElement;
  const unmount = await mount(element);
  if (unmount) unmounts.push(unmount);
  return element;
}

const isOpen = (element: HTMLElement) => !element.hidden && element.dataset.state === 'open';

function actionButton(action: string, settings: unknown) {
  const button = document.createElement('button');
  button.setAttribute('data-link-action', action);
  button.setAttribute('data-link-settings', JSON.stringify(settings));
  document.body.append(button);
  return button;
}

describe('the popup widget', () => {
  it('is hidden in the server render, a 500 × 300 dialog by default', async () => {
    const element = await popup('a', {});
    expect(element.hidden).toBe(true);
    const dialog = element.querySelector<HTMLElement>('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.getAttribute('style')).toBe(
      'width:min(500px, calc(100vw - 2rem));min-height:min(300px, 90vh)',
    );
  });

  it('avoid_multiple_popups: its trigger does nothing once another popup has appeared', async () => {
    const first = await popup('first', { triggers: { page_load: { delay: 1 } } });
    const second = await popup('second', {
      triggers: { page_load: { delay: 2 } },
      avoid_multiple_popups: true,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(isOpen(first)).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(isOpen(second)).toBe(false);
  });

  it('without avoid_multiple_popups a second popup still opens by its trigger', async () => {
    await popup('one', { triggers: { page_load: { delay: 1 } } });
    const other = await popup('other', { triggers: { page_load: { delay: 2 } } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(isOpen(other)).toBe(true);
  });

  it('popup:open with toggle opens, then closes; focus goes back to the button', async () => {
    const element = await popup('toggle', { entrance_animation: 'none', exit_animation: 'none' });
    const button = actionButton('popup:open', { id: 'toggle', toggle: true });
    button.focus();
    dispatchLinkAction(button);
    await vi.advanceTimersByTimeAsync(250);
    expect(isOpen(element)).toBe(true);
    expect(element.contains(document.activeElement)).toBe(true);
    dispatchLinkAction(button);
    await vi.advanceTimersByTimeAsync(0);
    expect(element.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('popup:close with do_not_show_again stores the popup as disabled; it then never opens by itself', async () => {
    const element = await popup('nag', { triggers: { page_load: { delay: 0 } }, exit_animation: 'none' });
    await vi.advanceTimersByTimeAsync(0);
    expect(isOpen(element)).toBe(true);
    const noThanks = document.createElement('button');
    noThanks.setAttribute('data-link-action', 'popup:close');
    noThanks.setAttribute('data-link-settings', '{"do_not_show_again":"yes"}');
    element.querySelector('.sw-popup__content')?.append(noThanks);
    dispatchLinkAction(noThanks);
    await vi.advanceTimersByTimeAsync(0);
    expect(element.hidden).toBe(true);
    expect(localStorage.getItem('sw-builder:popup_nag_disable')).toBe('true');
    for (const unmount of unmounts.splice(0)) unmount();
    document.body.replaceChildren();
    const again = await popup('nag', { triggers: { page_load: { delay: 0 } } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(again.dataset.timing).toBe('disabled');
    expect(isOpen(again)).toBe(false);
  });

  it('times counted on close: nothing is counted until the popup closes', async () => {
    const element = await popup('count', {
      triggers: { page_load: { delay: 0 } },
      timing: { times: { times: 3, count: 'close' } },
      exit_animation: 'none',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(isOpen(element)).toBe(true);
    expect(localStorage.getItem('sw-builder:popup_count_times')).toBeNull();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem('sw-builder:popup_count_times')).toBe('1');
  });

  it('an unknown action or a popup that is not on the page does nothing and is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = await popup('here', {});
    dispatchLinkAction(actionButton('popup:open', { id: 'elsewhere' }));
    dispatchLinkAction(actionButton('popup:explode', { id: 'here' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(element.hidden).toBe(true);
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      '[site-widgets] link action popup:open: no popup "elsewhere" here',
      '[site-widgets] link action: unknown action "popup:explode"',
    ]);
  });

  it('reads its settings in one task and runs its timing checks in a later one (issue 10)', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderPopupWidget({
      id: 'tasks',
      label: 'Popup tasks',
      settings: {},
      content: <p>Hi</p>,
    });
    document.body.append(host);
    const element = host.firstElementChild as HTMLElement;
    const mounting = mount(element);
    // What the current task and its microtasks do: the settings read, nothing checked yet.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(element.dataset.timing).toBeUndefined();
    const unmount = await mounting;
    if (unmount) unmounts.push(unmount);
    expect(element.dataset.timing).toBe('passed');
  });

  it('settings that are not valid are reported and the popup never starts', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    host.innerHTML =
      '<div data-widget="popup" data-popup-id="bad" data-settings=\'{"triggers":{"click":{"times":0}}}\' hidden></div>';
    document.body.append(host);
    expect(await mount(host.firstElementChild as HTMLElement)).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('popup bad: data-settings: triggers.click.times'),
    );
  });
});
