import { siteTitlesAttributesSchema } from '@site-widgets/contract/site/site-attributes.ts';
import { fillTitles } from '@site-widgets/core/site/titles.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { windowClock } from '../shared/browser.ts';

const WIDGET = 'site-titles';

/** Elements outside other widgets' React views, which own their markup (and set their own attributes). */
function own<E extends Element>(scope: HTMLElement, selector: string): E[] {
  return [...scope.querySelectorAll<E>(selector)].filter((element) => !element.closest('[data-widget-root]'));
}

/**
 * spec 000 §2, §9: images inside the element get their alt text as title at once, links their text (or
 * their image's alt text) after 1000 ms. A title already there is kept.
 */
export async function mount(scope: HTMLElement): Promise<(() => void) | undefined> {
  if (!parseAttributes(WIDGET, scope, siteTitlesAttributesSchema)) return undefined;
  return fillTitles(
    {
      images: () => own<HTMLImageElement>(scope, 'img'),
      links: () => own<HTMLAnchorElement>(scope, 'a[href]'),
    },
    windowClock,
  );
}
