import { siteThirdPartyReviewsAttributesSchema } from '@site-widgets/contract/site/site-attributes.ts';
import { afterContentReady, THIRD_PARTY_DELAY_MS } from '@site-widgets/core/site/deferred-script.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { windowClock } from '../shared/browser.ts';

const WIDGET = 'site-third-party-reviews';

let boxes = 0;

/**
 * spec 000 §7: the third party's reviews script, added asynchronously 8000 ms after the page's content
 * is ready, with its e-mail-required option set. The box it fills keeps the size the site's CSS reserves,
 * so nothing shifts; without `data-script-url` nothing is requested and the fallback content stays.
 * `data-state` tells `waiting`, `loading`, `loaded` or `error` (the fallback stays on error).
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, siteThirdPartyReviewsAttributesSchema);
  if (!attributes) return undefined;
  const { scriptUrl } = attributes;
  if (!scriptUrl) return () => {};
  if (!element.id) {
    boxes += 1;
    element.id = `sw-third-party-reviews-${boxes}`;
  }
  element.dataset.state = 'waiting';
  let script: HTMLScriptElement | undefined;
  // The loader records DOMContentLoaded's time (spec 000 §7 counts the 8 s from it, not from now).
  const recorded = Number(document.documentElement.dataset.widgetsReadyAt);
  const readyAt = Number.isFinite(recorded) && recorded > 0 ? recorded : undefined;
  const cancel = afterContentReady(
    document,
    windowClock,
    () => {
      script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      // The third party reads its options from its own script element: where to draw, and what to ask.
      script.dataset.target = `#${element.id}`;
      script.dataset.emailRequired = attributes.emailRequired === false ? 'false' : 'true';
      script.addEventListener('load', () => {
        element.dataset.state = 'loaded';
      });
      script.addEventListener('error', () => {
        element.dataset.state = 'error';
        console.error(`[site-widgets] ${WIDGET}: ${scriptUrl} could not be loaded`);
      });
      element.dataset.state = 'loading';
      document.head.append(script);
    },
    THIRD_PARTY_DELAY_MS,
    readyAt,
  );
  return () => {
    cancel();
    script?.remove();
  };
}
