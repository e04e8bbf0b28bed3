/**
 * A URL fit to put in `src` or `href`: http(s) absolute, protocol-relative or site-relative. Anything
 * else (`javascript:`, `data:`, `vbscript:`, control characters hiding a scheme) yields null, so stored
 * or imported text can never become script through an attribute.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.length > 2048) return null;
  // Browsers drop tabs and newlines inside URLs ("java\tscript:"), so refuse any control character.
  for (const ch of trimmed) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return trimmed;
  if (trimmed.startsWith('/') || trimmed.startsWith('./') || trimmed.startsWith('../')) return trimmed;
  // A bare relative path is fine only when no colon comes before its first slash (no scheme, however
  // disguised).
  if (!/^[^/]*:/.test(trimmed)) return trimmed;
  return null;
}
