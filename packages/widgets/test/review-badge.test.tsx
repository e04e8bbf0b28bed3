import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetFloatMemory } from '../src/reviews/review-badge/float-services.ts';
import { type LinkWindow, openBadgeLink } from '../src/reviews/review-badge/open-link.ts';
import { ReviewBadge } from '../src/reviews/review-badge/ReviewBadge.tsx';
import type { ReviewBadgeProps, ReviewBadgeSettings } from '../src/reviews/review-badge/settings.ts';
import { reviewView } from './support/review-view.ts';

afterEach(() => {
  cleanup();
  resetFloatMemory();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const view = reviewView;

const aggregate = { ratedCount: 12, average: 4.6 };

function props(settings: Partial<ReviewBadgeSettings>): ReviewBadgeProps {
  return {
    settings: {
      templateId: 1,
      floatId: 1,
      click: 'none',
      link: '',
      newTab: false,
      position: 'inline',
      delayMs: 3000,
      autoCloseMs: 0,
      firstVisitHide: false,
      heading: 'Our reviews',
      ...settings,
    },
    summary: { aggregate, total: 12 },
    panel: { reviews: [view(1), view(2)], hasMore: false, totalInDb: 2, aggregate },
  };
}

describe('the review badge', () => {
  it('shows the template’s average and count', () => {
    render(<ReviewBadge {...props({})} />);
    expect(document.querySelector('.sw-badge')?.textContent).toBe('Our reviews4.6 out of 512 reviews');
  });
});

describe('badge click: url (spec 000 §2)', () => {
  function fakeWindow(opened: { opener: unknown } | null = { opener: {} }) {
    return {
      open: vi.fn((_url: string, _target: string) => opened),
      alert: vi.fn(),
      location: { assign: vi.fn() },
    } satisfies LinkWindow;
  }

  it('opens the link in the same tab', () => {
    const browser = fakeWindow();
    openBadgeLink('/reviews', false, browser);
    expect(browser.location.assign).toHaveBeenCalledWith('/reviews');
    expect(browser.alert).not.toHaveBeenCalled();
  });

  it('opens the link in a new tab, cut off from this page', () => {
    const tab = { opener: {} as unknown };
    const browser = fakeWindow(tab);
    openBadgeLink('https://example.com/reviews', true, browser);
    expect(browser.open).toHaveBeenCalledWith('https://example.com/reviews', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('says "Please allow popups for this website" when the browser blocked the new tab', () => {
    const browser = fakeWindow(null);
    openBadgeLink('/reviews', true, browser);
    expect(browser.alert).toHaveBeenCalledWith('Please allow popups for this website');
  });

  it('says "Please enter a Link to URL value." for an empty link, or one that is not a web address', () => {
    for (const link of ['', '   ', 'javascript:alert(1)']) {
      const browser = fakeWindow();
      openBadgeLink(link, true, browser);
      expect(browser.alert).toHaveBeenCalledWith('Please enter a Link to URL value.');
      expect(browser.open).not.toHaveBeenCalled();
    }
  });

  it('is a link to the address, and a click on a badge without one alerts', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    render(<ReviewBadge {...props({ click: 'url', link: '' })} />);
    await userEvent.click(screen.getByRole('button', { name: /Our reviews/ }));
    expect(alert).toHaveBeenCalledWith('Please enter a Link to URL value.');
  });

  it('opens a new tab through window.open and alerts when it is blocked', async () => {
    const alert = vi.fn();
    const open = vi.fn(() => null);
    vi.stubGlobal('alert', alert);
    vi.stubGlobal('open', open);
    render(<ReviewBadge {...props({ click: 'url', link: '/reviews', newTab: true })} />);
    const link = screen.getByRole('link', { name: /Our reviews/ });
    expect(link.getAttribute('href')).toBe('/reviews');
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith('/reviews', '_blank');
    expect(alert).toHaveBeenCalledWith('Please allow popups for this website');
  });
});

describe('badge panels', () => {
  it('toggles a slide-out with the badge, moving focus into it', async () => {
    render(<ReviewBadge {...props({ click: 'slideout' })} />);
    const badge = screen.getByRole('button', { name: /Our reviews/ });
    const panel = document.querySelector('[data-kind="slideout"]') as HTMLElement;
    expect(panel.dataset.state).toBe('closed');
    await userEvent.click(badge);
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    expect(panel.dataset.state).toBe('open');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(panel.textContent).toContain('Reviewer 2');
    await userEvent.click(badge);
    expect(panel.dataset.state).toBe('closed');
    expect(badge.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes a slide-out on Escape and returns focus to the badge', async () => {
    render(<ReviewBadge {...props({ click: 'slideout' })} />);
    const badge = screen.getByRole('button', { name: /Our reviews/ });
    await userEvent.click(badge);
    await userEvent.keyboard('{Escape}');
    expect((document.querySelector('[data-kind="slideout"]') as HTMLElement).dataset.state).toBe('closed');
    expect(document.activeElement).toBe(badge);
  });

  it('closes a slide-out on a click outside it', async () => {
    render(
      <>
        <p>Elsewhere on the page</p>
        <ReviewBadge {...props({ click: 'slideout' })} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Our reviews/ }));
    fireEvent.pointerDown(screen.getByText('Elsewhere on the page'));
    expect((document.querySelector('[data-kind="slideout"]') as HTMLElement).dataset.state).toBe('closed');
  });

  it('stays open on a click inside it', async () => {
    render(<ReviewBadge {...props({ click: 'slideout' })} />);
    await userEvent.click(screen.getByRole('button', { name: /Our reviews/ }));
    fireEvent.pointerDown(screen.getByText('Text 1'));
    expect((document.querySelector('[data-kind="slideout"]') as HTMLElement).dataset.state).toBe('open');
  });

  it('closes an open slide-out when another panel opens', async () => {
    render(
      <>
        <ReviewBadge {...props({ click: 'slideout', heading: 'First' })} />
        <ReviewBadge {...props({ click: 'popup', heading: 'Second' })} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /First/ }));
    const slideout = document.querySelector('[data-kind="slideout"]') as HTMLElement;
    expect(slideout.dataset.state).toBe('open');
    await userEvent.click(screen.getByRole('button', { name: /Second/ }));
    expect(slideout.dataset.state).toBe('closed');
    expect((document.querySelector('dialog[data-kind="popup"]') as HTMLDialogElement).open).toBe(true);
  });

  it('opens a pop-up as a modal dialog named by its heading, and its close button returns focus', async () => {
    render(<ReviewBadge {...props({ click: 'popup', heading: 'Guest book' })} />);
    const badge = screen.getByRole('button', { name: /Guest book/ });
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    await userEvent.click(badge);
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Guest book',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(badge);
  });

  it('closes the pop-up on a click on its backdrop', async () => {
    render(<ReviewBadge {...props({ click: 'popup' })} />);
    await userEvent.click(screen.getByRole('button', { name: /Our reviews/ }));
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
  });
});

describe('the floating badge (spec 000 §4)', () => {
  it('waits off-screen, comes in after its delay, and its close is remembered for the session', async () => {
    vi.useFakeTimers();
    render(<ReviewBadge {...props({ position: 'right', floatId: 4, delayMs: 2000 })} />);
    const root = document.querySelector('.sw-badge-root') as HTMLElement;
    expect(root.dataset.state).toBe('waiting');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(root.dataset.state).toBe('shown');
    fireEvent.click(screen.getByRole('button', { name: 'Close Our reviews' }));
    expect(root.dataset.state).toBe('closed');
    expect(JSON.parse(sessionStorage.getItem('wprev_floats') ?? '[]')).toEqual([
      { id: 4, clickedclose: 'yes' },
    ]);
    cleanup();
    resetFloatMemory();
    render(<ReviewBadge {...props({ position: 'right', floatId: 4, delayMs: 2000 })} />);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect((document.querySelector('.sw-badge-root') as HTMLElement).dataset.state).toBe('closed');
  });

  it('holds its auto-close while the pointer is over it', async () => {
    vi.useFakeTimers();
    render(<ReviewBadge {...props({ position: 'left', delayMs: 0, autoCloseMs: 4000 })} />);
    const root = document.querySelector('.sw-badge-root') as HTMLElement;
    await act(async () => vi.advanceTimersByTime(0));
    fireEvent.pointerEnter(root);
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(root.dataset.state).toBe('shown');
    fireEvent.pointerLeave(root);
    await act(async () => vi.advanceTimersByTime(4000));
    expect(root.dataset.state).toBe('closed');
  });

  it('shows at once and has no close button when inline', () => {
    render(<ReviewBadge {...props({ position: 'inline' })} />);
    expect((document.querySelector('.sw-badge-root') as HTMLElement).dataset.state).toBe('shown');
    expect(screen.queryByRole('button', { name: /Close/ })).toBeNull();
  });
});
