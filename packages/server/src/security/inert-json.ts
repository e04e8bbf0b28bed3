/**
 * JSON that no browser can take for markup. The original front end needs ajax answers as `text/html`
 * (it calls `$.parseJSON` on the body), so a body a browser is tricked into rendering must hold no
 * `<`, `>` or `&` at all: each becomes its `\u00XX` escape, which JSON.parse reads back as the same
 * character. U+2028/U+2029 are escaped too, so the text is also safe inside a script block. In JSON
 * these characters can only occur inside string literals, so escaping the serialised text is exact.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function inertJsonText(json: string): string {
  return json.replace(UNSAFE, (character) => ESCAPES[character] ?? character);
}

export function inertJson(value: unknown): string {
  return inertJsonText(JSON.stringify(value) ?? 'null');
}
