import { contentShareAttributesSchema } from '@site-widgets/contract/content/navmisc-attributes.ts';
import { isShareableUrl } from '@site-widgets/core/content/share-links.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { DEFAULT_SHARE_NETWORKS, ShareButtons, type ShareButtonsProps } from './ShareButtons.tsx';

const WIDGET = 'content-share';

/** Hydrates the server's buttons; on a plain page, shares the canonical address (or this one). */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, contentShareAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<ShareButtonsProps>(element);
  if (server) return mountView(element, server, <ShareButtons {...server.props} />);
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const url = attributes.url ?? (canonical && isShareableUrl(canonical) ? canonical : window.location.href);
  return mountView(
    element,
    undefined,
    <ShareButtons
      networks={attributes.networks ?? DEFAULT_SHARE_NETWORKS}
      url={url}
      title={attributes.title ?? document.title}
    />,
  );
}
