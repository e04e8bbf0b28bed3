import type { AddonPopupSettingsInput } from '@site-widgets/contract/builder/addon-popup-settings.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAddonPopupWidget } from '../src/builder/addon-popup/server.tsx';
import { mount } from '../src/builder/addon-popup/widget.ts';
// Loaded up front, so opening a popup does not wait on a first import under fake timers.
import '../src/builder/popup/popup-dialog.ts';

const unmounts: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** An add-on popup as the server renders it, mounted as the loader mounts it. */
async function popup(id: string, settings: AddonPopupSettingsInput) {
  const host = document.createElement('div');
  host.innerHTML = renderAddonPopupWidget({
    id,
    label: `Popup ${id}`,
    settings,
    content: (
      <p>
        <button type="button" data-popup-trigger="close-permanently">
          Never again
        </button>
        <button type="button" data-popup-trigger="back">
          Back
        </button>
      </p>
    ),
  });
  document.body.append(host);
  const element = host.firstElementChild as HTMLElement;
  const unmount = await mount(element);
  if (unmount) unmounts.push(unmount);
  return element;
}

const isOpen = (element: HTMLElement) => !element.hidden && element.dataset.state === 'open';
const stored = (id: string) => JSON.parse(localStorage.getItem('WprPopupSettings') ?? '{}')[id];

async function opened(id: string, settings: AddonPopupSettingsInput = {}) {
  const element = await popup(id, { popup_trigger: 'load', popup_animation: 'none', ...settings });
  await vi.advanceTimersByTimeAsync(0);
  expect(isOpen(element)).toBe(true);
  return element;
}

const button = (element: HTMLElement, name: string) =>
  [...element.querySelectorAll('button')].find((candidate) => candidate.textContent === name) as HTMLElement;

describe('the add-on popup widget (issue 17 item 7)', () => {
  it('the back button closes it, stores the close time and goes back in the history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const element = await opened('back');
    button(element, 'Back').click();
    await vi.advanceTimersByTimeAsync(0);
    expect(isOpen(element)).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
    expect(typeof stored('back').popup_close_time).toBe('number');
  });

  it('close-permanently stores the permanent show-again delay; a plain close does not', async () => {
    const element = await opened('forever');
    button(element, 'Never again').click();
    await vi.advanceTimersByTimeAsync(0);
    expect(stored('forever').popup_show_again_delay).toBe(10 * 365 * 86_400_000);
    const other = await opened('plain');
    other.querySelector<HTMLElement>('[data-slot="close"]')?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(stored('plain').popup_show_again_delay).toBe(0);
  });

  it('blocked by a rule it arms nothing and says why', async () => {
    const element = await popup('phones', {
      popup_show_on_device: false,
      popup_show_on_device_tablet: false,
    });
    expect(element.dataset.rules).toBe('blocked:device');
    expect(element.dataset.armed).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5000);
    expect(isOpen(element)).toBe(false);
  });

  it('a bad setting is reported with the popup and the field, and the popup never opens', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    host.innerHTML =
      '<div data-widget="addon-popup" data-popup-id="bad" data-settings=\'{"popup_trigger":"never"}\' hidden></div>';
    document.body.append(host);
    expect(await mount(host.firstElementChild as HTMLElement)).toBeUndefined();
    expect(error.mock.calls[0]?.[0]).toMatch(
      /^\[site-widgets\] addon-popup bad: data-settings: popup_trigger: /,
    );
  });

  it('a notification does not take focus and is not modal', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const element = await opened('note', { popup_display_as: 'notification' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(document.activeElement).toBe(outside);
    expect(element.querySelector('[role="region"]')?.hasAttribute('aria-modal')).toBe(false);
  });
});
