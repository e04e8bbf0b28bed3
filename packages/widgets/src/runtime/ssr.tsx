import { randomBytes } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { referenceTexts } from './text-references.ts';
import { ID_PREFIX_ATTRIBUTE, PROPS_ATTRIBUTE, ROOT_ATTRIBUTE } from './widget-module.ts';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON that is safe inside a <script> element: `<`, `>`, `&` and the two line separators are escaped,
 * so no string in it (a visitor's review text included) can close the script or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A widget as the server puts it in the page: the element with its data attributes, the rendered view
 * inside a root the client hydrates, and the props it was rendered with, minus the texts the view
 * already shows (text-references.ts).
 */
export function renderWidget(
  name: string,
  attributes: Record<string, string>,
  view: ReactElement,
  props: unknown,
): string {
  // Each widget is its own React root: a prefix per widget keeps useId ids unique across the page.
  const idPrefix = `sw${randomBytes(4).toString('hex')}-`;
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` data-${key}="${escapeAttribute(value)}"`)
    .join('');
  const html = renderToString(view, { identifierPrefix: idPrefix });
  // What the markup already shows (review texts, names, titles) is read back from it, not repeated.
  const lean = referenceTexts(props, html);
  return (
    `<div data-widget="${escapeAttribute(name)}"${attrs}>` +
    `<div ${ROOT_ATTRIBUTE}="">${html}</div>` +
    `<script type="application/json" ${PROPS_ATTRIBUTE}="" ${ID_PREFIX_ATTRIBUTE}="${idPrefix}">${jsonForScript(lean)}</script>` +
    `</div>`
  );
}
