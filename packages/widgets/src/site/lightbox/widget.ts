import { siteLightboxAttributesSchema } from '@site-widgets/contract/site/site-attributes.ts';
import { lightboxFor } from '@site-widgets/core/site/image-links.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { isEditMode, readSitePageVars } from '../shared/site-page-vars.ts';
import { actionRequest, imageLinkRequest, type LightboxRequest } from './slides.ts';

const WIDGET = 'site-lightbox';

/** The lightbox itself (React and yet-another-react-lightbox), fetched on the first click that needs it. */
async function open(request: LightboxRequest, opener: HTMLElement) {
  try {
    const { showLightbox } = await import('./show-lightbox.tsx');
    showLightbox(request, opener);
  } catch (error) {
    console.error(`[site-widgets] ${WIDGET}: the lightbox could not be loaded`, error);
  }
}

/**
 * Links inside the element open a lightbox instead of navigating: the action address `#lightbox`, and
 * image links (spec 000 §9 extensions) as the global setting (page variable `lightboxImageLinks`) and
 * the link's own `data-lightbox="yes|no"` decide. In the page builder's edit mode none opens (§6).
 * Ctrl-, Cmd-, Shift- and middle-clicks keep their usual meaning.
 */
export async function mount(scope: HTMLElement): Promise<(() => void) | undefined> {
  if (!parseAttributes(WIDGET, scope, siteLightboxAttributesSchema)) return undefined;
  const { lightboxImageLinks } = readSitePageVars();

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !scope.contains(link)) return;
    const kind = lightboxFor(
      { href: link.getAttribute('href') ?? '', perElement: link.dataset.lightbox },
      { imageLinks: lightboxImageLinks, editMode: isEditMode() },
    );
    if (kind === 'none') return;
    const request = kind === 'action' ? actionRequest(link, scope) : imageLinkRequest(link, scope);
    event.preventDefault();
    if (!request) {
      console.error(
        `[site-widgets] ${WIDGET}: a #lightbox link needs data-lightbox-src or data-lightbox-group`,
      );
      return;
    }
    void open(request, link);
  };

  scope.addEventListener('click', onClick);
  return () => scope.removeEventListener('click', onClick);
}
