/**
 * Issue 13 §10, spec 001 §5 and §8: the one URL sanitiser every widget puts an owner's or a visitor's
 * URL through before it becomes an `href` or a `src`. Relative paths and anchors pass; an absolute URL
 * passes only with one of `URL_PROTOCOLS`; anything else becomes `#` and 'Invalid protocol' is logged.
 *
 * Written here rather than taken from a library: the rule is twenty lines, the same on server and
 * client, and the candidates (sanitize-url, DOMPurify's URI rule) either allow protocols we refuse or
 * bring a DOM. Browsers ignore tabs and newlines inside a URL and decode entities in attributes, so
 * both are undone before the scheme is read (`java&#x09;script:`, `&#106;avascript:`).
 */

/** Protocols a link may use (lowercase, without the colon). */
export const URL_PROTOCOLS = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'sms',
  'callto',
  'geo',
] as const;
/** What an `src` may load: web addresses only (a `mailto:` image makes no sense). */
export const SOURCE_PROTOCOLS = ['http', 'https'] as const;
/** Longest URL accepted (longer ones are refused, not cut). */
export const MAX_URL_LENGTH = 2_048;

export const INVALID_PROTOCOL_MESSAGE = 'Invalid protocol';

/** A hash or a selector value: a letter first, then letters, digits, `_` or `-` (at most 128). */
export const SAFE_IDENTIFIER = /^[A-Za-z][\w-]{0,127}$/;

export interface SanitiseUrlOptions {
  /** Allowed protocols; default URL_PROTOCOLS. */
  protocols?: readonly string[];
  /** Called with 'Invalid protocol' when a URL is refused; default console.error. Pass `() => {}` on the server. */
  log?: (message: string, url: string) => void;
}

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  amp: '&',
  lpar: '(',
  rpar: ')',
  period: '.',
};

/** Character references decoded as a browser would in an attribute (`&#106;`, `&#x6A;`, `&colon;`). */
export function decodeCharacterReferences(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));?/gi, (match, decimal, hex, name) => {
    if (decimal !== undefined || hex !== undefined) {
      const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex as string, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED_ENTITIES[(name as string).toLowerCase()] ?? match;
  });
}

/** The scheme of a URL (lowercase) or undefined for a relative URL. Control characters and spaces are removed first. */
function schemeOf(url: string): string | undefined {
  // Browsers strip ASCII tabs and newlines anywhere and leading C0 controls and spaces.
  const normalised = [...decodeCharacterReferences(url)]
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  const match = /^([^/?#]*?):/.exec(normalised);
  return match ? (match[1] as string).toLowerCase() : undefined;
}

/**
 * `url` fit for `href` (or `src` with `protocols: SOURCE_PROTOCOLS`), or `#` with 'Invalid protocol'
 * logged. Empty text and null become `#` silently.
 */
export function sanitiseUrl(url: string | null | undefined, options: SanitiseUrlOptions = {}): string {
  if (typeof url !== 'string') return '#';
  const trimmed = url.trim();
  if (trimmed === '') return '#';
  const refuse = () => {
    (options.log ?? ((message: string, bad: string) => console.error(`[site-widgets] ${message}`, bad)))(
      INVALID_PROTOCOL_MESSAGE,
      trimmed.slice(0, 200),
    );
    return '#';
  };
  if (trimmed.length > MAX_URL_LENGTH) return refuse();
  // A control character left inside is refused: it only ever hides a scheme or breaks the attribute.
  if ([...trimmed].some((character) => (character.codePointAt(0) ?? 0) < 0x20 || character === '\u007f'))
    return refuse();
  const scheme = schemeOf(trimmed);
  if (scheme === undefined) {
    // An anchor must name a safe identifier; other relative URLs (paths, queries) pass.
    if (trimmed.startsWith('#')) return trimmed === '#' || isSafeIdentifier(trimmed.slice(1)) ? trimmed : '#';
    return trimmed;
  }
  // An entity-encoded scheme that decodes to an allowed one is still refused: no honest link writes it.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return refuse();
  return (options.protocols ?? URL_PROTOCOLS).includes(scheme) ? trimmed : refuse();
}

/** A hash or selector value (without `#`) is safe when it matches SAFE_IDENTIFIER. */
export const isSafeIdentifier = (value: string | null | undefined): value is string =>
  typeof value === 'string' && SAFE_IDENTIFIER.test(value);

/** `#value` when the value is a safe identifier, else `#`. */
export const safeHash = (value: string | null | undefined): string =>
  isSafeIdentifier(value) ? `#${value}` : '#';

/**
 * An `src` (web addresses and relative paths only), or undefined so the attribute is left out: an
 * image pointed at `#` would fetch the page itself. A refused URL logs 'Invalid protocol'.
 */
export function sanitiseSource(
  url: string | null | undefined,
  log?: SanitiseUrlOptions['log'],
): string | undefined {
  const result = sanitiseUrl(url, { protocols: SOURCE_PROTOCOLS, ...(log ? { log } : {}) });
  return result === '#' ? undefined : result;
}
