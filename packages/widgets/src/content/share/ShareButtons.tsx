import type { ShareNetwork } from '@site-widgets/contract/content/navmisc-attributes.ts';
import { SHARE_NETWORK_NAMES, shareLink } from '@site-widgets/core/content/share-links.ts';
import { useState } from 'react';

export interface ShareButtonsProps {
  networks: ShareNetwork[];
  /** The address shared (http or https). */
  url: string;
  title: string;
}

/** Default networks when `data-networks` is absent. */
export const DEFAULT_SHARE_NETWORKS: ShareNetwork[] = ['facebook', 'x', 'linkedin', 'whatsapp', 'email'];

/**
 * Share buttons (issue 16): plain links to each network's own share address (no third-party script;
 * they work without JavaScript), and a 'Share…' button that opens the device's share sheet where there
 * is one (`navigator.share`, phones) and otherwise copies the address. The button is in the server
 * HTML, so nothing moves when the script arrives.
 */
export function ShareButtons({ networks, url, title }: ShareButtonsProps) {
  const [status, setStatus] = useState('');
  const onShare = async () => {
    try {
      if (typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches) {
        await navigator.share({ url, title });
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch (error) {
      // The visitor closing the share sheet is an AbortError: nothing to say.
      if ((error as Error).name !== 'AbortError') setStatus('Could not copy the link');
    }
  };
  return (
    <div className="sw-share">
      <ul className="sw-share__list" aria-label="Share this page">
        {networks.map((network) => {
          const href = shareLink(network, { url, title });
          if (!href) return null;
          return (
            <li key={network}>
              <a
                className={`sw-share__link sw-share__link--${network}`}
                href={href}
                target={network === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
              >
                {SHARE_NETWORK_NAMES[network]}
                {network !== 'email' && <span className="sw-visually-hidden"> (opens in a new tab)</span>}
              </a>
            </li>
          );
        })}
        <li>
          <button type="button" className="sw-share__link sw-share__native" onClick={onShare}>
            Share…
          </button>
        </li>
      </ul>
      <p className="sw-share__status" role="status">
        {status}
      </p>
    </div>
  );
}
