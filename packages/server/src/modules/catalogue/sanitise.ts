import sanitizeHtml from 'sanitize-html';

/**
 * Post and product content is HTML the owner imported (often from WordPress): it is sanitised on the
 * way in, so what is stored is safe to render as it is. Scripts, event handlers, styles, forms and
 * frames go; links and images keep only http(s), mailto and site-relative addresses.
 */
const CONTENT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens elsewhere cannot reach back to this page (reverse tabnabbing).
    a: (tagName, attribs) =>
      attribs.target
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitiseContent(html: string): string {
  return sanitizeHtml(html, CONTENT_OPTIONS).trim();
}

/** sanitize-html escapes exactly these in text; undone to get the characters back. */
const ESCAPED: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * The text of some HTML (tags dropped, entities decoded, block ends as line breaks, runs of spaces
 * folded): titles, excerpts and the full-text index's body. Plain text; renderers escape it.
 */
export function plainText(html: string): string {
  const withBreaks = html.replace(/<\/(p|div|h[1-6]|li|blockquote|figcaption|tr)>|<br\s*\/?>/gi, '$&\n');
  const stripped = sanitizeHtml(withBreaks, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'option', 'title'],
  });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}
