import { pageNumbersAround } from '@site-widgets/core/reviews/page-numbers.ts';

export interface PageNumbersProps {
  current: number;
  last: number;
  onSelect(page: number): void;
  /** Disables the buttons while a page is loading. */
  busy: boolean;
}

/** The page-number bar (spec 000 §9): first, last, current ± 1, dots, previous and next. */
export function PageNumbers({ current, last, onSelect, busy }: PageNumbersProps) {
  const items = pageNumbersAround(current, last);
  if (!items.length) return null;
  return (
    <nav className="sw-page-numbers" aria-label="Review pages" data-slot="page-numbers">
      <ul>
        {items.map((item) => {
          if (item.kind === 'dots') {
            return (
              <li key={item.key} className="sw-page-numbers__dots" aria-hidden="true">
                …
              </li>
            );
          }
          const label =
            item.kind === 'previous'
              ? 'Previous page'
              : item.kind === 'next'
                ? 'Next page'
                : `Page ${item.page}`;
          const current = item.kind === 'page' && item.current;
          return (
            <li key={`${item.kind}-${item.page}`}>
              <button
                type="button"
                className="sw-page-numbers__button"
                data-kind={item.kind}
                aria-label={label}
                aria-current={current ? 'page' : undefined}
                disabled={busy || current}
                onClick={() => onSelect(item.page)}
              >
                {item.kind === 'previous' ? '‹' : item.kind === 'next' ? '›' : item.page}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
