import { SOURCE_PROTOCOLS, sanitiseUrl } from './url-sanitiser.ts';

/**
 * A URL fit to put in `src` (or an `href` that must stay on the web): http(s) absolute,
 * protocol-relative or site-relative. Anything else (`javascript:`, `data:`, `vbscript:`, control
 * characters or character references hiding a scheme) yields null, so stored or imported text can never
 * become script through an attribute. The rule is the URL sanitiser's (`url-sanitiser.ts`) with the
 * web protocols only; it is silent because its callers drop what it refuses.
 */
export function safeUrl(url: string | null | undefined): string | null {
  const result = sanitiseUrl(url, { protocols: SOURCE_PROTOCOLS, log: () => {} });
  return result === '#' ? null : result;
}
