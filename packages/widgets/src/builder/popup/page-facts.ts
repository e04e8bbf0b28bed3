import type { TriggerPage } from '@site-widgets/core/builder/popup-triggers.ts';
import { adblockBaitId } from '@site-widgets/core/builder/popup-triggers.ts';

/** The page as the triggers see it (core/builder/popup-triggers.ts), wired to this window. */
export function windowTriggerPage(log: (message: string) => void): TriggerPage {
  const on = (target: EventTarget, types: string[], listener: (event: Event) => void) => {
    for (const type of types) target.addEventListener(type, listener, { passive: true, capture: true });
    return () => {
      for (const type of types) target.removeEventListener(type, listener, { capture: true });
    };
  };
  return {
    onScroll: (listener) =>
      on(window, ['scroll'], () => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight;
        listener(window.scrollY, scrollable > 0 ? (window.scrollY / scrollable) * 100 : 100);
      }),
    onClick: (listener) => on(document, ['click'], listener),
    onActivity: (listener) =>
      on(document, ['mousemove', 'pointerdown', 'keydown', 'scroll', 'touchstart'], listener),
    // spec 001 §9: the pointer leaves the window through its top (no element to go to, above the page).
    onExitIntent: (listener) =>
      on(document, ['mouseout'], (event) => {
        const pointer = event as MouseEvent;
        if (!pointer.relatedTarget && pointer.clientY <= 0) listener();
      }),
    onElementInView(selector, listener) {
      let target: Element | null = null;
      try {
        target = document.querySelector(selector);
      } catch {
        log(`popup trigger scrolling_to: "${selector}" is not a selector`);
      }
      if (!target || !('IntersectionObserver' in window)) return () => {};
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) listener();
      });
      observer.observe(target);
      return () => observer.disconnect();
    },
    placeAdblockBait() {
      // spec 001 §9: a bait with a 6-character random id and the class names ad filters hide.
      const bait = document.createElement('div');
      bait.id = adblockBaitId();
      bait.className = 'adsbox ad-banner ad-placement pub_300x250 textads';
      bait.setAttribute('aria-hidden', 'true');
      bait.style.cssText = 'position:absolute;left:-9999px;top:0;width:1px;height:1px;';
      document.body.append(bait);
      return () => {
        const hidden =
          !bait.isConnected ||
          bait.offsetHeight === 0 ||
          getComputedStyle(bait).display === 'none' ||
          getComputedStyle(bait).visibility === 'hidden';
        bait.remove();
        return hidden;
      };
    },
  };
}
