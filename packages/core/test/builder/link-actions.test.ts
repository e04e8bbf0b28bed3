import {
  parseActionAttributes,
  parseActionHash,
  registerLinkAction,
  runLinkAction,
} from '@site-widgets/core/builder/link-actions.ts';
import { describe, expect, it, vi } from 'vitest';

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('link actions (issue 14 item 2)', () => {
  it('reads the builder hash with base64 JSON settings', () => {
    const hash = `#elementor-action:action=popup:open&settings=${base64({ id: 'news', toggle: true })}`;
    expect(parseActionHash(hash, vi.fn())).toEqual({
      name: 'popup:open',
      settings: { id: 'news', toggle: true },
    });
  });

  it('reads the same hash URL-encoded', () => {
    const hash = `#${encodeURIComponent(`elementor-action:action=popup:close&settings=${base64({ do_not_show_again: 'yes' })}`)}`;
    expect(parseActionHash(hash, vi.fn())).toEqual({
      name: 'popup:close',
      settings: { do_not_show_again: 'yes' },
    });
  });

  it('keeps base64 "+" and "/" in unencoded settings', () => {
    // ">>>?" encodes with "+" and "/".
    const settings = { id: '>>>?' };
    expect(base64(settings)).toMatch(/[+/]/);
    expect(
      parseActionHash(`#elementor-action:action=popup:open&settings=${base64(settings)}`, vi.fn())?.settings,
    ).toEqual(settings);
  });

  it('an action without settings has empty settings', () => {
    expect(parseActionHash('#elementor-action:action=reload-page', vi.fn())).toEqual({
      name: 'reload-page',
      settings: {},
    });
  });

  it.each([
    [
      'unknown action',
      '#elementor-action:action=lightbox&settings=e30=',
      'link action: unknown action "lightbox"',
    ],
    [
      'bad URL encoding',
      '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D%%%',
      'link action: hash is not valid URL encoding',
    ],
    [
      'not base64',
      '#elementor-action:action=popup:open&settings=!!!!',
      'link action popup:open: settings are not base64 JSON',
    ],
    [
      'JSON array',
      `#elementor-action:action=popup:open&settings=${base64([1])}`,
      'link action popup:open: settings are not base64 JSON',
    ],
    [
      'too long',
      `#elementor-action:action=popup:open&settings=${'A'.repeat(5000)}`,
      'link action popup:open: settings too long',
    ],
  ])('%s: no action, logged', (_, hash, message) => {
    const log = vi.fn();
    expect(parseActionHash(hash, log)).toBeUndefined();
    expect(log).toHaveBeenCalledWith(message);
  });

  it('an ordinary anchor is no action and logs nothing', () => {
    const log = vi.fn();
    expect(parseActionHash('#menu', log)).toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });

  it('reads data-attribute actions with plain JSON settings', () => {
    expect(parseActionAttributes('off_canvas:toggle', '{"id":"menu"}', vi.fn())).toEqual({
      name: 'off_canvas:toggle',
      settings: { id: 'menu' },
    });
    const log = vi.fn();
    expect(parseActionAttributes('popup:open', '{"id":', log)).toBeUndefined();
    expect(parseActionAttributes('eval', undefined, log)).toBeUndefined();
    expect(log.mock.calls).toEqual([
      ['link action popup:open: data-link-settings is not a JSON object'],
      ['link action: unknown action "eval"'],
    ]);
  });

  it('runs the registered handler; an unregistered action is logged and does nothing', () => {
    const handler = vi.fn();
    const unregister = registerLinkAction('off_canvas:open', handler);
    const trigger = {} as Element;
    const log = vi.fn();
    expect(runLinkAction({ name: 'off_canvas:open', settings: { id: 'x' } }, trigger, log)).toBe(true);
    expect(handler).toHaveBeenCalledWith({ id: 'x' }, trigger);
    unregister();
    expect(runLinkAction({ name: 'off_canvas:open', settings: {} }, trigger, log)).toBe(false);
    expect(log).toHaveBeenCalledWith('link action off_canvas:open: nothing on this page handles it');
  });
});
