import { PAGE_VARS_ELEMENT_ID } from '@site-widgets/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LikeButton } from '../src/content/like/LikeButton.tsx';
import { ContentNavMenu } from '../src/content/nav-menu/ContentNavMenu.tsx';
import { ShareButtons } from '../src/content/share/ShareButtons.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const ITEMS = [
  { href: '/menu', label: 'Menu', children: [{ href: '/menu#cakes', label: 'Cakes' }] },
  { href: '/story', label: 'Our story' },
];

describe('the add-on menu', () => {
  it('renders every link on the server, with a toggle button beside each parent', () => {
    const html = renderToString(<ContentNavMenu label="Café" items={ITEMS} />);
    expect(html).toContain('href="/menu#cakes"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Menu submenu');
  });

  it('opens a submenu 250 ms after a mouse enters its item and closes it 500 ms after it leaves', () => {
    vi.useFakeTimers();
    render(<ContentNavMenu label="Café" items={ITEMS} />);
    const toggle = screen.getByRole('button', { name: 'Menu submenu' });
    const item = toggle.closest('li') as HTMLElement;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(249));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(499));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens at once on a click and closes on Escape, returning focus to the toggle', () => {
    render(<ContentNavMenu label="Café" items={ITEMS} />);
    const toggle = screen.getByRole('button', { name: 'Menu submenu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('link', { name: 'Cakes' }).focus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Cakes' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('the like button', () => {
  // The page variables the runtime reads once (ajax URL and nonce), as the server writes them.
  beforeEach(() => {
    const vars = document.createElement('script');
    vars.type = 'application/json';
    vars.id = PAGE_VARS_ELEMENT_ID;
    vars.textContent = JSON.stringify({
      ajaxurl: '/wp-admin/admin-ajax.php',
      nonce: 'page-nonce',
      pageId: 1,
    });
    document.head.append(vars);
  });
  afterEach(() => document.getElementById(PAGE_VARS_ELEMENT_ID)?.remove());

  it('shows the configured text for zero, Like as title and an outline heart', () => {
    render(<LikeButton postId={3} count={0} liked={false} zeroText="Be the first" />);
    const button = screen.getByRole('button', { name: 'Like this post' });
    expect(button.getAttribute('title')).toBe('Like');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.querySelector('path')?.getAttribute('fill')).toBe('none');
    expect(screen.getByText('Be the first')).toBeTruthy();
  });

  it('shows the server’s answer after a click: Unlike, a solid heart and the new count, fading in', async () => {
    const fetchMock = vi.fn(
      async () => new Response('{"count":"4","liked":true,"post_id":3}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<LikeButton postId={3} count={3} liked={false} />);
    const button = screen.getByRole('button', { name: 'Like this post' });
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('title')).toBe('Unlike');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
    const count = document.querySelector('.sw-like__count') as HTMLElement;
    expect(count.textContent).toBe('4 likes');
    expect(count.dataset.fade).toBe('in');
    const body = new URLSearchParams(
      String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body),
    );
    expect(body.get('action')).toBe('wpr_likes_init');
    expect(body.get('post_id')).toBe('3');
    expect(body.get('nonce')).toBe('page-nonce');
    vi.unstubAllGlobals();
  });

  it('keeps its state and shows no markup when the answer is not a count', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"count":"<img src=x>","liked":true}', { status: 200 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<LikeButton postId={3} count={3} liked={false} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Like this post' })));
    expect(document.querySelector('.sw-like__count')?.textContent).toBe('3 likes');
    expect(document.querySelector('img')).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('the share buttons', () => {
  it('links to each network’s share address and shows no link for an address that is not http(s)', () => {
    const { container } = render(
      <ShareButtons networks={['facebook', 'email']} url="https://cafe.test/journal/a" title="A" />,
    );
    expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcafe.test%2Fjournal%2Fa',
    );
    cleanup();
    render(<ShareButtons networks={['facebook']} url="javascript:alert(1)" title="A" />);
    expect(screen.queryByRole('link')).toBeNull();
    void container;
  });
});
