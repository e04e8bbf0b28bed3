import { animatedHeadlineAttributesSchema } from '@site-widgets/contract/content/timer-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { prefersReducedMotion } from '../../site/shared/browser.ts';
import { whenVisible } from '../shared/in-editor.ts';

/**
 * Framework-free: the headline's markup is whole. Below the fold its line is hidden (`waiting`, set only
 * by this script) and drawn when it comes into view; on screen or under reduced motion it stays drawn.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  if (!parseAttributes('content-animated-headline', element, animatedHeadlineAttributesSchema))
    return undefined;
  const heading = element.querySelector<HTMLElement>('.sw-animated-headline');
  if (!heading || prefersReducedMotion()) return () => {};
  if (element.getBoundingClientRect().top < window.innerHeight) return () => {};
  heading.dataset.state = 'waiting';
  return whenVisible(heading, () => {
    heading.dataset.state = 'drawn';
  });
}
