import { SOCIAL_PLATFORMS, type SocialPlatform } from '@site-widgets/contract/forms/form-inputs.ts';

/**
 * Issue 13 §9, spec 001 §3, §5, §9: a social profile as a visitor types it (a profile URL or a bare
 * handle, `@` allowed) → `{ url, identifier, platform, valid }`. The same function runs in the field's
 * view and in the server's validation, so what the visitor sees is what is stored.
 *
 * Handles: X 1–15 word characters (§9: at most 15); Bluesky gets `.bsky.social` when it has no dot;
 * WhatsApp keeps digits only; every other platform accepts letters, digits, `_`, `-` and `.`.
 * A URL counts only on the platform's own hosts, over http(s), so `javascript:` or a look-alike host
 * never becomes the stored link; the stored `url` is rebuilt from the identifier, never copied.
 */

export { SOCIAL_PLATFORMS, type SocialPlatform };

export interface SocialProfile {
  /** The canonical profile address (empty when not valid). */
  url: string;
  identifier: string;
  platform: SocialPlatform | '';
  valid: boolean;
}

/** spec 001 §9: X handle maximum 15 characters. */
export const X_HANDLE_MAX = 15;
/** Longest input looked at (longer input is not a profile). */
export const MAX_SOCIAL_INPUT = 500;
export const BLUESKY_SUFFIX = '.bsky.social';

const X_HANDLE = new RegExp(`^\\w{1,${X_HANDLE_MAX}}$`);
const GENERAL_HANDLE = /^[A-Za-z0-9_.-]{1,100}$/;
const BLUESKY_HANDLE = /^[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63}){1,10}$/;
const WHATSAPP_NUMBER = /^\d{6,15}$/;

interface PlatformRule {
  /** Hosts (without `www.` / `m.`) whose URLs belong to the platform. */
  hosts: readonly string[];
  /** The handle inside a URL's path (already split on `/`), or undefined when the path is not a profile. */
  fromPath(parts: string[], url: URL): string | undefined;
  /** The handle as stored (normalised) or undefined when it breaks the platform's rule. */
  normalise(handle: string): string | undefined;
  urlOf(identifier: string): string;
}

const general = (handle: string) => (GENERAL_HANDLE.test(handle) ? handle : undefined);
const first = (parts: string[]) => parts[0];
const afterAt = (parts: string[]) => (parts[0]?.startsWith('@') ? parts[0].slice(1) : undefined);

