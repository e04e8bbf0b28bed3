import type { CodeLanguage } from '@site-widgets/contract/content/navmisc-attributes.ts';

export interface CodeBlockProps {
  language: CodeLanguage;
  code: string;
  /** Shows a copy button; default true. */
  copy?: boolean | undefined;
  /** The figure's caption (what the code is). */
  caption?: string | undefined;
}

/**
 * A code block as the server writes it: the code as text in `<pre><code>`, the language named, and a
 * copy button. The widget's script colours it once in view (highlight.js, loaded with the widget only);
 * the colours change no sizes, so nothing moves.
 */
export function CodeBlock({ language, code, copy = true, caption }: CodeBlockProps) {
  return (
    <figure className="sw-code" data-state="plain">
      <div className="sw-code__bar">
        {caption ? <figcaption className="sw-code__caption">{caption}</figcaption> : <span />}
        <span className="sw-code__language">{language.toUpperCase()}</span>
        {copy && (
          <button type="button" className="sw-code__copy" data-slot="copy">
            Copy code
          </button>
        )}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre className="sw-code__pre" tabIndex={0}>
        <code className={`sw-code__code language-${language}`}>{code}</code>
      </pre>
      <p className="sw-code__status sw-visually-hidden" role="status" data-slot="status" />
    </figure>
  );
}
