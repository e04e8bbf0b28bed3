import {
  SEARCH_RESULT_SLOT,
  type SearchAnswerView,
  type SearchResultView,
} from '@site-widgets/contract/catalogue/search-fetch.ts';

const KINDS = new Set(['post', 'page', 'product', 'media']);

/** Site-relative or http(s) addresses only; anything else (a `javascript:` link) becomes '#'. */
function safeHref(value: string | null): string {
  if (!value) return '#';
  return /^(\/(?!\/)|https?:\/\/)/i.test(value) ? value : '#';
}

const text = (root: Element, slot: string) =>
  root.querySelector(`[data-slot="${slot}"]`)?.textContent?.trim() || undefined;

/**
 * Reads an answer of `wpr_data_fetch` (HTML, SearchAnswerMarkup's shape) into plain data: parsed in an
 * inert document (nothing runs or loads), only text and a few attributes are taken, so the view renders
 * text as text and never inserts the server's markup. Undefined when it is not an answer.
 */
export function readSearchAnswer(html: string): SearchAnswerView | undefined {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const root = document.querySelector('[data-slot="search-answer"]');
  if (!root) return undefined;
  const results: SearchResultView[] = [];
  for (const item of root.querySelectorAll(`[data-slot="${SEARCH_RESULT_SLOT}"]`)) {
    const id = Number(item.getAttribute('data-id'));
    const kind = item.getAttribute('data-kind') ?? '';
    const title = text(item, 'search-result-title');
    if (!Number.isInteger(id) || !KINDS.has(kind) || !title) continue;
    const result: SearchResultView = {
      id,
      kind: kind as SearchResultView['kind'],
      title,
      url: safeHref(item.querySelector('a')?.getAttribute('href') ?? null),
    };
    const description = text(item, 'search-result-description');
    if (description) result.description = description;
    const image = item.querySelector('img[data-slot="search-result-image"]');
    const src = image?.getAttribute('src');
    if (image && src && /^\/(?!\/)/.test(src)) {
      result.image = {
        src,
        width: Number(image.getAttribute('width')) || 150,
        height: Number(image.getAttribute('height')) || 150,
        alt: image.getAttribute('alt') ?? '',
      };
    }
    const current = text(item, 'search-result-current-price');
    if (current) {
      const regular = text(item, 'search-result-regular-price');
      result.price = regular ? { current, regular } : { current };
    }
    if (item.getAttribute('data-protected') === 'yes') result.protected = true;
    results.push(result);
  }
  const next = root.getAttribute('data-next-offset');
  const view = root.querySelector('[data-slot="search-view-results"]');
  return {
    results,
    total: Number(root.getAttribute('data-total')) || results.length,
    nextOffset: next !== null && /^\d+$/.test(next) ? Number(next) : undefined,
    viewResults: view
      ? { href: safeHref(view.getAttribute('href')), text: view.textContent?.trim() || 'View all results' }
      : undefined,
    noResults: text(root, 'search-no-results') ?? '',
    target: root.getAttribute('data-target') === '_blank' ? '_blank' : '_self',
  };
}
