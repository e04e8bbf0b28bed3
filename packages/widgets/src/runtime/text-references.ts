/**
 * Lean server-rendered props (issue 10): a string the widget's HTML already shows (a review's text,
 * name, title) is not written a second time in its props JSON. The server replaces it with a reference
 * to the text node(s) holding it — `{"$t": [index, length]}`, or `[index, length, paragraphs]` for a text
 * the view splits into paragraphs — and the browser reads it back from the markup before hydrating.
 * A reference whose text no longer has the recorded length (the markup was changed) fails the whole
 * read, and the widget renders from a fresh fetch instead, as on a page without server rendering.
 */
export type TextReference = { $t: [index: number, length: number, paragraphs?: number] };

/** Shorter strings cost less inline than as a reference. */
const MIN_LENGTH = 24;
const PARAGRAPH_BREAK = '\n\n';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text nodes of server-rendered markup in document order, as the browser's parser makes them from
 * React's output (tags, `<!-- -->` separators, escaped text; style, script and noscript contents are
 * raw text, as with scripting on).
 */
export function textNodesOf(html: string): string[] {
  const nodes: string[] = [];
  const token = /<!--[\s\S]*?-->|<(style|script|noscript)\b[^>]*>([\s\S]*?)<\/\1>|<[^>]*>|[^<]+/gi;
  for (const match of html.matchAll(token)) {
    if (match[2] !== undefined) {
      if (match[2] !== '') nodes.push(match[2]);
    } else if (match[0][0] !== '<') {
      nodes.push(decode(match[0]));
    }
  }
  return nodes;
}

/** `props` with every long string that `html` already shows as text replaced by a reference to it. */
export function referenceTexts(props: unknown, html: string): unknown {
  const nodes = textNodesOf(html);
  const first = new Map<string, number>();
  nodes.forEach((text, index) => {
    if (!first.has(text)) first.set(text, index);
  });
  const reference = (value: string): TextReference | string => {
    // The parser turns \r into \n and drops NUL: such text would not read back the same.
    if (value.length < MIN_LENGTH || /[\r\0]/.test(value)) return value;
    const whole = first.get(value);
    if (whole !== undefined) return { $t: [whole, value.length] };
    const parts = value.split(PARAGRAPH_BREAK);
    if (parts.length < 2 || parts.some((part) => part.trim() === '' || part !== part.trim())) return value;
    const start = first.get(parts[0] as string);
    if (start === undefined || parts.some((part, offset) => nodes[start + offset] !== part)) return value;
    return { $t: [start, value.length, parts.length] };
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return reference(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  return walk(props);
}

function isReference(value: unknown): value is TextReference {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === '$t' && Array.isArray((value as TextReference).$t);
}

/**
 * Props with their references read back from the text nodes under `root` (before hydration touches
 * them); undefined when one does not read back to its recorded length.
 */
export function reviveTexts<P>(props: unknown, root: Node): P | undefined {
  const nodes: string[] = [];
  const walker = root.ownerDocument?.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  while (walker?.nextNode()) nodes.push((walker.currentNode as Text).data);
  let intact = true;
  const walk = (value: unknown): unknown => {
    if (isReference(value)) {
      const [index, length, paragraphs] = value.$t;
      const text = paragraphs ? nodes.slice(index, index + paragraphs).join(PARAGRAPH_BREAK) : nodes[index];
      if (text === undefined || text.length !== length) intact = false;
      return text ?? '';
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  const revived = walk(props) as P;
  return intact ? revived : undefined;
}
