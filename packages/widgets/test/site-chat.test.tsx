import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from '../src/site/chat/ChatPanel.tsx';
import { mount } from '../src/site/chat/widget.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The two controls, found whether shown or hidden (a hidden one has no accessible name). */
const control = (name: 'Show chat' | 'Hide chat') =>
  document.querySelector(`[data-control="${name === 'Show chat' ? 'show' : 'hide'}"]`) as HTMLButtonElement;

describe('the footer chat panel', () => {
  it('is collapsed in the server render, with only the "Show chat" control', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ChatPanel email="hello@cafe.test" />);
    expect(host.querySelector('section')?.hidden).toBe(true);
    expect(host.querySelector<HTMLButtonElement>('[data-control="hide"]')?.hidden).toBe(true);
    expect(host.querySelector<HTMLButtonElement>('[data-control="show"]')?.hidden).toBe(false);
  });

  it('swaps the controls at once and is expanded after 200 ms, focus on "Hide chat"', () => {
    render(<ChatPanel email="hello@cafe.test" />);
    fireEvent.click(control('Show chat'));
    expect(control('Show chat').hidden).toBe(true);
    expect(control('Hide chat').hidden).toBe(false);
    expect(document.activeElement).toBe(control('Hide chat'));
    const panel = screen.getByRole('region', { name: 'Chat with us' });
    expect(panel.getAttribute('data-state')).toBe('opening');
    act(() => vi.advanceTimersByTime(199));
    expect(panel.getAttribute('data-state')).toBe('opening');
    act(() => vi.advanceTimersByTime(1));
    expect(panel.getAttribute('data-state')).toBe('expanded');
  });

  it('hides in 500 ms and gives focus back to "Show chat"', () => {
    render(<ChatPanel email="hello@cafe.test" heading="Chat with the café" />);
    fireEvent.click(control('Show chat'));
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(control('Hide chat'));
    expect(document.activeElement).toBe(control('Show chat'));
    const panel = screen.getByRole('region', { name: 'Chat with the café', hidden: true });
    act(() => vi.advanceTimersByTime(499));
    expect(panel.getAttribute('data-state')).toBe('closing');
    expect(panel.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(panel.hidden).toBe(true);
  });

  it('writes the message into the mailto link: no backend call', () => {
    render(<ChatPanel email="hello@cafe.test" phone="023 9282 0458" />);
    fireEvent.click(control('Show chat'));
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'A table for 6 & a dog?' } });
    const send = screen.getByRole('link', { name: 'Send by e-mail' });
    expect(send.getAttribute('href')).toBe(
      'mailto:hello@cafe.test?subject=A%20message%20from%20the%20website&body=A%20table%20for%206%20%26%20a%20dog%3F',
    );
    expect(screen.getByRole('link', { name: 'Call 023 9282 0458' }).getAttribute('href')).toBe(
      'tel:02392820458',
    );
  });

  it('mounts from data attributes on a plain page, and keeps the fallback when data-email is missing', async () => {
    vi.useRealTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<div id="a" data-widget="site-chat" data-email="hi@cafe.test"><a href="mailto:hi@cafe.test">Write</a></div>' +
      '<div id="b" data-widget="site-chat"><a href="mailto:hi@cafe.test">Write</a></div>';
    await act(async () => {
      await mount(document.getElementById('a') as HTMLElement);
    });
    expect(screen.getByRole('button', { name: 'Show chat' })).toBeTruthy();
    expect(await mount(document.getElementById('b') as HTMLElement)).toBeUndefined();
    expect(error).toHaveBeenCalledWith('[site-widgets] site-chat: data-email: must be an e-mail address');
    expect(document.getElementById('b')?.textContent).toBe('Write');
  });
});
