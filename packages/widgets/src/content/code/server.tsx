import { renderToStaticMarkup } from 'react-dom/server';
import { CodeBlock, type CodeBlockProps } from './CodeBlock.tsx';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The code block as the server puts it into a page. Its script works on this markup (no hydration),
 * so there are no props to write: the code is read from the page itself.
 */
export function renderCodeWidget(props: CodeBlockProps): string {
  return (
    `<div data-widget="content-code" data-language="${escapeAttribute(props.language)}" data-copy="${props.copy === false ? 'no' : 'yes'}">` +
    `<div data-widget-root="">${renderToStaticMarkup(<CodeBlock {...props} />)}</div></div>`
  );
}
