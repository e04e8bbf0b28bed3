import type { ReviewView } from '@site-widgets/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFloatMemory } from '../src/reviews/review-badge/float-services.ts';
import { ReviewFloat } from '../src/reviews/review-float/ReviewFloat.tsx';
import { containsActiveContent } from '../src/reviews/review-float/sanitize.ts';
import type { ReviewFloatProps } from '../src/reviews/review-float/settings.ts';
import { PostContext } from '../src/runtime/post-context.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  resetFloatMemory();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const review0: ReviewView = {
  id: 10,
  reviewerName: 'First Guest',
  avatarUrl: null,
  rating: 5,
  recommendation: null,
  platform: 'Google',
  title: 'Review zero',
  text: 'On the page at load.',
  createdAt: '2025-03-12T10:00:00.000Z',
  language: 'en',
  sourcePageName: '',
  permalink: null,
  companyName: '',
};

const props: ReviewFloatProps = {
  settings: {
    floatId: 2,
    templateId: 1,
    position: 'right',
    delayMs: 1000,
    autoCloseMs: 0,
    firstVisitHide: false,
  },
  initial: review0,
};

/** The server's answer: one card in the float wrapper. */
const card = (offset: number) =>
  `<div class="wprev_pop_contain" data-startoffset="${offset + 1}"><article class="outerrevdiv" data-review-id="${offset}">` +
  `<p>Review number ${offset}</p><p>${'A warm welcome and a view of the boats. '.repeat(3)}</p></article></div>`;

/** A hostile answer: the server's card with a stored-XSS attempt in it. */
const hostile = (offset: number) =>
  `<div class="wprev_pop_contain" data-startoffset="${offset + 1}"><article class="outerrevdiv" data-review-id="${offset}">` +
  `<p>Review number ${offset}</p><img src="x" onerror="alert(1)"><script>window.__pwned = true</script>` +
  `<a href="javascript:alert(2)">link</a><p style="position:fixed">styled</p></article></div>`;

function renderFloat(
  post = vi.fn(async (_action: string, fields: Record<string, string>) => card(Number(fields.startoffset))),
) {
  render(
    <PostContext.Provider value={post}>
      <ReviewFloat {...props} />
    </PostContext.Provider>,
  );
  return { post, root: document.querySelector('.sw-float') as HTMLElement };
}

describe('containsActiveContent: the check after DOMPurify', () => {
  it('finds scripts, event handlers, styles and script URLs however they are written', () => {
    for (const html of [
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="java\tscript:alert(1)">x</a>',
      '<a href=" JAVASCRIPT:alert(1)">x</a>',
      '<p style="position:fixed">x</p>',
      '<svg><a xlink:href="javascript:alert(1)">x</a></svg>',
      '<iframe src="/x"></iframe>',
      '<form><input></form>',
    ]) {
      expect(containsActiveContent(html), html).toBe(true);
    }
  });

  it('passes a plain review card', () => {
    expect(containsActiveContent(card(1))).toBe(false);
    expect(
      containsActiveContent(
        '<article class="outerrevdiv" tabindex="-1"><img src="/site/avatars/a.webp" alt=""><a href="https://example.com/r/1" rel="nofollow">Read on Google</a><svg viewBox="0 0 20 20" aria-hidden="true"><path d="M10 1.5z"></path></svg></article>',
      ),
    ).toBe(false);
  });
});

describe('the pop-up float', () => {
  it('comes in after its delay with review 0, then cycles: out at 8 s, in with the next 6 s later', async () => {
    const { post, root } = renderFloat();
    expect(root.dataset.state).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(root.dataset.state).toBe('shown');
    expect(root.textContent).toContain('First Guest');
    await act(() => vi.advanceTimersByTimeAsync(7999));
    expect(post).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(post).toHaveBeenCalledWith('wprp_get_float', {
      fid: '2',
      wtfid: '1',
      wtftype: 'pop',
      innerdivonly: 'yes',
      startoffset: '1',
    });
    expect(root.dataset.phase).toBe('out');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(root.dataset.phase).toBe('showing');
    expect(root.textContent).toContain('Review number 1');
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(post).toHaveBeenLastCalledWith('wprp_get_float', expect.objectContaining({ startoffset: '2' }));
  });

  it('inserts nothing active from a hostile answer: no script, event handler, javascript: link or style', async () => {
    const { root } = renderFloat(vi.fn(async () => hostile(1)));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(8000 + 6000));
    const review = root.querySelector('[data-slot="review"]') as HTMLElement;
    expect(review.querySelector('script')).toBeNull();
    expect(review.querySelector('[onerror]')).toBeNull();
    expect(review.querySelector('a[href^="javascript"]')).toBeNull();
    expect(review.querySelector('[style]')).toBeNull();
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('pauses with its pause button until resumed (WCAG 2.2.2)', async () => {
    const { post } = renderFloat();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const pause = screen.getByRole('button', { name: 'Pause changing reviews' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Resume changing reviews' }));
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(post).toHaveBeenCalledOnce();
  });

  it('holds while the pointer is over it', async () => {
    const { post, root } = renderFloat();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.pointerEnter(root);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(post).not.toHaveBeenCalled();
    fireEvent.pointerLeave(root);
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(post).toHaveBeenCalledOnce();
  });

  it('holds while keyboard focus is inside it', async () => {
    const { post } = renderFloat();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(() => screen.getByRole('button', { name: 'Pause changing reviews' }).focus());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(post).not.toHaveBeenCalled();
    act(() => (document.activeElement as HTMLElement).blur());
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(post).toHaveBeenCalledOnce();
  });

  it('closes with its close button, stops cycling, and stays closed for the session', async () => {
    const { post, root } = renderFloat();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Close the review pop-up' }));
    expect(root.dataset.state).toBe('closed');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(post).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem('wprev_floats') ?? '[]')).toEqual([
      { id: 2, clickedclose: 'yes' },
    ]);
  });

  it('stops on an answer under 100 characters and keeps the review it had', async () => {
    const { post, root } = renderFloat(vi.fn(async () => '<div></div>'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(8000 + 6000));
    expect(root.dataset.phase).toBe('finished');
    expect(root.textContent).toContain('First Guest');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(post).toHaveBeenCalledOnce();
  });

  it('under reduced motion changes the review in place, never going out', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { root } = renderFloat();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(root.dataset.motion).toBe('reduce');
    expect(root.dataset.phase).toBe('showing');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(root.textContent).toContain('Review number 1');
  });
});
