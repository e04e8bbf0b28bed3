import type { ShareNetwork } from '@site-widgets/contract/content/navmisc-attributes.ts';

export interface SharedPage {
  /** The page's address; only http and https are ever shared. */
  url: string;
  title: string;
}

/** The visible name of each network's link. */
export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  email: 'E-mail',
};

/** Whether an address may be shared: an absolute http(s) URL. */
export function isShareableUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The network's own share address for a page (no third-party script: a plain link). Every value is
 * URL-encoded; an address that is not http(s) yields undefined and no link is shown.
 */
export function shareLink(network: ShareNetwork, page: SharedPage): string | undefined {
  if (!isShareableUrl(page.url)) return undefined;
  const url = encodeURIComponent(page.url);
  const title = encodeURIComponent(page.title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'x':
      return `https://x.com/intent/post?url=${url}&text=${title}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${url}&description=${title}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${url}&title=${title}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${page.title} ${page.url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${title}`;
    case 'email':
      return `mailto:?subject=${title}&body=${url}`;
  }
}
