import { renderWidget } from '../../runtime/ssr.tsx';
import { DEFAULT_SHARE_NETWORKS, ShareButtons, type ShareButtonsProps } from './ShareButtons.tsx';

/** The share buttons as the server puts them into a page. */
export function renderShareWidget(props: ShareButtonsProps): string {
  const attributes: Record<string, string> = {
    networks: props.networks.join(' '),
    url: props.url,
    title: props.title,
  };
  return renderWidget('content-share', attributes, <ShareButtons {...props} />, props);
}

export { DEFAULT_SHARE_NETWORKS };
