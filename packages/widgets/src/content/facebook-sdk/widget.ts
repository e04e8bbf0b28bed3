import { socialFacebookAttributesSchema } from '@site-widgets/contract/content/social-feeds.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { hasFacebookConsent, recordFacebookConsent } from './consent.ts';

const WIDGET = 'social-facebook';

/** One SDK script per page, however many Facebook boxes it has. */
let sdk: Promise<void> | undefined;

function loadSdk(url: string, appId: string | undefined): Promise<void> {
  sdk ??= new Promise<void>((resolve, reject) => {
    const root =
      document.getElementById('fb-root') ?? document.body.appendChild(document.createElement('div'));
    root.id = 'fb-root';
    const script = document.createElement('script');
    const address = new URL(url, document.baseURI);
    if (appId) address.hash = `xfbml=1&version=v19.0&appId=${appId}`;
    script.src = address.href;
    script.async = true;
    script.defer = true;
    script.crossOrigin = 'anonymous';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      sdk = undefined;
      reject(new Error(`${url} could not be loaded`));
    });
    document.head.append(script);
  });
  return sdk;
}

/**
 * spec 001 §7: the Facebook SDK script, loaded only once the visitor agrees. Until then the server's
 * placeholder says what loading it means and offers the button; a "yes" is remembered in this browser,
 * so later pages load the SDK near the viewport without asking. `data-state`: `waiting`, `loading`,
 * `loaded` or `error` (the placeholder's link to the page stays on error).
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, socialFacebookAttributesSchema);
  if (!attributes) return undefined;
  const button = element.querySelector<HTMLButtonElement>('[data-slot="facebook-consent"]');
  const show = async () => {
    element.dataset.state = 'loading';
    const box = document.createElement('div');
    box.className = 'fb-page';
    box.dataset.href = attributes.pageUrl;
    box.dataset.tabs = 'timeline';
    box.dataset.width = '500';
    try {
      await loadSdk(attributes.sdkUrl, attributes.appId);
      element.querySelector('[data-slot="facebook-placeholder"]')?.replaceWith(box);
      const parse = (window as { FB?: { XFBML?: { parse(node?: Element): void } } }).FB?.XFBML?.parse;
      parse?.(element);
      element.dataset.state = 'loaded';
    } catch (error) {
      element.dataset.state = 'error';
      console.error(`[site-widgets] ${WIDGET}: ${String(error instanceof Error ? error.message : error)}`);
    }
  };
  const onClick = () => {
    recordFacebookConsent(window.localStorage);
    if (button) button.disabled = true;
    void show();
  };
  if (hasFacebookConsent(window.localStorage)) {
    void show();
    return () => {};
  }
  element.dataset.state = 'waiting';
  button?.addEventListener('click', onClick);
  return () => button?.removeEventListener('click', onClick);
}
