/**
 * Room at the end of the page for the floats that are in (issue 9: on a phone the pop-up float covered
 * the footer's "Show chat" control, and nothing could be scrolled out from under it). Each shown float
 * or floating badge reports its height; the tallest, plus its offset from the bottom, is written to
 * `--sw-floats-room` on the root element and review-badge.css turns it into a spacer after the page's
 * last content (under 600 px only), so the page's end can always be scrolled clear of them.
 */
const heights = new Map<Element, number>();

function publish() {
  const root = document.documentElement;
  const tallest = Math.max(0, ...heights.values());
  if (tallest > 0) {
    root.style.setProperty('--sw-floats-room', `${Math.ceil(tallest)}px`);
    root.setAttribute('data-sw-floats', 'shown');
  } else {
    root.style.removeProperty('--sw-floats-room');
    root.removeAttribute('data-sw-floats');
  }
}

/**
 * Keeps `box`'s height (and its distance from the viewport's bottom edge) in the page-end room while it
 * is in. Returns the release, which takes it out again (on close, hide or unmount).
 */
export function reservePageEnd(box: HTMLElement): () => void {
  // The fixed, zero-size anchor the box hangs from is never transformed, unlike the box as it slides.
  const anchor = box.closest('[data-widget]') ?? box;
  const measure = () => {
    const fromBottom = Math.max(0, window.innerHeight - anchor.getBoundingClientRect().bottom);
    heights.set(box, box.offsetHeight + fromBottom);
    publish();
  };
  measure();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  observer?.observe(box);
  return () => {
    observer?.disconnect();
    heights.delete(box);
    publish();
  };
}
