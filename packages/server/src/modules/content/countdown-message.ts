import sanitizeHtml from 'sanitize-html';

/**
 * spec 001 §5: a countdown's message is HTML the site owner wrote, sanitised on the server where the
 * setting is rendered: text formatting, paragraphs, lists and links (http(s), mailto and site-relative
 * only, a new-window link made `noopener`) stay; scripts, styles, handlers, forms, frames and images go,
 * their text kept only for harmless elements.
 */
const MESSAGE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'small',
    'mark',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'option', 'title', 'iframe', 'template'],
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** Longest message kept (characters of the owner's HTML). */
export const MAX_COUNTDOWN_MESSAGE = 4000;

export function sanitiseCountdownMessage(html: string): string {
  return sanitizeHtml(html.slice(0, MAX_COUNTDOWN_MESSAGE), MESSAGE_OPTIONS).trim();
}
