import { contentCodeAttributesSchema } from '@site-widgets/contract/content/navmisc-attributes.ts';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import { parseAttributes } from '../../runtime/attributes.ts';

const WIDGET = 'content-code';

hljs.registerLanguage('html', xml);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('css', css);
hljs.registerLanguage('json', json);
hljs.registerLanguage('bash', bash);

/**
 * Colours the code block (highlight.js core with the six languages of CODE_LANGUAGES, in this chunk
 * only) and makes its copy button work. The code is the element's text: highlight.js escapes it, so
 * nothing in it can become markup. On a plain page the element's own `<pre>` or text is the code.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, contentCodeAttributesSchema);
  if (!attributes) return undefined;
  let code = element.querySelector<HTMLElement>('code.sw-code__code');
  if (!code) {
    const text = element.textContent?.replace(/^\n+|\s+$/g, '') ?? '';
    const figure = document.createElement('figure');
    figure.className = 'sw-code';
    figure.innerHTML =
      '<div class="sw-code__bar"><span></span><span class="sw-code__language"></span></div>' +
      '<pre class="sw-code__pre" tabindex="0"><code class="sw-code__code"></code></pre>' +
      '<p class="sw-code__status sw-visually-hidden" role="status" data-slot="status"></p>';
    (figure.querySelector('.sw-code__language') as HTMLElement).textContent =
      attributes.language.toUpperCase();
    code = figure.querySelector('code') as HTMLElement;
    code.textContent = text;
    if (attributes.copy !== false) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'sw-code__copy';
      button.dataset.slot = 'copy';
      button.textContent = 'Copy code';
      figure.querySelector('.sw-code__bar')?.append(button);
    }
    element.replaceChildren(figure);
  }
  const source = code.textContent ?? '';
  code.innerHTML = hljs.highlight(source, { language: attributes.language, ignoreIllegals: true }).value;
  code.classList.add('hljs');
  code.closest('.sw-code')?.setAttribute('data-state', 'highlighted');

  const copy = element.querySelector<HTMLButtonElement>('[data-slot="copy"]');
  const status = element.querySelector<HTMLElement>('[data-slot="status"]');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(source);
      if (copy) copy.textContent = 'Copied';
      if (status) status.textContent = 'Code copied';
    } catch {
      if (status) status.textContent = 'Could not copy the code';
    }
  };
  copy?.addEventListener('click', onCopy);
  return () => copy?.removeEventListener('click', onCopy);
}
