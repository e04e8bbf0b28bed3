import { siteRevealAttributesSchema } from '@site-widgets/contract/site/site-attributes.ts';
import { revealPlan } from '@site-widgets/core/site/reveal.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { prefersReducedMotion } from '../shared/browser.ts';

const WIDGET = 'site-reveal';

let observer: IntersectionObserver | undefined;

/** One observer for every element on the page; each is let go after its first entrance. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      entry.target.setAttribute('data-reveal', 'shown');
    }
  });
  return observer;
}

/**
 * spec 000 §4: the element fades and rises in once, when it first enters the viewport, and is then no
 * longer observed. Only an element still below the viewport is hidden first (by `data-reveal="waiting"`,
 * which only this script sets), so content is never hidden without JavaScript and nothing on screen
 * blinks; under reduced motion nothing moves.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, siteRevealAttributesSchema);
  if (!attributes) return undefined;
  const plan = revealPlan(element.getBoundingClientRect(), window.innerHeight, prefersReducedMotion());
  if (plan === 'leave' || !('IntersectionObserver' in window)) return () => {};
  // Issue 16: the scroll-in animation's kind (CSS by `data-reveal-animation`); it still runs once.
  if (attributes.animation) element.setAttribute('data-reveal-animation', attributes.animation);
  element.setAttribute('data-reveal', 'waiting');
  sharedObserver().observe(element);
  return () => observer?.unobserve(element);
}