const RULES: Record<SocialPlatform, PlatformRule> = {
  calendly: {
    hosts: ['calendly.com'],
    fromPath: first,
    normalise: general,
    urlOf: (id) => `https://calendly.com/${id}`,
  },
  youtube: {
    hosts: ['youtube.com'],
    fromPath: (parts) =>
      afterAt(parts) ?? (['c', 'user', 'channel'].includes(parts[0] ?? '') ? parts[1] : undefined),
    normalise: general,
    urlOf: (id) => `https://www.youtube.com/@${id}`,
  },
  wordpress: {
    hosts: ['wordpress.com'],
    // A WordPress.com site is a subdomain: `name.wordpress.com`.
    fromPath: (_parts, url) => {
      const sub = url.hostname
        .toLowerCase()
        .replace(/^www\./, '')
        .replace(/\.wordpress\.com$/, '');
      return sub !== '' && sub !== 'wordpress.com' && !sub.includes('.') ? sub : undefined;
    },
    normalise: (handle) => (/^[a-z0-9-]{1,63}$/i.test(handle) ? handle.toLowerCase() : undefined),
    urlOf: (id) => `https://${id}.wordpress.com`,
  },
  x: {
    hosts: ['x.com', 'twitter.com'],
    fromPath: first,
    normalise: (handle) => (X_HANDLE.test(handle) ? handle : undefined),
    urlOf: (id) => `https://x.com/${id}`,
  },
  facebook: {
    hosts: ['facebook.com', 'fb.com'],
    fromPath: first,
    normalise: general,
    urlOf: (id) => `https://www.facebook.com/${id}`,
  },
  bluesky: {
    hosts: ['bsky.app'],
    fromPath: (parts) => (parts[0] === 'profile' ? parts[1] : undefined),
    normalise: (handle) => {
      const full = handle.includes('.') ? handle : `${handle}${BLUESKY_SUFFIX}`;
      return full.length <= 253 && BLUESKY_HANDLE.test(full) ? full.toLowerCase() : undefined;
    },
    urlOf: (id) => `https://bsky.app/profile/${id}`,
  },
  tiktok: {
    hosts: ['tiktok.com'],
    fromPath: afterAt,
    normalise: general,
    urlOf: (id) => `https://www.tiktok.com/@${id}`,
  },
  whatsapp: {
    hosts: ['wa.me', 'whatsapp.com', 'api.whatsapp.com'],
    fromPath: (parts, url) => (parts[0] === 'send' ? (url.searchParams.get('phone') ?? undefined) : parts[0]),
    normalise: (handle) => {
      const digits = handle.replace(/\D/g, '');
      return WHATSAPP_NUMBER.test(digits) ? digits : undefined;
    },
    urlOf: (id) => `https://wa.me/${id}`,
  },
  threads: {
    hosts: ['threads.net', 'threads.com'],
    fromPath: afterAt,
    normalise: general,
    urlOf: (id) => `https://www.threads.net/@${id}`,
  },
  linkedin: {
    hosts: ['linkedin.com'],
    fromPath: (parts) => (parts[0] === 'in' ? parts[1] : undefined),
    normalise: general,
    urlOf: (id) => `https://www.linkedin.com/in/${id}`,
  },
  savvycal: {
    hosts: ['savvycal.com'],
    fromPath: first,
    normalise: general,
    urlOf: (id) => `https://savvycal.com/${id}`,
  },
  github: {
    hosts: ['github.com'],
    fromPath: first,
    normalise: general,
    urlOf: (id) => `https://github.com/${id}`,
  },
  instagram: {
    hosts: ['instagram.com'],
    fromPath: first,
    normalise: general,
    urlOf: (id) => `https://www.instagram.com/${id}`,
  },
};

const INVALID = (platform: SocialPlatform | ''): SocialProfile => ({
  url: '',
  identifier: '',
  platform,
  valid: false,
});

const isPlatform = (value: string): value is SocialPlatform =>
  (SOCIAL_PLATFORMS as readonly string[]).includes(value);

/** The platform a URL's host belongs to (subdomains of WordPress.com included). */
function platformOfHost(hostname: string): SocialPlatform | undefined {
  const host = hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  if (host.endsWith('.wordpress.com')) return 'wordpress';
  return SOCIAL_PLATFORMS.find((platform) => RULES[platform].hosts.includes(host));
}

function profileOf(platform: SocialPlatform, handle: string | undefined): SocialProfile {
  const rule = RULES[platform];
  const identifier = handle === undefined ? undefined : rule.normalise(handle);
  return identifier === undefined
    ? INVALID(platform)
    : { url: rule.urlOf(identifier), identifier, platform, valid: true };
}

/**
 * Parses `input` (a profile URL or a bare handle). `platform` is the field's platform: it reads bare
 * handles, and a URL of another platform is not valid for it. Without one, only URLs can be read.
 */
export function parseSocialProfile(input: string, platform?: SocialPlatform): SocialProfile {
  const text = input.trim();
  if (text === '' || text.length > MAX_SOCIAL_INPUT) return INVALID(platform ?? '');
  const looksLikeUrl =
    /^[a-z][a-z0-9+.-]*:/i.test(text) || /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(text);
  if (!looksLikeUrl) {
    if (!platform) return INVALID('');
    return profileOf(platform, text.startsWith('@') ? text.slice(1) : text);
  }
  let url: URL;
  try {
    url = new URL(
      /^https?:\/\//i.test(text) ? text : /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`,
    );
  } catch {
    return INVALID(platform ?? '');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return INVALID(platform ?? '');
  if (url.username !== '' || url.password !== '' || url.port !== '') return INVALID(platform ?? '');
  const detected = platformOfHost(url.hostname);
  if (!detected || (platform && detected !== platform)) return INVALID(platform ?? '');
  const parts = url.pathname
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return '\u0000';
      }
    });
  return profileOf(detected, RULES[detected].fromPath(parts, url));
}

/** The platform named by a field setting, or undefined. */
export const socialPlatformOf = (value: string | undefined): SocialPlatform | undefined =>
  value !== undefined && isPlatform(value) ? value : undefined;
