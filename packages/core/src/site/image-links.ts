/** spec 000 §9: the addresses a lightbox shows, by file extension. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif'] as const;

/** The special action address: `<a href="#lightbox">` opens a lightbox instead of going anywhere. */
export const LIGHTBOX_ACTION_HREF = '#lightbox';

const IMAGE_PATH = new RegExp(`\\.(?:${IMAGE_EXTENSIONS.join('|')})$`, 'i');

/** Whether an address points at an image: its path (not its query or fragment) ends in an image extension. */
export function isImageAddress(href: string): boolean {
  const path = href.split('#', 1)[0]?.split('?', 1)[0] ?? '';
  return IMAGE_PATH.test(path);
}

export interface LightboxLink {
  /** The href attribute as written (`#lightbox`, `/images/a.jpg`). */
  href: string;
  /** The link's own `data-lightbox`: `yes`, `no`, or absent (then the global setting decides). */
  perElement?: string | undefined;
}

export interface LightboxSettings {
  /** The global image-link setting (page variable `lightboxImageLinks`). */
  imageLinks: boolean;
  /** spec 000 §6: the page builder's edit mode, where lightboxes never open. */
  editMode: boolean;
}

/**
 * What a click on a link does: `action` (the special address: opens what its data attributes name),
 * `image` (opens the linked image), or `none` (the browser follows the link).
 */
export function lightboxFor(link: LightboxLink, settings: LightboxSettings): 'action' | 'image' | 'none' {
  if (settings.editMode) return 'none';
  if (link.href === LIGHTBOX_ACTION_HREF) return 'action';
  if (!isImageAddress(link.href)) return 'none';
  if (link.perElement === 'no') return 'none';
  if (link.perElement === 'yes') return 'image';
  return settings.imageLinks ? 'image' : 'none';
}
