import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from '../src/site/back-to-top/BackToTop.tsx';

let scrollY = 0;

beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
  }) as typeof window.scrollTo);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function scrollTo(y: number) {
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

const button = () => screen.getByRole('link', { name: 'Back to top', hidden: true });

describe('the back-to-top button', () => {
  it('is a link to the top in the server render, hidden until the page is scrolled', () => {
    const html = renderToString(<BackToTop focusTarget="top" />);
    expect(html).toContain('href="#top"');
    expect(html).toContain('data-state="hidden"');
  });

  it('appears past 50 px and hides again at 50 px or less (spec 000 §9)', () => {
    render(<BackToTop />);
    expect(button().getAttribute('data-state')).toBe('hidden');
    scrollTo(51);
    expect(button().getAttribute('data-state')).toBe('shown');
    scrollTo(50);
    expect(button().getAttribute('data-state')).toBe('hidden');
  });

  it('scrolls to the top in 400 ms, then moves focus to the top of the page', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
    const top = document.createElement('header');
    top.id = 'top';
    document.body.prepend(top);
    render(<BackToTop focusTarget="top" />);
    scrollTo(2000);
    fireEvent.click(button());
    act(() => vi.advanceTimersByTime(399));
    expect(scrollY).toBeGreaterThan(0);
    expect(document.activeElement).not.toBe(top);
    act(() => vi.advanceTimersByTime(1));
    expect(scrollY).toBe(0);
    expect(document.activeElement).toBe(top);
    expect(top.getAttribute('tabindex')).toBe('-1');
  });

  it('jumps at once under reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    render(<BackToTop />);
    scrollTo(900);
    fireEvent.click(button());
    expect(scrollY).toBe(0);
  });
});
