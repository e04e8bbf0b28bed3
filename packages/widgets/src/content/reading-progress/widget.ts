import { readingProgressAttributesSchema } from '@site-widgets/contract/content/timer-attributes.ts';
import { readingProgress } from '@site-widgets/core/content/scroll-progress.ts';
import { parseAttributes } from '../../runtime/attributes.ts';

/**
 * Framework-free: the reading progress bar (spec 001 §1) follows the scroll through the article (or the
 * page), one update per frame, as a transform (no layout). It follows the visitor's own scrolling, so it
 * moves under reduced motion too, without a transition. Decorative: the scroll bar says the same.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes('content-reading-progress', element, readingProgressAttributesSchema);
  if (!attributes) return undefined;
  if (!element.querySelector('[data-slot="bar"]')) {
    element.innerHTML =
      '<div class="sw-reading-progress" aria-hidden="true"><div class="sw-reading-progress__bar" data-slot="bar"></div></div>';
  }
  const bar = element.querySelector<HTMLElement>('[data-slot="bar"]');
  if (!bar) return undefined;
  let frame = 0;
  const update = () => {
    frame = 0;
    const article = attributes.target ? document.getElementById(attributes.target) : null;
    const top = article ? article.getBoundingClientRect().top + window.scrollY : 0;
    const height = article ? article.offsetHeight : document.documentElement.scrollHeight;
    const progress = readingProgress(window.scrollY, window.innerHeight, top, height);
    bar.style.transform = `scaleX(${progress.toFixed(4)})`;
    element.dataset.progress = String(Math.round(progress * 100));
  };
  const onScroll = () => {
    if (frame === 0) frame = window.requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  return () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
  };
}
