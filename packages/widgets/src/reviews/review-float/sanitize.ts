import DOMPurify from 'dompurify';

const ACTIVE_ELEMENTS =
  'script,style,iframe,object,embed,form,input,button,textarea,select,dialog,base,meta,link';
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster']);

/**
 * Whether markup still holds anything that could run or restyle: a script-like element, an event
 * handler attribute, a style, or a URL with a scheme other than http(s). Checked after DOMPurify, so a
 * DOM where DOMPurify cannot do its work (some test DOMs) inserts nothing rather than the raw answer.
 */
export function containsActiveContent(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  if (root.querySelector(ACTIVE_ELEMENTS)) return true;
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style') return true;
      if (URL_ATTRIBUTES.has(name)) {
        // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
        const value = [...attribute.value]
          .filter((ch) => ch.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (/^[a-z][a-z0-9+.-]*:/.test(value) && !/^(https?|mailto):/.test(value)) return true;
      }
    }
  }
  return false;
}

/**
 * Server HTML made safe to insert (the `wprp_get_float` answer): DOMPurify removes scripts, event
 * handler attributes and `javascript:` URLs; styles and form controls go too, so an answer can neither
 * restyle the page nor ask the visitor for anything. Empty when anything active survives.
 */
export function sanitizeReviewHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  const clean = DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button', 'dialog', 'iframe'],
    FORBID_ATTR: ['style'],
  });
  return containsActiveContent(clean) ? '' : clean;
}
