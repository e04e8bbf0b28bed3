/**
 * An interaction that reached a widget before its code did: kept so it can be performed once the
 * widget is live (issue 8). Framework-free; the loader records, the widget's mount replays.
 */
export interface EarlyInteraction {
  /** Performs the interaction on the live widget, at most once. */
  replay(): void;
}

/** Image links the lightbox opens (spec 000 §9 Lightbox: png, jpg, jpeg, gif, svg, webp, avif). */
const IMAGE_LINK = /\.(png|jpe?g|gif|svg|webp|avif)(\?.*)?$/i;

/**
 * What the browser would do with this click if no script ran, and whether to hold it for the widget.
 * A link to another page or a form field works natively and is left alone; a button, a same-page or
 * image link (the lightbox's), a summary or an ARIA control does nothing useful without the widget,
 * so its default is held back and the click replayed once the widget is live.
 */
export function holdsClick(target: Element): Element | undefined {
  const control = target.closest('button, summary, a[href], [role="button"], [role="tab"], [role="option"]');
  if (!control) return undefined;
  if (control instanceof HTMLAnchorElement) {
    const href = control.getAttribute('href') ?? '';
    return href.startsWith('#') || IMAGE_LINK.test(href) ? control : undefined;
  }
  return control;
}

/** Keys a widget acts on that do not already turn into a click (Enter and Space on a button do). */
const REPLAYED_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);

/**
 * Records the first interaction worth replaying from an event that reached a widget whose code has not
 * arrived; undefined when the event needs nothing (native behaviour, or only a reason to load).
 */
export function recordEarlyInteraction(event: Event): EarlyInteraction | undefined {
  const target = event.target;
  if (!(target instanceof Element)) return undefined;
  let perform: (() => void) | undefined;
  if (event.type === 'click') {
    const control = holdsClick(target);
    if (!control) return undefined;
    event.preventDefault();
    perform = () => (control as HTMLElement).click();
  } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
    event.preventDefault();
    perform = () => target.requestSubmit();
  } else if (event.type === 'keydown' && event instanceof KeyboardEvent && REPLAYED_KEYS.has(event.key)) {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    perform = () =>
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true }),
      );
  }
  if (!perform) return undefined;
  let done = false;
  return {
    replay() {
      if (done || !target.isConnected) return;
      done = true;
      perform?.();
    },
  };
}
